import { z } from 'zod';
import { performanceRecordSchema } from '../performance/performance-record';
import { optionLetterSchema, optionTextsSchema } from './question.schemas';

export const SESSION_MODES = ['tutor', 'timed', 'mock'] as const;
export const SESSION_FILTERS = ['all', 'new', 'incorrect', 'flagged', 'review'] as const;
export const MAX_SESSION_QUESTIONS = 100;

const ref = (name: string) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(100, `${name} is too long`);

export const sessionInitInputSchema = z.strictObject({
  /** The exam's slug or id. */
  exam: ref('exam'),
  mode: z.enum(SESSION_MODES, { error: 'mode must be tutor, timed or mock' }),
  filter: z.enum(SESSION_FILTERS, { error: 'filter must be all, new, incorrect, flagged or review' }).default('all'),
  topics: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  /** How many questions; a mock takes the real paper's number (scaled to the bank). */
  count: z.number({ error: 'count must be a number' }).int().min(1, 'Choose at least 1 question.').max(MAX_SESSION_QUESTIONS, `Choose at most ${MAX_SESSION_QUESTIONS} questions.`).optional(),
  /** With filter 'incorrect': the questions answered wrongly in this earlier session of the user's. */
  fromSession: ref('fromSession').optional(),
});
export type SessionInitInput = z.infer<typeof sessionInitInputSchema>;

const sessionQuestionSchema = z.object({
  id: z.string(),
  topic: z.string(),
  stem: z.string(),
  options: optionTextsSchema,
  imageUrl: z.string().nullable(),
  flagged: z.boolean(),
});

export const sessionSchema = z.object({
  id: z.string(),
  examId: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  mode: z.enum(SESSION_MODES),
  filter: z.enum(SESSION_FILTERS),
  questionIds: z.array(z.string()),
  timeLimitMs: z.number().nullable(),
  startedAt: z.date(),
  endedAt: z.date().nullable(),
  questions: z.array(sessionQuestionSchema),
  /**
   * The answers that stand, for resuming a session; `correct` is known where the session revealed
   * it (tutor mode, or once ended), else null.
   */
  answers: z.array(z.object({ questionId: z.string(), chosen: optionLetterSchema, correct: z.boolean().nullable() })),
});
export type QuizSession = z.infer<typeof sessionSchema>;

export const answerInputSchema = z.strictObject({
  sessionId: ref('sessionId'),
  questionId: ref('questionId'),
  answer: optionLetterSchema,
  timeMs: z.number({ error: 'timeMs must be a number' }).int().min(0).max(86_400_000),
});

const peerSchema = z.object({
  attempts: z.number(),
  percentCorrect: z.number(),
  /** Percent of all answers that chose each option. */
  options: z.object({ A: z.number(), B: z.number(), C: z.number(), D: z.number(), E: z.number() }),
});
export type PeerStats = z.infer<typeof peerSchema>;

export const answerResultSchema = z.object({
  questionId: z.string(),
  chosen: optionLetterSchema,
  /** False in timed and mock sessions until they end: the answer is kept for the review. */
  revealed: z.boolean(),
  correct: z.boolean().nullable(),
  correctAnswer: optionLetterSchema.nullable(),
  explanation: z.string().nullable(),
  optionExplanations: optionTextsSchema.nullable(),
  references: z.array(z.string()).nullable(),
  peer: peerSchema.nullable(),
  performance: performanceRecordSchema.nullable(),
  progress: z.object({ answered: z.number(), total: z.number() }),
  sessionEnded: z.boolean(),
  /** True when the counters could not be updated (Redis unavailable); the answer itself is saved. */
  degraded: z.boolean(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const syncTimeInputSchema = z.strictObject({
  sessionId: ref('sessionId'),
  elapsedMs: z.number().int().min(0).max(7 * 86_400_000),
});

export const sessionClockResultSchema = z.object({
  sessionId: z.string(),
  elapsedMs: z.number(),
  remainingMs: z.number().nullable(),
  ended: z.boolean(),
  /** The browser's elapsed time minus the server's: what the client corrects by. */
  driftMs: z.number(),
});

export const sessionIdInputSchema = z.strictObject({ sessionId: ref('sessionId') });

const reviewQuestionSchema = z.object({
  id: z.string(),
  topic: z.string(),
  stem: z.string(),
  options: optionTextsSchema,
  imageUrl: z.string().nullable(),
  answer: optionLetterSchema,
  chosen: optionLetterSchema.nullable(),
  correct: z.boolean(),
  timeMs: z.number().nullable(),
  explanation: z.string(),
  optionExplanations: optionTextsSchema,
  references: z.array(z.string()),
  flagged: z.boolean(),
  peer: peerSchema.nullable(),
});

const topicScoreSchema = z.object({ topic: z.string(), total: z.number(), answered: z.number(), correct: z.number(), percentCorrect: z.number() });

export const sessionReviewSchema = z.object({
  sessionId: z.string(),
  examId: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  mode: z.enum(SESSION_MODES),
  startedAt: z.date(),
  endedAt: z.date().nullable(),
  timeSpentMs: z.number(),
  timeLimitMs: z.number().nullable(),
  score: z.object({ total: z.number(), answered: z.number(), correct: z.number(), percentCorrect: z.number() }),
  topics: z.array(topicScoreSchema),
  questions: z.array(reviewQuestionSchema),
});
export type SessionReview = z.infer<typeof sessionReviewSchema>;

export const NOTE_MAX_LENGTH = 2000;

/** A private note on a question; an empty text deletes it. */
export const noteInputSchema = z.strictObject({
  questionId: ref('questionId'),
  text: z.string({ error: 'text must be a string' }).trim().max(NOTE_MAX_LENGTH, `Keep your note under ${NOTE_MAX_LENGTH} characters.`),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

export const noteSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  updatedAt: z.date(),
});
export type QuestionNote = z.infer<typeof noteSchema>;

/** The saved note, or null once deleted. */
export const noteResultSchema = z.object({ questionId: z.string(), note: noteSchema.nullable() });

/** A note as the notes page lists it: with its exam, an excerpt of the stem and a review to open. */
export const noteListItemSchema = noteSchema.extend({
  examSlug: z.string(),
  examTitle: z.string(),
  stemExcerpt: z.string(),
  /** The latest session whose review shows the question (null when none can be shown yet). */
  reviewSessionId: z.string().nullable(),
});
export const noteListSchema = z.object({ notes: z.array(noteListItemSchema) });
export type NoteListItem = z.infer<typeof noteListItemSchema>;

export const availabilityInputSchema = z.strictObject({ exam: ref('exam') });
export const availabilitySchema = z.object({
  examId: z.string(),
  all: z.number(),
  new: z.number(),
  incorrect: z.number(),
  flagged: z.number(),
  review: z.number(),
  topics: z.array(z.object({ topic: z.string(), all: z.number() })),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const flagResultSchema = z.object({ questionId: z.string(), flagged: z.boolean() });
export const questionRefInputSchema = z.strictObject({ questionId: ref('questionId') });
export const reportInputSchema = z.strictObject({
  questionId: ref('questionId'),
  message: z.string().trim().min(5, 'Tell us briefly what looks wrong (at least 5 characters).').max(2000, 'Keep the report under 2000 characters.'),
});

const examPerformanceSchema = z.object({
  examId: z.string(),
  examSlug: z.string(),
  examTitle: z.string(),
  access: z.enum(['subscription', 'trial']),
  endsAt: z.date().nullable(),
  daysLeft: z.number().nullable(),
  trialComplete: z.boolean(),
  totalQuestions: z.number(),
  progress: z.number(),
  remaining: z.number(),
  record: performanceRecordSchema,
  /** Null while nobody has answered a question of the exam. */
  peerPercentCorrect: z.number().nullable(),
  dueForReview: z.number(),
});
export const performanceOverviewSchema = z.object({
  exams: z.array(examPerformanceSchema),
  /** True when Redis could not be read and the figures are zeros. */
  degraded: z.boolean(),
});
export type PerformanceOverview = z.infer<typeof performanceOverviewSchema>;

export const redisQueryInputSchema = z.strictObject({
  command: z.string().trim().min(1).max(20),
  args: z.array(z.string().max(300)).max(5).default([]),
});
export const redisQueryResultSchema = z.object({
  success: z.boolean(),
  result: z.unknown(),
  error: z.string().nullable(),
});
