import { historyInputSchema, historySchema } from '../../learning/progress.schemas';
import { query } from '../procedure-definition';

export const learningProcedures = {
  /** Items and % correct per day and week, topic trends, the streak and a daily target. */
  history: query({ input: historyInputSchema, output: historySchema }),
};
