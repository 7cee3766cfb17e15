import { z } from 'zod';
import { ITEM_KEYS } from './item-types';

/** An option or response key, A to T (item-types.ts holds the plain lists). */
export const itemKeySchema = z.enum(ITEM_KEYS, { error: 'must be a capital letter from A to T' });
