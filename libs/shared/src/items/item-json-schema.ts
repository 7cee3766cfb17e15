import { z } from 'zod';
import { itemSchema } from './item.schemas';

/**
 * The JSON Schema of an item as imported and exported (draft 2020-12), for the API docs. It holds
 * the shape, types and bounds; the rules across fields (keys A, B, C… in order, the answer among
 * them) are checked by `parseItem` alone.
 */
export function itemJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(itemSchema, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>;
}
