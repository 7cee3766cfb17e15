import { z } from 'zod';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export const optionLetterSchema = z.enum(OPTION_LETTERS, { error: 'answer must be one of A, B, C, D or E' });
export type OptionLetter = z.infer<typeof optionLetterSchema>;

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, `${field} must be at least ${min} characters`)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), `${field} contains a NUL character`);

const fiveOptions = (field: string, max: number) =>
  z.strictObject(
    Object.fromEntries(OPTION_LETTERS.map((letter) => [letter, text(`${field} ${letter}`, 1, max)])) as Record<OptionLetter, ReturnType<typeof text>>,
    { error: `${field} must have exactly the five options A–E` },
  );

/**
 * One question as imported, seeded or written by an admin: the rules of a single-best-answer
 * question in one place (five options, one answer, an explanation for every option).
 */
export const questionInputSchema = z.strictObject({
  key: z
    .string({ error: 'key is required' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{2,80}$/, 'key must be 3–81 lower-case letters, digits and dashes'),
  exam: z.string({ error: 'exam is required' }).trim().min(1, 'exam is required').max(100),
  topic: text('topic', 2, 100),
  stem: text('stem', 20, 4000),
  options: fiveOptions('option', 500),
  answer: optionLetterSchema,
  explanation: text('explanation', 20, 6000),
  optionExplanations: fiveOptions('optionExplanation', 2000),
  references: z.array(text('reference', 3, 300)).max(10, 'at most 10 references').default([]),
  imageUrl: z.url({ protocol: /^https?$/, error: 'imageUrl must be an http(s) address' }).nullable().optional(),
  status: z.enum(['draft', 'live']).default('live'),
  sample: z.boolean().default(false),
});
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const optionTextsSchema = z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string(), E: z.string() });
