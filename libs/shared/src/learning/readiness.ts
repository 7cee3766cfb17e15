import { z } from 'zod';

/** Readiness is shown once the user has answered this many distinct items of the exam. */
export const READINESS_MIN_ANSWERED = 50;

export const READINESS_METHOD =
  'A Rasch (one-parameter item response) model. Each question has a difficulty estimated from every ' +
  "candidate's first answer to it, with a normal prior that keeps questions with few answers near average; " +
  'partly right answers count as that fraction of a right answer. Your ability is estimated from your latest ' +
  'answer to each question you have seen, with its standard error. The predicted percent is the mean chance ' +
  "of a right answer over every question in the exam's bank, and the band is that figure at your ability " +
  'plus and minus 1.96 standard errors. It assumes the bank is like the real paper, that questions differ only ' +
  'in difficulty, and that your answers here are independent attempts; it does not know the real paper, so ' +
  'treat it as a guide.';

export const readinessInputSchema = z.object({ exam: z.string().trim().min(1).max(100) });

export const readinessSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(false), answered: z.number().int(), needed: z.number().int(), method: z.string() }),
  z.object({
    available: z.literal(true),
    predictedPercent: z.number(),
    band: z.tuple([z.number(), z.number()]),
    passMark: z.number().optional(),
    passMarkSource: z.string().optional(),
    passProbability: z.number().optional(),
    ability: z.number(),
    se: z.number(),
    answered: z.number().int(),
    method: z.string(),
    difficultiesFittedAt: z.string().nullable(),
  }),
]);
export type Readiness = z.infer<typeof readinessSchema>;
