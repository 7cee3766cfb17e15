// Data for the benchmark: a fresh database and Redis db, signed-in users with subscriptions,
// sessions to answer, and a bulk-generated answer history (SQL, generate_series) for the scale runs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import Redis from 'ioredis';
import { responseAt, responsesTo } from './lib/responses.mjs';

const PROTECTED = new Set(['medprep', 'medprep_test', 'medprep_e2e', 'postgres', 'template0', 'template1']);

export const BENCH_EXAM = 'mrcp-1';
/** Questions added to BENCH_EXAM so that 'new' and 'incorrect' have room at a realistic bank size. */
export const BENCH_BANK_EXTRA = 1000;
/** The measured user's history on BENCH_EXAM stays within its first questions, so some stay new. */
const MEASURED_EXAM_CAP = 600;

const databaseName = (url) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

export async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Drops the benchmark database (the server creates, migrates and seeds it at start) and empties its Redis db. */
export async function resetStores(databaseUrl, redisUrl) {
  const name = databaseName(databaseUrl);
  if (PROTECTED.has(name)) throw new Error(`refusing to reset the database "${name}": the benchmark needs its own`);
  const redisDb = Number(new URL(redisUrl).pathname.replace(/^\//, '') || 0);
  if (redisDb < 3) throw new Error(`refusing to flush Redis db ${redisDb}: use a db of the benchmark's own (e.g. /9)`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = await connect(admin.toString());
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
}

/** Grows one exam's bank with live copies of its questions (distinct keys and topics). */
export async function growBank(db, examSlug, extra) {
  const { rowCount } = await db.query(
    `INSERT INTO questions (key, exam_id, topic, type, stem, body, status, sample)
     SELECT 'bench-' || g || '-' || q.key, q.exam_id, q.topic || ' ' || (g % 12), q.type,
            CASE WHEN q.type = 'emq' THEN (v.body ->> 'theme') || ': ' || (v.body ->> 'leadIn') ELSE v.body ->> 'stem' END, v.body, 'live', false
       FROM generate_series(1, $2::int) g
       JOIN LATERAL (SELECT * FROM questions src
                      WHERE src.exam_id = (SELECT id FROM exams WHERE slug = $1) AND src.key NOT LIKE 'bench-%'
                      ORDER BY src.key OFFSET (g % 10) LIMIT 1) q ON true
       -- The copy's own text, and the listing text (stem column) made from it as the writer makes it.
       CROSS JOIN LATERAL (SELECT CASE WHEN q.type = 'emq' THEN jsonb_set(q.body, '{theme}', to_jsonb((q.body ->> 'theme') || ' (variant ' || g || ')'))
                                       ELSE jsonb_set(q.body, '{stem}', to_jsonb((q.body ->> 'stem') || ' (variant ' || g || ')')) END AS body) v`,
    [examSlug, extra],
  );
  // Statistics as autoanalyze leaves them a minute after an import: planned against the bank's
  // pre-growth statistics, the reads that walk an exam's questions are timed on a plan no server
  // keeps for long (the blueprint's took one probe per item for a hash join of two index ranges).
  await db.query('ANALYZE questions');
  return rowCount;
}

/** Registers users through the API (argon2 hashes, real sign-in), a few at a time; returns their cookies. */
export async function registerUsers(baseUrl, { count, prefix, concurrency = 4 }) {
  const users = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      const email = `${prefix}${i}@example.com`;
      const res = await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: randomBytes(18).toString("base64url"), firstName: 'Bench', surname: `User ${i}` }),
      });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(body)}`);
      const token = /(?:^|,\s*)token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      if (!token) throw new Error(`register ${email}: no token cookie`);
      users[i] = { id: body.id, email, cookie: `token=${token}` };
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (users.some((u) => typeof u.id !== 'string')) throw new Error('register: the response carries no user id');
  return users;
}

/** A year's subscription to every active exam for each user. */
export async function subscribeAll(db, userIds) {
  await subscribe(db, userIds, null);
}

/** A year's subscription to the named exams for each user: a typical subscriber holds one or two. */
export async function subscribeTo(db, userIds, examSlugs) {
  await subscribe(db, userIds, examSlugs);
}

async function subscribe(db, userIds, examSlugs) {
  await db.query(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source)
     SELECT u, e.id, now() - interval '1 day', now() + interval '365 days', 'admin'
       FROM unnest($1::uuid[]) u CROSS JOIN exams e WHERE e.active AND ($2::text[] IS NULL OR e.slug = ANY($2))
     ON CONFLICT (user_id, exam_id) DO NOTHING`,
    [userIds, examSlugs],
  );
}

/** What a typical subscriber holds: the exam they sit next, and one more. */
export const TYPICAL_EXAMS = [BENCH_EXAM, 'msra'];

/**
 * Open tutor sessions to answer under load: `rounds` sessions per user and exam over the exam's
 * own (non-bench) questions. Returns the answers to send, ordered so that consecutive requests come
 * from different users: round → exam → question → user.
 */
export async function answerSessions(db, users, rounds) {
  const { rows } = await db.query(
    `WITH bank AS (
       SELECT e.id AS exam_id, e.sort_order, array_agg(q.id ORDER BY q.key) AS ids
         FROM exams e JOIN questions q ON q.exam_id = e.id AND q.status = 'live' AND q.key NOT LIKE 'bench-%'
        WHERE e.active GROUP BY e.id, e.sort_order
     )
     INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, question_ids)
     SELECT u, b.exam_id, 'tutor', 'all', b.ids[1:20]
       FROM generate_series(0, $2::int - 1) r CROSS JOIN bank b CROSS JOIN unnest($1::uuid[]) WITH ORDINALITY AS x(u, n)
      ORDER BY r, b.sort_order, b.exam_id, x.n
     RETURNING id, user_id AS "userId", question_ids AS "questionIds"`,
    [users.map((u) => u.id), rounds],
  );
  const { rows: items } = await db.query(`SELECT id, body FROM questions WHERE id IN (SELECT unnest(question_ids) FROM quiz_sessions WHERE id = ANY($1::uuid[]))`, [
    rows.map((r) => r.id),
  ]);
  const itemOf = new Map(items.map((q) => [q.id, q.body]));
  const cookieOf = new Map(users.map((u) => [u.id, u.cookie]));
  // rows come back in insertion order: blocks of len(users) sessions share round and exam.
  const answers = [];
  for (let block = 0; block < rows.length; block += users.length) {
    const sessions = rows.slice(block, block + users.length);
    const longest = Math.max(...sessions.map((s) => s.questionIds.length));
    for (let k = 0; k < longest; k++) {
      for (const s of sessions) {
        const questionId = s.questionIds[k];
        if (!questionId) continue;
        answers.push({
          method: 'POST',
          path: '/api/r/s/qa',
          headers: { cookie: cookieOf.get(s.userId), 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId: s.id, questionId, response: responseAt(itemOf.get(questionId), k * 7 + block), timeMs: 20_000 + ((k * 997) % 40_000) }),
        });
      }
    }
  }
  return { sessions: rows.length, answers };
}

/** Users with no password anyone knows (a registered user's hash), as owners of generated history. */
export async function syntheticUsers(db, count, templateUserId) {
  const { rows } = await db.query(
    `INSERT INTO users (email, password_hash, first_name, surname, unique_id, instance)
     SELECT 'synthetic' || g || '@example.com', t.password_hash, 'Synthetic', 'User ' || g, 'bench-synthetic-' || g, t.instance
       FROM generate_series(1, $1::int) g CROSS JOIN (SELECT password_hash, instance FROM users WHERE id = $2) t
     RETURNING id`,
    [count, templateUserId],
  );
  return rows.map((r) => r.id);
}

/** Answers in one generated session on average (see generateHistory: up to 20 questions of an exam's bank). */
export async function answersPerGeneratedSession(db) {
  const { rows: [{ avg }] } = await db.query(
    `SELECT avg(least(20, n))::float AS avg FROM (SELECT count(*) AS n FROM questions WHERE status = 'live' GROUP BY exam_id) b`,
  );
  return avg;
}

/**
 * The responses a generated answer picks from, per live question (k = 0 is the right one), with
 * their marks as the shared rules give them: marked once per question here, not per answer in SQL.
 */
async function responseTable(db) {
  const { rows } = await db.query(`SELECT id, body FROM questions WHERE status = 'live'`);
  const ids = [];
  const ks = [];
  const responses = [];
  const scores = [];
  const maxScores = [];
  const corrects = [];
  for (const { id, body } of rows) {
    responsesTo(body).forEach((r, k) => {
      ids.push(id);
      ks.push(k);
      responses.push(JSON.stringify(r.response));
      scores.push(r.score);
      maxScores.push(r.maxScore);
      corrects.push(r.correct);
    });
  }
  await db.query(
    `CREATE TEMP TABLE bresp ON COMMIT DROP AS
     SELECT * FROM unnest($1::uuid[], $2::int[], $3::jsonb[], $4::int[], $5::int[], $6::boolean[]) AS r(question_id, k, response, score, max_score, correct)`,
    [ids, ks, responses, scores, maxScores, corrects],
  );
  await db.query(`CREATE INDEX ON bresp (question_id, k)`);
}

/**
 * Bulk history: `sessions` ended tutor sessions for the given users (round robin), each over a
 * window of up to 20 consecutive questions of a random exam, every question answered (the right
 * response 62 % of the time, else one of its wrong or partly right ones).
 * Foreign-key triggers are skipped for speed; the rows are consistent by construction.
 */
export async function generateHistory(db, { userIds, sessions, measuredUserId, benchExamSlug }) {
  await db.query('BEGIN');
  try {
    await db.query(`SET LOCAL session_replication_role = replica`);
    await db.query(`DROP TABLE IF EXISTS bresp, bq, bex, gen_s`);
    await responseTable(db);
    await db.query(
      `CREATE TEMP TABLE bq ON COMMIT DROP AS
       SELECT q.exam_id, q.id AS question_id, r.nk, (row_number() OVER (PARTITION BY q.exam_id ORDER BY q.id) - 1)::int AS idx
         FROM questions q JOIN (SELECT question_id, count(*)::int AS nk FROM bresp GROUP BY question_id) r ON r.question_id = q.id
        WHERE q.status = 'live'`,
    );
    await db.query(`CREATE INDEX ON bq (exam_id, idx)`);
    await db.query(
      `CREATE TEMP TABLE bex ON COMMIT DROP AS
       SELECT b.exam_id, count(*)::int AS n, (row_number() OVER (ORDER BY b.exam_id) - 1)::int AS k, e.slug
         FROM bq b JOIN exams e ON e.id = b.exam_id GROUP BY b.exam_id, e.slug`,
    );
    await db.query(
      `CREATE TEMP TABLE gen_s ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, p.user_id, e.exam_id, w.len, w.off, now() - interval '1 day' - random() * interval '365 days' AS started_at
         FROM (SELECT ($1::uuid[])[1 + (g % cardinality($1::uuid[]))] AS user_id,
                      floor(random() * (SELECT count(*) FROM bex))::int AS k
                 FROM generate_series(0, $2::int - 1) g OFFSET 0) p
         JOIN bex e ON e.k = p.k
         CROSS JOIN LATERAL (
           SELECT least(20, c.cap) AS len, floor(random() * (c.cap - least(20, c.cap) + 1))::int AS off
             FROM (SELECT CASE WHEN p.user_id = $3::uuid AND e.slug = $4 THEN least(e.n, ${MEASURED_EXAM_CAP}) ELSE e.n END AS cap) c
         ) w`,
      [userIds, sessions, measuredUserId, benchExamSlug],
    );
    await db.query(
      `INSERT INTO quiz_sessions (id, user_id, exam_id, mode, filter, question_ids, started_at, ended_at)
       SELECT s.id, s.user_id, s.exam_id, 'tutor', 'all',
              (SELECT array_agg(b.question_id ORDER BY b.idx) FROM bq b WHERE b.exam_id = s.exam_id AND b.idx >= s.off AND b.idx < s.off + s.len),
              s.started_at, s.started_at + interval '20 minutes'
         FROM gen_s s`,
    );
    const { rowCount } = await db.query(
      `INSERT INTO attempts (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms, created_at)
       SELECT x.user_id, x.session_id, x.question_id, x.exam_id, r.response, r.score, r.max_score, r.correct, x.time_ms, x.created_at
         FROM (SELECT s.user_id, s.id AS session_id, b.question_id, s.exam_id,
                      CASE WHEN random() < 0.62 THEN 0 ELSE 1 + floor(random() * (b.nk - 1))::int END AS k,
                      (5000 + random() * 85000)::int AS time_ms,
                      s.started_at + (b.idx - s.off) * interval '45 seconds' AS created_at
                 FROM gen_s s JOIN bq b ON b.exam_id = s.exam_id AND b.idx >= s.off AND b.idx < s.off + s.len
               OFFSET 0) x
         JOIN bresp r ON r.question_id = x.question_id AND r.k = x.k`,
    );
    // Each user's standing per question, as the answer path would have left it.
    await db.query(`DELETE FROM user_question_states WHERE user_id = ANY($1::uuid[])`, [userIds]);
    await db.query(
      `INSERT INTO user_question_states (user_id, question_id, exam_id, attempts, correct_count, last_correct, last_answered_at, last_score, last_max_score,
                                         due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
       SELECT user_id, question_id, (array_agg(exam_id))[1], count(*)::int, (count(*) FILTER (WHERE correct))::int,
              (array_agg(correct ORDER BY created_at DESC))[1], max(created_at),
              (array_agg(score ORDER BY created_at DESC))[1], (array_agg(max_score ORDER BY created_at DESC))[1],
              -- An FSRS card in review, due 10 days after the last answer (the shape, not a replay: the bench times reads).
              max(created_at) + interval '10 days', 10, 5, 0, 10, 0, count(*)::int, (count(*) FILTER (WHERE NOT correct))::int, 2, max(created_at)
         FROM attempts WHERE user_id = ANY($1::uuid[]) GROUP BY user_id, question_id`,
      [userIds],
    );
    await db.query('COMMIT');
    // As autovacuum would have left them in steady state: visibility map set (index-only scans do
    // not visit the heap) and statistics current. Timed straight after a bulk load, the reads would
    // measure the missing vacuum and the autovacuum run it triggers, not the history.
    await db.query('VACUUM (ANALYZE) attempts, quiz_sessions, user_question_states, users');
    return rowCount;
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

export async function counts(db, measuredUserId) {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM attempts)::int AS attempts,
            (SELECT count(*) FROM attempts WHERE user_id = $1)::int AS "measuredAttempts",
            (SELECT count(*) FROM user_question_states)::int AS states,
            (SELECT count(*) FROM quiz_sessions)::int AS sessions,
            (SELECT count(*) FROM users)::int AS users`,
    [measuredUserId],
  );
  return rows[0];
}
