import { blueprintInputSchema, blueprintSchema } from '../../learning/blueprint.schemas';
import { readinessInputSchema, readinessSchema } from '../../learning/readiness';
import { query } from '../procedure-definition';

export const learningProcedures = {
  /** The exam's blueprint with the caller's coverage per topic and the recommended next block. */
  blueprint: query({ input: blueprintInputSchema, output: blueprintSchema }),
  /** The caller's predicted percent on a full paper (Rasch), or how many more answers it needs. */
  readiness: query({ input: readinessInputSchema, output: readinessSchema }),
};
