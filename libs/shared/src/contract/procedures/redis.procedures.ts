import { redisQueryInputSchema, redisQueryResultSchema } from '../../api/sessions.schemas';
import { query } from '../procedure-definition';

export const redisProcedures = {
  /** A guarded read of the caller's own counters or of public aggregates. */
  query: query({ input: redisQueryInputSchema, output: redisQueryResultSchema }),
};
