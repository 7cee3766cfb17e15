import { retentionForExamDates, reviewRating } from '@medprep/shared';
import type { State } from 'ts-fsrs';
import { type FsrsCard, reviewCard } from './fsrs-scheduler';

/** The card's columns on user_question_states, in the order the helpers below use, with their types. */
export const CARD_COLUMNS = ['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review'] as const;
export const CARD_TYPES = ['timestamptz', 'float8', 'float8', 'int', 'int', 'int', 'int', 'int', 'smallint', 'timestamptz'] as const;

type CardColumn = (typeof CARD_COLUMNS)[number];

/** The card's columns of `alias` selected as "card_<column>" (see cardFromRow). */
export const selectCard = (alias: string) => CARD_COLUMNS.map((c) => `${alias}.${c} AS "card_${c}"`).join(', ');

/** The card of a row selected with selectCard; null when the row had no standing. */
export function cardFromRow(row: Record<string, unknown>): FsrsCard | null {
  if (row.card_due === null || row.card_due === undefined) return null;
  const get = (c: CardColumn) => row[`card_${c}`];
  return {
    due: get('due') as Date,
    stability: get('stability') as number,
    difficulty: get('difficulty') as number,
    elapsed_days: get('elapsed_days') as number,
    scheduled_days: get('scheduled_days') as number,
    learning_steps: get('learning_steps') as number,
    reps: get('reps') as number,
    lapses: get('lapses') as number,
    state: get('state') as State,
    last_review: (get('last_review') as Date | null) ?? undefined,
  };
}

/** One array per card column (CARD_COLUMNS order), for unnest parameters. */
export function cardArrays(cards: readonly FsrsCard[]): unknown[][] {
  return CARD_COLUMNS.map((c) => cards.map((card) => (c === 'last_review' ? (card.last_review ?? null) : card[c])));
}

/**
 * The user's exam dates (YYYY-MM-DD) for the exam, as a text[] expression over the given user and
 * exam id expressions.
 */
export const examDatesSql = (userId: string, examId: string) =>
  `(SELECT coalesce(array_agg(d ->> 'date'), '{}') FROM users u CROSS JOIN jsonb_array_elements(u.exam_dates) d JOIN exams e ON e.slug = d ->> 'examSlug'
     WHERE u.id = ${userId} AND e.id = ${examId})`;

/** An answer's next card: rated from its marks and scheduled for the retention its exam date asks. */
export function nextCard(
  previous: FsrsCard | null,
  answer: { score: number; maxScore: number; guessed: boolean },
  now: Date,
  examDates: readonly string[],
): FsrsCard {
  return reviewCard(previous, reviewRating(answer), now, retentionForExamDates(examDates, now));
}
