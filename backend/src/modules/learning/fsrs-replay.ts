import { CARD_COLUMNS, CARD_TYPES, cardArrays, nextCard } from './fsrs-card.columns';
import type { FsrsCard } from './fsrs-scheduler';

/** One past answer as the scheduler saw it: when it became final, and its marks. */
export interface PastReview {
  at: Date;
  score: number;
  maxScore: number;
  guessed: boolean;
}

/**
 * The card a history of answers to one item builds, oldest first, scheduled exactly as answers are
 * live (same rating, same settings). The target retention at each answer comes from the user's
 * exam dates as they stand now: earlier dates are not kept.
 */
export function replayCard(reviews: readonly PastReview[], examDates: readonly string[]): FsrsCard | null {
  let card: FsrsCard | null = null;
  for (const review of reviews) card = nextCard(card, review, review.at, examDates);
  return card;
}

type Query = (sql: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Users replayed per round: their answers are held in memory while their cards are built. */
const USERS_PER_ROUND = 200;

/**
 * Rebuilds the FSRS card of every (user, item) standing from the answers that stand: a tutor answer
 * at the moment it was given, a timed or mock answer when its paper ended (answers of a paper still
 * running count when it ends). A standing without such answers (none kept) is taken as one answer
 * at its last answer time. `userIds` limits it to some users. Returns the cards written.
 */
export async function replayFsrsHistory(query: Query, userIds?: readonly string[]): Promise<number> {
  let written = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const users = (
      await query(
        `SELECT DISTINCT user_id FROM user_question_states WHERE user_id > $1 ${userIds ? 'AND user_id = ANY($3::uuid[])' : ''} ORDER BY user_id LIMIT $2`,
        userIds ? [after, USERS_PER_ROUND, userIds] : [after, USERS_PER_ROUND],
      )
    ).map((r) => r.user_id as string);
    if (users.length === 0) return written;
    written += await replayUsers(query, users);
    after = users[users.length - 1];
  }
}

async function replayUsers(query: Query, users: string[]): Promise<number> {
  // In turn: the migration's queries share one connection.
  const standings = await query(`SELECT user_id, question_id, exam_id, last_correct, last_answered_at FROM user_question_states WHERE user_id = ANY($1::uuid[])`, [users]);
  const answers = await query(
    `SELECT a.user_id, a.question_id, CASE WHEN s.mode = 'tutor' THEN a.created_at ELSE s.ended_at END AS at, a.score, a.max_score, a.guessed
       FROM attempts a JOIN quiz_sessions s ON s.id = a.session_id
      WHERE a.user_id = ANY($1::uuid[]) AND (s.mode = 'tutor' OR s.ended_at IS NOT NULL)
      ORDER BY a.user_id, a.question_id, at, a.created_at`,
    [users],
  );
  const dates = await query(
    `SELECT u.id AS user_id, e.id AS exam_id, array_agg(d ->> 'date') AS dates
       FROM users u CROSS JOIN jsonb_array_elements(u.exam_dates) d JOIN exams e ON e.slug = d ->> 'examSlug'
      WHERE u.id = ANY($1::uuid[]) GROUP BY u.id, e.id`,
    [users],
  );
  const history = new Map<string, PastReview[]>();
  for (const a of answers) {
    const key = `${a.user_id}:${a.question_id}`;
    const reviews = history.get(key) ?? [];
    reviews.push({ at: a.at as Date, score: a.score as number, maxScore: a.max_score as number, guessed: a.guessed as boolean });
    history.set(key, reviews);
  }
  const examDates = new Map(dates.map((d) => [`${d.user_id}:${d.exam_id}`, d.dates as string[]]));
  const rows = standings.map((s) => {
    const reviews = history.get(`${s.user_id}:${s.question_id}`) ?? [{ at: s.last_answered_at as Date, score: s.last_correct ? 1 : 0, maxScore: 1, guessed: false }];
    return { s, card: replayCard(reviews, examDates.get(`${s.user_id}:${s.exam_id}`) ?? [])! };
  });
  if (rows.length === 0) return 0;
  const types = CARD_TYPES.map((t, k) => `$${k + 3}::${t}[]`).join(', ');
  await query(
    `UPDATE user_question_states s SET ${CARD_COLUMNS.map((c) => `${c} = c.${c}`).join(', ')}
       FROM unnest($1::uuid[], $2::uuid[], ${types}) AS c(user_id, question_id, ${CARD_COLUMNS.join(', ')})
      WHERE s.user_id = c.user_id AND s.question_id = c.question_id`,
    [rows.map((r) => r.s.user_id), rows.map((r) => r.s.question_id), ...cardArrays(rows.map((r) => r.card))],
  );
  return rows.length;
}
