import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { signUp, type SignedUpUser } from '../helpers/accounts';
import { ensureBackendBuilt, runCli } from '../helpers/built-server';
import { createTypedFixtureExam, dropFixtureExam, grantSubscription, type FixtureExam } from '../helpers/question-bank';
import { countersMentioning } from '../helpers/redis';
import { TestRedisServer } from '../helpers/redis-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { query, resultData } from '../helpers/trpc';
import { mixedItems, responseTo } from '../helpers/typed-responses';

const REDIS_TIMEOUT_MS = 300;
const QUESTIONS = 30;
const server = new TestRedisServer(6392);

/**
 * Every performance key of one "world" (a user practising one exam), with its ids replaced by
 * stable names, so two worlds that did the same thing compare equal.
 */
async function normalisedCounters(redis: Redis, user: string, exam: FixtureExam, sessions: string[]): Promise<Record<string, unknown>> {
  const names = new Map<string, string>([[user, 'U'], [exam.id, 'E'], ...sessions.map((s, i) => [s, `S${i + 1}`] as [string, string]), ...exam.questions.map((q, i) => [q.id, `Q${i}`] as [string, string])]);
  const rename = (text: string) => text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => names.get(id) ?? id);
  return countersMentioning(redis, [...names.keys()], rename);
}

/**
 * Faults (1/3): the test's own redis-server is killed in the middle of a stream of answers, then
 * started again and `performance:rebuild` run. A second user does the same practice with Redis up
 * throughout: after the rebuild the two sets of counters must be the same.
 */
describe('fault: Redis stops in the middle of a stream of answers', () => {
  let t: TestApp;
  let db: DataSource;
  let redis: Redis;
  let cleanExam: FixtureExam;
  let faultExam: FixtureExam;

  beforeAll(async () => {
    ensureBackendBuilt();
    await server.start();
    t = await createTestApp({ REDIS_URL: server.url, REDIS_COMMAND_TIMEOUT_MS: String(REDIS_TIMEOUT_MS) });
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    redis = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    // The same items of every type in both exams, so the two worlds' counters compare equal.
    cleanExam = await createTypedFixtureExam(db, mixedItems(QUESTIONS));
    faultExam = await createTypedFixtureExam(db, mixedItems(QUESTIONS));
  });
  afterAll(async () => {
    redis.disconnect();
    await dropFixtureExam(db, cleanExam);
    await dropFixtureExam(db, faultExam);
    await db.destroy();
    await t.close();
    await server.stop();
  });

  interface Answered {
    status: number;
    ms: number;
    degraded: boolean;
  }

  /** Two full tutor sessions; each question answered right or below full marks by its place in the exam, never by chance. */
  async function practise(user: SignedUpUser, exam: FixtureExam, during?: (answered: number) => Promise<void>) {
    const sessions: string[] = [];
    const answers: Answered[] = [];
    for (let round = 0; round < 2; round++) {
      const session = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, mode: 'tutor', count: QUESTIONS }).expect(201)).body;
      sessions.push(session.id);
      for (const questionId of session.questionIds as string[]) {
        const index = exam.questions.findIndex((q) => q.id === questionId);
        const response = responseTo(exam.questions[index].item, (index + round) % 3 !== 0);
        const started = Date.now();
        const res = await t.http().post('/api/r/s/qa').set('Cookie', user.cookie).send({ sessionId: session.id, questionId, response, timeMs: 1000 + index * 37 + round * 11 });
        answers.push({ status: res.status, ms: Date.now() - started, degraded: res.body.degraded === true });
        await during?.(answers.length);
      }
    }
    return { sessions, answers };
  }

  it('should keep every answer, read zeros quickly while Redis is down, and rebuild the same counters as a clean run', async () => {
    const [cleanUser, faultUser] = [await signUp(t), await signUp(t)];
    await grantSubscription(db, cleanUser.id, cleanExam.id);
    await grantSubscription(db, faultUser.id, faultExam.id);
    await redis.connect();

    const clean = await practise(cleanUser, cleanExam);
    expect(clean.answers.every((a) => a.status === 200 && !a.degraded)).toBe(true);
    const cleanCounters = await normalisedCounters(redis, cleanUser.id, cleanExam, clean.sessions);
    expect(Object.keys(cleanCounters).length).toBeGreaterThan(60);

    let overviewDuringOutage: { degraded: boolean; exams: Array<{ examId: string; record: { a: number; qc: number } }> } | null = null;
    let overviewMs = 0;
    // Answers 21–30 meet a frozen Redis (every command times out), 31–60 a dead one (refused at once).
    const stopAfter = 20;
    const fault = await practise(faultUser, faultExam, async (answered) => {
      if (answered === stopAfter) server.pause();
      if (answered === stopAfter + 10) await server.stop();
      if (answered === stopAfter + 5) {
        const started = Date.now();
        overviewDuringOutage = resultData((await query(t, 'performance.overview', undefined, faultUser.cookie).expect(200)).body);
        overviewMs = Date.now() - started;
      }
    });

    // Every answer was taken and is in Postgres; those after the stop were answered without Redis.
    expect(fault.answers.map((a) => a.status)).toEqual(Array(2 * QUESTIONS).fill(200));
    expect(fault.answers.slice(stopAfter).every((a) => a.degraded)).toBe(true);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM attempts WHERE user_id = $1`, [faultUser.id]);
    expect(n).toBe(2 * QUESTIONS);
    // Reads fell back to zeros, and nothing waited much longer than the Redis command timeout.
    expect(overviewDuringOutage!.degraded).toBe(true);
    expect(overviewDuringOutage!.exams.find((e) => e.examId === faultExam.id)!.record).toMatchObject({ a: 0, qc: 0 });
    const slowest = Math.max(overviewMs, ...fault.answers.slice(stopAfter).map((a) => a.ms));
    const frozen = fault.answers.slice(stopAfter, stopAfter + 10).map((a) => a.ms);
    console.log(
      `redis fault: ${fault.answers.length} answers, ${fault.answers.length - stopAfter} during the outage (10 frozen, ${fault.answers.length - stopAfter - 10} down), ` +
        `slowest request ${slowest} ms, median while frozen ${frozen.sort((a, b) => a - b)[5]} ms (command timeout ${REDIS_TIMEOUT_MS} ms), answers lost 0`,
    );
    // An answer makes at most two Redis round trips one after the other (the exam total, then the
    // counters), each cut off at the command timeout: it cannot wait longer than that.
    expect(slowest).toBeLessThan(2 * REDIS_TIMEOUT_MS + 500);

    await server.start();
    const rebuild = runCli('rebuild-performance', { DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: server.url, LOG_LEVEL: 'silent' });
    expect(rebuild.status).toBe(0);
    expect(rebuild.output).toMatch(/Rebuilt performance counters/);

    // The app reconnected by itself: reads are live again.
    let overview: { degraded: boolean; exams: Array<{ examId: string; record: { a: number } }> } | null = null;
    for (let i = 0; i < 30 && (!overview || overview.degraded); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      overview = resultData((await query(t, 'performance.overview', undefined, faultUser.cookie).expect(200)).body);
    }
    expect(overview!.degraded).toBe(false);
    expect(overview!.exams.find((e) => e.examId === faultExam.id)!.record.a).toBeGreaterThan(0);

    // Compared once the app is back on Redis: the counters that timed out while Redis was frozen
    // must not be sent again on reconnecting, on top of the rebuild that already counted them.
    expect(await normalisedCounters(redis, faultUser.id, faultExam, fault.sessions)).toEqual(cleanCounters);
    // The clean run's own counters are unchanged by the rebuild.
    expect(await normalisedCounters(redis, cleanUser.id, cleanExam, clean.sessions)).toEqual(cleanCounters);
  });
});
