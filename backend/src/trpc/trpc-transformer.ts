import type { CombinedDataTransformer } from '@trpc/server';
import superjson, { type SuperJSONResult } from 'superjson';
import { toTRPCError } from '../common/errors/error-mapping';
import { bodyTooDeep, MAX_BODY_DEPTH, nestsDeeperThan } from '../common/validation/body-depth.pipe';

/**
 * superjson both ways, as the client uses it. Input nested deeper than any procedure takes is
 * refused before superjson walks it (its walk is recursive: thousands of levels overflow the stack).
 * superjson wraps the value in `{ json, meta }`, one level more than the value itself.
 */
export const trpcTransformer: CombinedDataTransformer = {
  input: {
    serialize: (value: unknown) => superjson.serialize(value),
    deserialize: (payload: unknown) => {
      if (nestsDeeperThan(payload, MAX_BODY_DEPTH + 1)) throw toTRPCError(bodyTooDeep());
      return superjson.deserialize(payload as SuperJSONResult);
    },
  },
  output: superjson,
};
