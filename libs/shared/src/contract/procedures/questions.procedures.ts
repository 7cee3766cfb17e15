import { z } from 'zod';
import { flagResultSchema, questionRefInputSchema, reportInputSchema } from '../../api/sessions.schemas';
import { mutation } from '../procedure-definition';

export const questionsProcedures = {
  flag: mutation({ input: questionRefInputSchema, output: flagResultSchema }),
  unflag: mutation({ input: questionRefInputSchema, output: flagResultSchema }),
  report: mutation({ input: reportInputSchema, output: z.object({ reportId: z.string() }) }),
};
