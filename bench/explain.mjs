// EXPLAIN (ANALYZE, BUFFERS) of the history-sensitive queries on the hot paths, with the same SQL
// as backend/src/modules/sessions/sessions.repository.ts and performance/standing.repository.ts.
const PICK = (filterSql) => `SELECT q.id, count(*) OVER ()::int AS available
   FROM questions q
  WHERE q.exam_id = $1 AND q.status = 'live' ${filterSql}
  ORDER BY random()
  LIMIT $3`;

export const EXPLAINED = {
  'sessions.start new (pickQuestions)': {
    sql: PICK(`AND NOT EXISTS (SELECT 1 FROM user_question_states s WHERE s.user_id = $2 AND s.question_id = q.id)`),
    params: ({ examId, userId }) => [examId, userId, 10],
  },
  'sessions.start incorrect (pickQuestions)': {
    sql: PICK(`AND EXISTS (SELECT 1 FROM user_question_states s WHERE s.user_id = $2 AND s.question_id = q.id AND NOT s.last_correct)`),
    params: ({ examId, userId }) => [examId, userId, 10],
  },
  'sessions.available (availability)': {
    sql: `SELECT count(*)::int AS all,
              count(*) FILTER (WHERE s.question_id IS NULL)::int AS new,
              count(*) FILTER (WHERE s.last_correct = false)::int AS incorrect,
              count(*) FILTER (WHERE f.question_id IS NOT NULL)::int AS flagged,
              count(*) FILTER (WHERE s.due <= now())::int AS review
         FROM questions q
         LEFT JOIN user_question_states s ON s.user_id = $2 AND s.question_id = q.id
         LEFT JOIN question_flags f ON f.user_id = $2 AND f.question_id = q.id
        WHERE q.exam_id = $1 AND q.status = 'live'`,
    params: ({ examId, userId }) => [examId, userId],
  },
  'performance.overview (dueForReview)': {
    sql: `SELECT r.n, s.exam_id, count(*)::int AS due
         FROM unnest($1::int[], $2::uuid[], $3::uuid[]) AS r(n, user_id, exam_id)
         JOIN user_question_states s ON s.user_id = r.user_id AND s.exam_id = r.exam_id AND s.due <= now()
        GROUP BY r.n, s.exam_id`,
    params: ({ userId, examIds }) => [examIds.map(() => 0), examIds.map(() => userId), examIds],
  },
  // As backend/src/modules/learning/fsrs-cards.repository.ts.
  'learning.dueQueue (dueCounts)': {
    sql: `SELECT count(*) FILTER (WHERE s.due <= $3)::int AS "dueNow", count(*) FILTER (WHERE s.due < $4)::int AS "dueToday", count(*)::int AS total
         FROM user_question_states s JOIN questions q ON q.id = s.question_id AND q.status = 'live'
        WHERE s.user_id = $1 AND s.exam_id = $2`,
    params: ({ examId, userId }) => [userId, examId, new Date(), new Date(Date.now() + 86_400_000)],
  },
  'learning.dueQueue (upcoming)': {
    sql: `SELECT s.question_id AS "questionId", q.topic, s.due
         FROM user_question_states s JOIN questions q ON q.id = s.question_id AND q.status = 'live'
        WHERE s.user_id = $1 AND s.exam_id = $2
        ORDER BY s.due, s.question_id
        LIMIT $3`,
    params: ({ examId, userId }) => [userId, examId, 20],
  },
  // As backend/src/modules/learning/blueprint.repository.ts, without its retention average.
  'learning.blueprint (coverage)': {
    sql: `SELECT q.topic, count(*)::int AS items, count(s.question_id)::int AS seen,
              sum(s.last_score)::float8 AS score, sum(s.last_max_score)::float8 AS max_score
         FROM questions q
         LEFT JOIN user_question_states s ON s.user_id = $2 AND s.question_id = q.id
        WHERE q.exam_id = $1 AND q.status = 'live'
        GROUP BY q.topic`,
    params: ({ examId, userId }) => [examId, userId],
  },
};

/** Runs each EXPLAIN; returns the plan text and a one-line summary (top node, time, buffers). */
export async function explainAll(db, ids) {
  const out = {};
  for (const [name, { sql, params }] of Object.entries(EXPLAINED)) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params(ids));
    const lines = rows.map((r) => r['QUERY PLAN']);
    const time = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '');
    const scans = [...new Set(lines.map((l) => /(Index Only Scan|Index Scan|Bitmap Heap Scan|Seq Scan) (?:using (\S+) )?on (\S+)/.exec(l)).filter(Boolean).map((m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''} on ${m[3]}`))];
    const buffers = lines.find((l) => l.trim().startsWith('Buffers:'))?.trim();
    out[name] = { summary: `${time}; ${scans.join(', ')}${buffers ? `; ${buffers}` : ''}`, executionTime: time, plan: lines.join('\n') };
  }
  return out;
}
