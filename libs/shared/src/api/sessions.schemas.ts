import { z } from 'zod';
import { ref } from './ref.schema';
import { correctionNoticeSchema } from './corrections.schemas';
import { itemKeySchema } from '../items/item-keys';
import { itemSchema } from '../items/item.schemas';
import { itemMarkSchema } from '../items/item-marks';
import { ITEM_TYPES } from '../items/item-types';
import { MAX_SESSION_QUESTIONS, SESSION_FILTERS, SESSION_MODES } from '../sessions/session-options';
import { itemResponseSchema, typedResponseSchema } from '../items/item-response';
import { peerFiguresSchema } from '../items/peer-figures';
import { playerItemSchema } from '../items/player-item';
import { performanceRecordSchema } from '../performance/performance-record';

/** How many of each type a paper (or a bank) holds; EMQ counts stems, as the colleges count items. */
const typeCountsSchema = z.partialRecord(z.enum(ITEM_TYPES), z.number().int().min(0));


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

/**
 * Which version of an item was served (a session keeps the versions it started with) and when that
 * version was clinically reviewed: an ISO 8601 time, or null when it has not been.
 */
const servedVersionShape = {
  version: z.number().int(),
  reviewedAt: z.string().nullable(),
};

/** A question as the player shows it before its key is revealed (the item carries its type). */
const sessionQuestionSchema = z.object({
  id: z.string(),
  topic: z.string(),
  item: playerItemSchema,
  flagged: z.boolean(),
});

/** A paper of a mock in the exam's real format; a mock of a two-paper exam has two. */
export const sessionPaperSchema = z.object({
  title: z.string(),
  questionIds: z.array(z.string()),
  timeLimitMs: z.number(),
});
export type SessionPaper = z.infer<typeof sessionPaperSchema>;

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
  /** A mock's papers, in order (their questions make up `questionIds`); null for practice sessions. */
  papers: z.array(sessionPaperSchema).nullable(),
  /**
   * The answers that stand, for resuming a session; `score` and `correct` (full marks) are known
   * where the session revealed them (tutor mode, or once ended), else null.
   */
  answers: z.array(
    z.object({
      questionId: z.string(),
      response: typedResponseSchema,
      score: z.number().nullable(),
      maxScore: z.number(),
      correct: z.boolean().nullable(),
      /** The user said they guessed ('I guessed' was ticked when the answer was saved). */
      guessed: z.boolean(),
      /** Where revealed: the whole item and the marks part by part, for the feedback a reload shows again. */
      item: itemSchema.nullable(),
      mark: itemMarkSchema.nullable(),
      ...servedVersionShape,
    }),
  ),
});
export type QuizSession = z.infer<typeof sessionSchema>;

export const answerInputSchema = z
  .strictObject({
    sessionId: ref('sessionId'),
    questionId: ref('questionId'),
    /** The response in its type's shape: { choice }, { marks }, { answers }, { order }, { choices } or { value }. */
    response: itemResponseSchema.optional(),
    /** A single-best-answer's option, as clients sent it before other types existed. */
    answer: itemKeySchema.optional(),
    timeMs: z.number({ error: 'timeMs must be a number' }).int().min(0).max(86_400_000),
    /** The user says they guessed: the review schedule takes a right answer as hard, not good. */
    guessed: z.boolean({ error: 'guessed must be true or false' }).optional(),
  })
  .refine((input) => (input.response === undefined) !== (input.answer === undefined), {
    message: 'Send the response (or, for a single best answer, answer), not both.',
    path: ['response'],
  });
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const answerResultSchema = z.object({
  questionId: z.string(),
  /** The response recorded, in its type's shape (`{ answer }` comes back as `{ choice }`). */
  response: typedResponseSchema,
  /** False in timed and mock sessions until they end: the answer is kept for the review. */
  revealed: z.boolean(),
  /** The marks earned (null until revealed) of `maxScore`. */
  score: z.number().nullable(),
  maxScore: z.number(),
  /** Full marks (null until revealed). */
  correct: z.boolean().nullable(),
  /** The full-marks response, in the shape of `response` (null until revealed). */
  correctResponse: typedResponseSchema.nullable(),
  /** The marks part by part (null until revealed). */
  mark: itemMarkSchema.nullable(),
  /** The whole item once revealed: keys, explanations of every part, references and images. */
  item: itemSchema.nullable(),
  peer: peerFiguresSchema.nullable(),
  performance: performanceRecordSchema.nullable(),
  progress: z.object({ answered: z.number(), total: z.number() }),
  sessionEnded: z.boolean(),
  /** True when the counters could not be updated (Redis unavailable); the answer itself is saved. */
  degraded: z.boolean(),
  ...servedVersionShape,
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
  /** The whole item: keys, explanations of every part, references and images. */
  item: itemSchema,
  /** The response that stands, null when unanswered. */
  response: typedResponseSchema.nullable(),
  /** The marks part by part, null when unanswered. */
  mark: itemMarkSchema.nullable(),
  score: z.number(),
  maxScore: z.number(),
  /** Full marks. */
  correct: z.boolean(),
  timeMs: z.number().nullable(),
  /** The user said they guessed; false when unanswered. */
  guessed: z.boolean(),
  flagged: z.boolean(),
  peer: peerFiguresSchema.nullable(),
  ...servedVersionShape,
  /** A published correction of the item newer than the version answered; absent when none. */
  correction: correctionNoticeSchema.optional(),
});

/** `correct` counts items with full marks; `percentCorrect` is the marks earned of the marks available. */
const topicScoreSchema = z.object({
  topic: z.string(),
  total: z.number(),
  answered: z.number(),
  correct: z.number(),
  marks: z.number(),
  maxMarks: z.number(),
  percentCorrect: z.number(),
});

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
  score: z.object({ total: z.number(), answered: z.number(), correct: z.number(), marks: z.number(), maxMarks: z.number(), percentCorrect: z.number() }),
  topics: z.array(topicScoreSchema),
  papers: z.array(sessionPaperSchema).nullable(),
  questions: z.array(reviewQuestionSchema),
});
export type SessionReview = z.infer<typeof sessionReviewSchema>;

export const availabilityInputSchema = z.strictObject({ exam: ref('exam') });
export const availabilitySchema = z.object({
  examId: z.string(),
  all: z.number(),
  new: z.number(),
  incorrect: z.number(),
  flagged: z.number(),
  review: z.number(),
  topics: z.array(z.object({ topic: z.string(), all: z.number() })),
  /** The live bank by item type, EMQ in stems: what a mock is scaled to (`planMockPapers`). */
  types: typeCountsSchema.optional(),
});
export type Availability = z.infer<typeof availabilitySchema>;

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
