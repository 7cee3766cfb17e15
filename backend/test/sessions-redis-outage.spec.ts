import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { rebuildPerformance } from '../src/modules/performance/performance-rebuild';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { createTypedFixtureExam, dropFixtureExam, grantSubscription, type FixtureExam } from './helpers/question-bank';
import { countersMentioning } from './helpers/redis';
import { TestRedisServer } from './helpers/redis-server';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';
import { mixedItems, responseTo } from './helpers/typed-responses';

const server = new TestRedisServer(6391);

describe('answers while Redis is down, and the rebuild', () => {
  let t: TestApp;
  let db: DataSource;
  let redis: Redis;
  let exam: FixtureExam;

  beforeAll(async () => {
    await server.start();
    t = await createTestApp({ REDIS_URL: server.url, REDIS_COMMAND_TIMEOUT_MS: '300' });
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    redis = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    exam = await createTypedFixtureExam(db, mixedItems(12));
  });
  afterAll(async () => {
    redis.disconnect();
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
    await server.stop();
  });

  const itemOf = (id: string) => exam.questions.find((q) => q.id === id)!.item;
  /** A tutor session of `count` questions (items of every type), every `wrongEvery`-th answered below full marks. */
  async function practise(user: SignedUpUser, count: number, wrongEvery = 3) {
    const session = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, mode: 'tutor', count }).expect(201)).body;
    const results = [];
    for (const [i, questionId] of (session.questionIds as string[]).entries()) {
      const response = responseTo(itemOf(questionId), i % wrongEvery !== 0);
      results.push((await t.http().post('/api/r/s/qa').set('Cookie', user.cookie).send({ sessionId: session.id, questionId, response, timeMs: 1000 + i * 731 })).body);
    }
    return { session, results };
  }

  it('should rebuild exactly the counters that live answers of every item type produced', async () => {
    const [u1, u2] = [await signUp(t), await signUp(t)];
    await grantSubscription(db, u1.id, exam.id);
    await grantSubscription(db, u2.id, exam.id);
    await practise(u1, 6);
    await practise(u1, 4, 2);
    await practise(u2, 7);
    await redis.connect();
    const ids = [u1.id, u2.id, exam.id, ...exam.questions.map((q) => q.id)];
    const live = await countersMentioning(redis, ids);
    expect(Object.keys(live).length).toBeGreaterThan(20);

    await rebuildPerformance(db, redis);
    expect(await countersMentioning(redis, ids)).toEqual(live);
  });

  it('should record every answer in Postgres while Redis is down, read zeros meanwhile, and rebuild after', async () => {
    const user = await signUp(t);
    await grantSubscription(db, user.id, exam.id);
    const before = await practise(user, 3);
    expect(before.results.every((r) => r.degraded === false)).toBe(true);

    await server.stop();
    const started = Date.now();
    const during = await practise(user, 4);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(during.results.every((r) => r.degraded === true && typeof r.score === 'number' && r.peer === null)).toBe(true);
    const overview = resultData<{ degraded: boolean; exams: Array<{ examId: string; record: { a: number } }> }>(
      (await query(t, 'performance.overview', undefined, user.cookie).expect(200)).body,
    );
    expect(overview.degraded).toBe(true);
    expect(overview.exams.find((e) => e.examId === exam.id)!.record.a).toBe(0);
    const [{ n, qc }] = await db.query(`SELECT count(*)::int AS n, sum(correct::int)::int AS qc FROM attempts WHERE user_id = $1`, [user.id]);
    expect(n).toBe(7);

    await server.start();
    await rebuildPerformance(db, redis);
    const record = await redis.hgetall(`user:{u:${user.id}}:exam:${exam.id}:perf`);
    expect({ a: Number(record.a), qc: Number(record.qc) }).toEqual({ a: 7, qc });
  });
});
