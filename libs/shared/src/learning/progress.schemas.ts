import { z } from 'zod';

export const historyInputSchema = z.strictObject({ exam: z.string().trim().min(1).max(100) });

const periodSchema = z.object({ start: z.string(), answered: z.number().int(), percentCorrect: z.number().nullable() });
const trendSideSchema = z.object({ answered: z.number().int(), percentCorrect: z.number().nullable() });

export const historySchema = z.object({
  exam: z.object({ slug: z.string(), title: z.string() }),
  /** The zone days are counted in (the profile's, else Europe/London). */
  timeZone: z.string(),
  today: z.string(),
  days: z.array(periodSchema),
  weeks: z.array(periodSchema),
  topics: z.array(z.object({ topic: z.string(), recent: trendSideSchema, previous: trendSideSchema, change: z.number().nullable() })),
  streak: z.number().int(),
  dailyTarget: z.object({
    target: z.number().int(),
    basis: z.enum(['exam-date', 'default', 'exam-passed']),
    daysLeft: z.number().int().nullable(),
    remaining: z.number().int(),
    examDate: z.string().nullable(),
    answeredToday: z.number().int(),
  }),
});
export type History = z.infer<typeof historySchema>;

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_RESULTS_MAX = 30;

export const questionSearchInputSchema = z.strictObject({
  query: z.string().trim().min(2, 'Type at least two letters.').max(SEARCH_QUERY_MAX, `Keep the search under ${SEARCH_QUERY_MAX} characters.`),
  exam: z.string().trim().min(1).max(100).optional(),
});

export const questionSearchResultSchema = z.object({
  questionId: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  topic: z.string(),
  /** Where the match is: the item's text or the user's own note. */
  matchedIn: z.enum(['item', 'note']),
  /** ts_headline output: plain text with matches between «« and »» (never HTML). */
  snippet: z.string(),
  rank: z.number(),
  /** The session whose review shows the user's latest attempt at the item. */
  reviewSessionId: z.string(),
});
export const questionSearchSchema = z.object({ results: z.array(questionSearchResultSchema) });
export type QuestionSearchResult = z.infer<typeof questionSearchResultSchema>;

export const ANKI_WHICH = ['missed', 'flagged'] as const;
export type AnkiWhich = (typeof ANKI_WHICH)[number];
/** At most this many cards in one deck (the newest first). */
export const ANKI_MAX_CARDS = 500;

/** GET /api/export/anki's query: which deck of which exam. */
export const ankiExportQuerySchema = z.strictObject({
  exam: z.string({ error: 'exam is required.' }).trim().min(1, 'exam is required.').max(100),
  which: z.enum(ANKI_WHICH, { error: `which must be one of: ${ANKI_WHICH.join(', ')}.` }).default('missed'),
});
