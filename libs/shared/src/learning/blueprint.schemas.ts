import { z } from 'zod';

export const blueprintInputSchema = z.object({ exam: z.string().trim().min(1).max(100) });

export const blueprintTopicRowSchema = z.object({
  topic: z.string(),
  weight: z.number(),
  items: z.number().int(),
  seen: z.number().int(),
  unseen: z.number().int(),
  percentCorrect: z.number().nullable(),
  retention: z.number().nullable(),
});

export const blueprintSchema = z.object({
  exam: z.string(),
  weightsPublished: z.boolean(),
  source: z.string(),
  topics: z.array(blueprintTopicRowSchema),
  nextBlock: z
    .object({
      topics: z.array(z.string()),
      /** The bank's topic values the block's session is started with. */
      sessionTopics: z.array(z.string()),
      count: z.number().int(),
      reason: z.string(),
    })
    .nullable(),
});
export type Blueprint = z.infer<typeof blueprintSchema>;
export type BlueprintTopicRow = z.infer<typeof blueprintTopicRowSchema>;
