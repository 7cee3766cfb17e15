import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ItemResponse } from '@medprep/shared';
import { Cluster } from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { RedisKeys, topicKey } from '../../src/redis/keys';
import { STRONG_PASSWORD, uniqueEmail } from '../helpers/accounts';
import { eventually } from '../helpers/eventually';
import { BuiltServer, dropDatabase, ensureBackendBuilt, runCli, siblingDatabaseUrl } from '../helpers/built-server';
import { createTypedFixtureExam, grantSubscription, type FixtureExam } from '../helpers/question-bank';
import { TestRedisCluster } from '../helpers/redis-cluster';
import { queryPath, resultData } from '../helpers/trpc';
import { isFullMarks, mixedItems, peerFieldsFromAnswers, responseTo } from '../helpers/typed-responses';

const PORT = 3996;
const QUESTIONS = 40;
const REDIS_TIMEOUT_MS = 500;

interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of several shapes, each read where it is checked
  body: any;
  ms: number;
}

interface User {
  id: string;
  email: string;
  cookie: string;
}

/** field → number, as the counters hold them (and a set as its size). */
type Counters = Record<string, Record<string, number>>;

/**
 * Redis Cluster: the built server (`node backend/dist/main.js`, its own database) pointed at a
 * cluster of three masters with a replica each (REDIS_CLUSTER_NODES), on loopback ports 7101–7106.
 * Answers, the counters (live and rebuilt), the sign-in limiter and the in-process copies of Redis
 * figures work on it; then one master is killed in the middle of a stream of answers, its replica
 * takes over, and no answer is lost: every answer taken is in Postgres, and the counters equal what
 * Postgres says once rebuilt, and stay equal as answers go on.
 */
describe('Redis Cluster: the built server on three masters with replicas', () => {
  const cluster = new TestRedisCluster(7101);
  const databaseUrl = siblingDatabaseUrl('cluster');
  const outbox = mkdtempSync(join(tmpdir(), 'medprep-cluster-outbox-'));
  let server: BuiltServer;
  let db: DataSource;
  let reader: Cluster;
  let exam: FixtureExam;
  let passed = 0;

  beforeAll(async () => {
    ensureBackendBuilt();
    await dropDatabase(databaseUrl);
    await cluster.start();
    server = new BuiltServer(PORT, {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_CLUSTER_NODES: cluster.nodesSetting,
      REDIS_COMMAND_TIMEOUT_MS: String(REDIS_TIMEOUT_MS),
      LOG_LEVEL: 'error',
      SEED_ON_START: 'true',
      OUTBOX_DIR: outbox,
    });
    await server.start();
    db = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
    exam = await createTypedFixtureExam(db, mixedItems(QUESTIONS));
    reader = new Cluster(cluster.ports.map((port) => ({ host: '127.0.0.1', port })));
  }, 180_000);
  afterAll(async () => {
    if (passed < 2) console.log(`server output:\n${server?.output.slice(-6000)}\ncluster: ${JSON.stringify(await cluster.nodes().catch(() => null))}`);
    reader?.disconnect();
    await server?.stop();
    await db?.destroy();
    await cluster.stop();
    await dropDatabase(databaseUrl);
    rmSync(outbox, { recursive: true, force: true });
  });

  async function call(method: 'GET' | 'POST', path: string, options: { body?: unknown; cookie?: string } = {}): Promise<Reply> {
    const started = Date.now();
    try {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...(options.cookie ? { Cookie: options.cookie } : {}) },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, ms: Date.now() - started };
    } catch {
      // The connection failed: the client can only send again.
      return { status: 0, body: null, ms: Date.now() - started };
    }
  }

  async function signUp(): Promise<User> {
    const email = uniqueEmail('cluster');
    const started = Date.now();
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD, firstName: 'Clara', surname: 'Node' }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()} after ${Date.now() - started} ms`);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('token='))!.split(';')[0];
    return { id: ((await res.json()) as { id: string }).id, email, cookie };
  }

  const startSession = async (user: User, count: number): Promise<{ id: string; questionIds: string[] }> => {
    const res = await call('POST', '/api/r/s/init', { cookie: user.cookie, body: { exam: exam.slug, mode: 'tutor', count } });
    expect(res.status).toBe(201);
    return res.body;
  };

  const questionOf = (questionId: string) => exam.questions.find((q) => q.id === questionId)!;
  /** Right or below full marks by the question's place in the exam (items of every type), never by chance. */
  const answerFor = (questionId: string): ItemResponse => responseTo(questionOf(questionId).item, exam.questions.indexOf(questionOf(questionId)) % 3 !== 0);
  const timeFor = (questionId: string) => 1000 + exam.questions.findIndex((q) => q.id === questionId) * 37;

  const answer = (user: User, sessionId: string, questionId: string) =>
    call('POST', '/api/r/s/qa', { cookie: user.cookie, body: { sessionId, questionId, response: answerFor(questionId), timeMs: timeFor(questionId) } });

  /** Every live master's keys matching `pattern` (SCAN on each: a master holds only its own slots). */
  async function keysOnMasters(pattern: string): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    for (const node of (await cluster.nodes()).filter((n) => n.role === 'master' && !n.failed)) {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const reply = (await cluster.ask(node.port, ['SCAN', cursor, 'MATCH', pattern, 'COUNT', '1000'])) as [string, string[]] | null;
        if (!reply) throw new Error(`master ${node.port} did not answer SCAN`);
        [cursor] = reply;
        keys.push(...reply[1]);
      } while (cursor !== '0');
      out.set(node.port, keys);
    }
    return out;
  }

  /**
   * What the counters of these users' practice of the fixture exam must hold, computed from the
   * attempts in Postgres alone: each hash's attempts, full-marks answers and time, each question's
   * peer fields of its type (from the saved responses), and each attempted-questions set's size.
   */
  async function countersInPostgres(users: User[]): Promise<Counters> {
    const ids = users.map((u) => u.id);
    const sum = `count(*)::int AS a, sum(a.correct::int)::int AS qc, sum(a.time_ms)::int AS tt`;
    const mine = `a.exam_id = $1 AND a.user_id = ANY($2)`;
    const out: Counters = {};
    const put = (key: string, row: { a: number; qc: number; tt: number }) => (out[key] = { ...out[key], a: row.a, qc: row.qc, tt: row.tt });
    for (const r of await db.query(`SELECT a.user_id, ${sum}, count(DISTINCT a.question_id)::int AS n FROM attempts a WHERE ${mine} GROUP BY 1`, [exam.id, ids])) {
      put(RedisKeys.userExamPerf(r.user_id, exam.id), r);
      out[RedisKeys.userAttempted(r.user_id, exam.id)] = { size: r.n };
    }
    for (const r of await db.query(`SELECT a.user_id, a.question_id, ${sum} FROM attempts a WHERE ${mine} GROUP BY 1, 2`, [exam.id, ids])) {
      put(RedisKeys.userQuestionPerf(r.user_id, r.question_id), r);
    }
    for (const r of await db.query(`SELECT a.user_id, a.session_id, ${sum} FROM attempts a WHERE ${mine} GROUP BY 1, 2`, [exam.id, ids])) {
      put(RedisKeys.sessionPerf(r.user_id, r.session_id), r);
    }
    const byTopic = `FROM attempts a JOIN questions q ON q.id = a.question_id WHERE ${mine}`;
    for (const r of await db.query(`SELECT a.user_id, a.session_id, q.topic, ${sum} ${byTopic} GROUP BY 1, 2, 3`, [exam.id, ids])) {
      put(RedisKeys.sessionTerm(r.user_id, r.session_id, topicKey(r.topic)), r);
    }
    for (const r of await db.query(`SELECT a.user_id, q.topic, ${sum} ${byTopic} GROUP BY 1, 2`, [exam.id, ids])) {
      put(RedisKeys.userExamTerm(r.user_id, exam.id, topicKey(r.topic)), r);
    }
    // Question and exam figures count every user's answers.
    for (const r of await db.query(`SELECT a.question_id, ${sum} FROM attempts a WHERE a.exam_id = $1 GROUP BY 1`, [exam.id])) put(RedisKeys.questionPerf(r.question_id), r);
    const groups: Array<{ question_id: string; response: unknown; n: number; sc: number }> = await db.query(
      `SELECT a.question_id, a.response, count(*)::int AS n, sum(a.score)::int AS sc FROM attempts a WHERE a.exam_id = $1 GROUP BY 1, 2`,
      [exam.id],
    );
    for (const q of exam.questions) {
      const mine = groups.filter((g) => g.question_id === q.id);
      if (mine.length > 0) Object.assign(out[RedisKeys.questionPerf(q.id)], peerFieldsFromAnswers(q.item, mine));
    }
    for (const r of await db.query(`SELECT ${sum} FROM attempts a WHERE a.exam_id = $1`, [exam.id])) put(RedisKeys.examPeer(exam.id), r);
    return out;
  }

  /** The same figures as the cluster holds them, for the same keys, plus every other key of these users. */
  async function countersInRedis(users: User[], expected: Counters): Promise<Counters> {
    const out: Counters = {};
    for (const [key, fields] of Object.entries(expected)) {
      if ('size' in fields) {
        out[key] = { size: await reader.scard(key) };
        continue;
      }
      const hash = await reader.hgetall(key);
      out[key] = Object.fromEntries(Object.keys(fields).map((field) => [field, Number(hash[field] ?? 0)]));
    }
    for (const user of users) {
      for (const keys of (await keysOnMasters(`${RedisKeys.userPrefix(user.id).replace(/[{}]/g, '\\$&')}*`)).values()) {
        for (const key of keys) out[key] ??= { unexpected: 1 };
      }
    }
    return out;
  }

  const rebuild = () => runCli('rebuild-performance', { DATABASE_URL: databaseUrl, REDIS_CLUSTER_NODES: cluster.nodesSetting, LOG_LEVEL: 'silent' });

  it('should take answers, keep every counter equal to Postgres live and rebuilt, serve the Redis figures, and limit sign-ins', async () => {
    const user = await signUp();
    await db.query(
      `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams`,
      [user.id],
    );
    const exams: Array<{ id: string; n: number }> = await db.query(
      `SELECT e.id, count(q.id) FILTER (WHERE q.status = 'live')::int AS n FROM exams e LEFT JOIN questions q ON q.exam_id = e.id GROUP BY e.id`,
    );
    expect(exams.length).toBeGreaterThan(10);

    // The live totals the server published at boot for every exam (one write per slot) are readable.
    const fixtureTotal = (await call('GET', `/api/r/${encodeURIComponent(RedisKeys.examQuestionTotal(exam.id))}`, { cookie: user.cookie })).body;
    expect(fixtureTotal).toEqual({ success: true, result: null, error: null });
    for (const e of exams.filter((x) => x.id !== exam.id)) {
      const res = await call('GET', `/api/r/${encodeURIComponent(RedisKeys.examQuestionTotal(e.id))}`, { cookie: user.cookie });
      expect({ exam: e.id, status: res.status, total: res.body.result?.total }).toEqual({ exam: e.id, status: 200, total: String(e.n) });
    }

    // Answers: each one counted at once, the user's record and the question's peers in the reply.
    const session = await startSession(user, 12);
    let correct = 0;
    for (const [i, questionId] of session.questionIds.entries()) {
      const res = await answer(user, session.id, questionId);
      expect(res.status).toBe(200);
      const full = isFullMarks(questionOf(questionId).item, answerFor(questionId));
      if (full) correct++;
      expect({
        correct: res.body.correct,
        degraded: res.body.degraded,
        a: res.body.performance.a,
        qc: res.body.performance.qc,
        peer: res.body.peer.type,
        peerAttempts: res.body.peer.attempts,
      }).toEqual({
        correct: full,
        degraded: false,
        a: i + 1,
        qc: correct,
        peer: questionOf(questionId).item.type,
        peerAttempts: 1,
      });
    }

    // The counters live on more than one master, and equal what Postgres says.
    const perMaster = [...(await keysOnMasters('*')).values()].map((keys) => keys.length);
    expect(perMaster.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
    const expected = await countersInPostgres([user]);
    expect(Object.keys(expected).length).toBeGreaterThan(30);
    expect(await countersInRedis([user], expected)).toEqual(expected);

    // KEYS (a SCAN of the caller's own keys) finds them on whichever master holds them.
    const keys = await call('POST', '/api/r/query', { cookie: user.cookie, body: { command: 'KEYS', args: ['*'] } });
    expect(keys.status).toBe(200);
    expect(keys.body.result).toEqual([...(await keysOnMasters(`${RedisKeys.userPrefix(user.id).replace(/[{}]/g, '\\$&')}*`)).values()].flat().sort());

    // The rebuild replaces counters gone wrong with what Postgres says, on every master.
    await reader.hincrby(RedisKeys.userExamPerf(user.id, exam.id), 'a', 5);
    await reader.hincrby(RedisKeys.questionPerf(session.questionIds[0]), 'qc', 3);
    const rebuilt = rebuild();
    expect(rebuilt.output).toMatch(/Rebuilt performance counters/);
    expect(rebuilt.status).toBe(0);
    expect(await countersInRedis([user], expected)).toEqual(expected);
    expect(await reader.hget(RedisKeys.examQuestionTotal(exam.id), 'total')).toBe(String(QUESTIONS));

    // The dashboard's figures (the exam's peer percentage and total, kept in process for a second)
    // come from the cluster for all of the user's exams, not from the fallback.
    const peer = expected[RedisKeys.examPeer(exam.id)];
    const expectedPeer = Math.round((peer.qc * 10000) / peer.a) / 100;
    await eventually(async () => {
      const res = await call('GET', queryPath('performance.overview'), { cookie: user.cookie });
      expect(res.status).toBe(200);
      const overview = resultData<{ degraded: boolean; exams: Array<{ examId: string; totalQuestions: number; peerPercentCorrect: number; record: { a: number } }> }>(res.body);
      expect(overview.degraded).toBe(false);
      expect(overview.exams).toHaveLength(exams.length);
      expect(overview.exams.find((e) => e.examId === exam.id)).toMatchObject({ totalQuestions: QUESTIONS, peerPercentCorrect: expectedPeer, record: { a: 12 } });
    });

    // The session's review shows every question's peer figures, read across the masters.
    const review = await call('GET', `/api/r/s/${session.id}/review`, { cookie: user.cookie });
    expect(review.status).toBe(200);
    expect((review.body.questions as Array<{ peer: { attempts: number } | null }>).map((q) => q.peer?.attempts ?? null)).toEqual(Array(12).fill(1));

    // The sign-in limiter counts on the cluster: wrong passwords are refused, then the account is
    // blocked. Three accounts: their counters fall in different slots, on different masters.
    for (const target of [await signUp(), await signUp(), await signUp()]) {
      const statuses: number[] = [];
      for (let i = 0; i < 8 && statuses.at(-1) !== 429; i++) {
        statuses.push((await call('POST', '/api/auth/login', { body: { email: target.email, password: 'Wrong-Password-123' } })).status);
      }
      expect({ first: statuses[0], last: statuses.at(-1), refusedBefore: statuses.slice(0, -1).every((s) => s === 401) }).toEqual({ first: 401, last: 429, refusedBefore: true });
    }
    expect(server.output).not.toMatch(/"level":(50|60)/);
    passed++;
  }, 120_000);

  it('should lose no answer when a master is killed mid-stream, and end with counters equal to Postgres', async () => {
    const WORKERS = 4;
    const users = await Promise.all(Array.from({ length: WORKERS }, () => signUp()));
    for (const user of users) await grantSubscription(db, user.id, exam.id);
    const sessions = await Promise.all(users.map((user) => startSession(user, QUESTIONS)));
    // The master holding the first user's counters: its answers are in flight when it dies.
    const victim = await cluster.masterOf(RedisKeys.userExamPerf(users[0].id, exam.id));

    type Outcome = Reply & { worker: number; questionId: string; afterKill: boolean };
    const outcomes: Outcome[] = [];
    const retry: Array<{ worker: number; questionId: string }> = [];
    let answered = 0;
    let takeover: Promise<{ failedOver: (timeoutMs?: number) => Promise<void> }> | null = null;
    const KILL_AFTER = 30;

    async function worker(w: number) {
      for (const questionId of sessions[w].questionIds) {
        const afterKill = takeover !== null;
        const res = await answer(users[w], sessions[w].id, questionId);
        outcomes.push({ ...res, worker: w, questionId, afterKill });
        // Refused or cut off: the client sends it again later, as it would.
        if (res.status !== 200) retry.push({ worker: w, questionId });
        if (++answered === KILL_AFTER) takeover = cluster.killMaster(victim);
      }
    }
    await Promise.all(users.map((_, w) => worker(w)));
    expect(takeover).not.toBeNull();
    await (await takeover!).failedOver();

    const resent: Outcome[] = [];
    for (let i = 0; retry.length > 0 && i < 200; i++) {
      const { worker: w, questionId } = retry.shift()!;
      const res = await answer(users[w], sessions[w].id, questionId);
      resent.push({ ...res, worker: w, questionId, afterKill: true });
      if (res.status !== 200 && !(res.status === 409 && res.body?.code === 'ALREADY_ANSWERED')) retry.push({ worker: w, questionId });
    }

    const afterKill = outcomes.filter((o) => o.afterKill);
    const degraded = outcomes.filter((o) => o.status === 200 && o.body.degraded);
    const slowest = Math.max(...afterKill.map((o) => o.ms));
    console.log(
      `redis cluster: killed master ${victim.port} after ${KILL_AFTER} answers; ${outcomes.length} answers, ${afterKill.length} after the kill; ` +
        `statuses ${JSON.stringify(outcomes.reduce<Record<number, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {}))}, ` +
        `${degraded.length} saved without their counters, ${resent.length} resent; slowest answer after the kill ${slowest} ms`,
    );

    // Every request got a success or an error worth sending again (never a 500 or a client error).
    expect(outcomes.filter((o) => ![200, 503, 0].includes(o.status)).map((o) => `${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);
    expect(retry).toEqual([]);
    expect(afterKill.length).toBeGreaterThan(0);
    // Nothing waited on the dead master beyond a few command timeouts.
    expect(slowest).toBeLessThan(8 * REDIS_TIMEOUT_MS);

    // Every answer that got a success (and every one sent again) is in Postgres, once.
    const [{ n, distinct }] = await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT (session_id, question_id))::int AS distinct FROM attempts WHERE session_id = ANY($1)`,
      [sessions.map((s) => s.id)],
    );
    expect({ n, distinct }).toEqual({ n: WORKERS * QUESTIONS, distinct: WORKERS * QUESTIONS });
    const saved: Array<{ session_id: string; question_id: string }> = await db.query(`SELECT session_id, question_id FROM attempts WHERE session_id = ANY($1)`, [sessions.map((s) => s.id)]);
    const inPostgres = new Set(saved.map((r) => `${r.session_id}/${r.question_id}`));
    expect(outcomes.filter((o) => o.status === 200 && !inPostgres.has(`${sessions[o.worker].id}/${o.questionId}`))).toEqual([]);

    // Rebuilt on the cluster as it now stands, the counters equal Postgres.
    const rebuilt = rebuild();
    expect(rebuilt.output).toMatch(/Rebuilt performance counters/);
    expect(rebuilt.status).toBe(0);
    expect(await countersInRedis(users, await countersInPostgres(users))).toEqual(await countersInPostgres(users));

    // The server finds the promoted replica by itself (it re-reads the slots every second): its
    // reads of the first user's counters, which live on the promoted master, come back whole.
    await eventually(async () => {
      const res = await call('GET', queryPath('performance.overview'), { cookie: users[0].cookie });
      expect(res.status).toBe(200);
      expect(resultData<{ degraded: boolean }>(res.body).degraded).toBe(false);
    });
    // New answers are then counted live again, and nothing cut off by the kill is sent again on
    // top of the rebuild.
    const more = await startSession(users[0], 5);
    for (const questionId of more.questionIds) {
      const res = await answer(users[0], more.id, questionId);
      expect({ status: res.status, degraded: res.body.degraded }).toEqual({ status: 200, degraded: false });
    }
    const expected = await countersInPostgres(users);
    expect(await countersInRedis(users, expected)).toEqual(expected);
    expect(server.output).not.toMatch(/"level":(50|60)/);
    passed++;
  }, 120_000);
});
