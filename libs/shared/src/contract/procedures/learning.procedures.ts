import { z } from 'zod';
import { blueprintInputSchema, blueprintSchema } from '../../learning/blueprint.schemas';
import { historyInputSchema, historySchema } from '../../learning/progress.schemas';
import { readinessInputSchema, readinessSchema } from '../../learning/readiness';
import { query } from '../procedure-definition';

const examInputSchema = z.strictObject({
  /** The exam's slug or id. */
  exam: z.string({ error: 'exam is required' }).trim().min(1, 'exam is required').max(100, 'exam is too long'),
});

/** The caller's review queue in one exam, from the FSRS cards of the items they have answered. */
export const dueQueueSchema = z.object({
  /** Cards due now: what a review session draws. */
  dueNow: z.number(),
  /** Cards due before the end of today (UTC), those due now included. */
  dueToday: z.number(),
  /** The next cards by due time (due ones first), at most 20. */
  next: z.array(z.object({ questionId: z.string(), topic: z.string(), due: z.date() })),
  /** Every card the caller holds in the exam (items answered at least once). */
  total: z.number(),
});
export type DueQueue = z.infer<typeof dueQueueSchema>;

export const learningProcedures = {
  dueQueue: query({ input: examInputSchema, output: dueQueueSchema }),
  /** The exam's blueprint with the caller's coverage per topic and the recommended next block. */
  blueprint: query({ input: blueprintInputSchema, output: blueprintSchema }),
  /** The caller's predicted percent on a full paper (Rasch), or how many more answers it needs. */
  readiness: query({ input: readinessInputSchema, output: readinessSchema }),
  /** Items and % correct per day and week, topic trends, the streak and a daily target. */
  history: query({ input: historyInputSchema, output: historySchema }),
};
