import { z } from 'zod';
import { flagResultSchema, questionRefInputSchema, reportInputSchema } from '../../api/question-actions.schemas';
import { questionSearchInputSchema, questionSearchSchema } from '../../learning/progress.schemas';
import { mutation, query } from '../procedure-definition';

export const questionsProcedures = {
  flag: mutation({ input: questionRefInputSchema, output: flagResultSchema }),
  unflag: mutation({ input: questionRefInputSchema, output: flagResultSchema }),
  report: mutation({ input: reportInputSchema, output: z.object({ reportId: z.string() }) }),
  /** Full-text search over the items the caller has answered and their own notes. */
  search: query({ input: questionSearchInputSchema, output: questionSearchSchema }),
};
