import { randomUUID } from 'node:crypto';
import { type Item, type ItemKey, type ItemResponse, markResponse, maxScoreOf, type PeerFigures } from '@medprep/shared';
import fc from 'fast-check';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { PerformanceCountersRepository } from '../src/modules/performance/performance-counters.repository';
import { rebuildPerformance } from '../src/modules/performance/performance-rebuild';
import { createTypedFixtureExam, dropFixtureExam, type FixtureExam, type FixtureQuestion } from './helpers/question-bank';
import { countersMentioning, flushTestRedis } from './helpers/redis';
import { oneItemOfEachType } from './helpers/typed-responses';

const ITEMS = oneItemOfEachType();

/** Any well-formed response to `item`, right or wrong. */
function arbResponse(item: Item): fc.Arbitrary<ItemResponse> {
  const keysOf = (parts: ReadonlyArray<{ key: ItemKey }>) => parts.map((p) => p.key);
  switch (item.type) {
    case 'sba':
      return fc.constantFrom(...keysOf(item.options)).map((choice) => ({ choice }));
    case 'mtf':
      return fc.array(fc.boolean(), { minLength: item.statements.length, maxLength: item.statements.length }).map((marks) => ({ marks }));
    case 'emq':
      return fc.array(fc.constantFrom(...keysOf(item.options)), { minLength: item.stems.length, maxLength: item.stems.length }).map((answers) => ({ answers }));
    case 'ranking':
      return fc.shuffledSubarray(keysOf(item.responses), { minLength: 5, maxLength: 5 }).map((order) => ({ order }));
    case 'choose':
      return fc.shuffledSubarray(keysOf(item.responses), { minLength: 3, maxLength: 3 }).map((choices) => ({ choices }));
    case 'numeric':
      return fc.oneof(fc.constant(item.value), fc.constant(item.value + item.tolerance), fc.double({ min: 0, max: 20, noNaN: true })).map((value) => ({ value }));
  }
}

describe('performance counters of every item type', () => {
  let db: DataSource;
  let redis: Redis;
  let counters: PerformanceCountersRepository;
  let exam: FixtureExam;
  const userIds: string[] = [];

  beforeAll(async () => {
    await flushTestRedis();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    redis = new Redis(process.env.REDIS_URL!);
    counters = new PerformanceCountersRepository(redis);
    counters.onModuleInit();
    exam = await createTypedFixtureExam(db, ITEMS);
    for (let i = 0; i < 3; i++) {
      const tag = randomUUID();
      const [user] = await db.query(
        `INSERT INTO users (email, password_hash, first_name, surname, unique_id, instance) VALUES ($1, '!', 'Peer', 'Counter', $2, 'test') RETURNING id`,
        [`peer-${tag}@example.com`, `peer-${tag}`],
      );
      userIds.push(user.id);
    }
  });
  afterAll(async () => {
    redis.disconnect();
    await dropFixtureExam(db, exam);
    await db.query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [userIds]);
    await db.destroy();
  });

  const question = (type: Item['type']) => exam.questions.find((q) => q.item.type === type)!;

  async function startSession(userId: string): Promise<string> {
    const [session] = await db.query(`INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, question_ids) VALUES ($1, $2, 'tutor', 'all', $3::uuid[]) RETURNING id`, [
      userId,
      exam.id,
      exam.questions.map((q) => q.id),
    ]);
    return session.id;
  }

  /** Saves the attempt as the answer path does, then counts it. */
  async function answer(userId: string, sessionId: string, q: FixtureQuestion, response: ItemResponse, timeMs = 30_000) {
    const score = markResponse(q.item, response as never).score;
    const maxScore = maxScoreOf(q.item);
    const correct = score === maxScore;
    await db.query(
      `INSERT INTO attempts (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [userId, sessionId, q.id, exam.id, JSON.stringify(response), score, maxScore, correct, timeMs],
    );
    const recorded = await counters.recordAttempt({
      userId,
      examId: exam.id,
      sessionId,
      questionId: q.id,
      topic: q.topic,
      item: q.item,
      response,
      score,
      maxScore,
      correct,
      timeMs,
      examTotal: exam.questions.length,
      sessionTotal: exam.questions.length,
    });
    expect(recorded).not.toBeNull();
    return recorded!;
  }

  describe('recordAttempt', () => {
    it("should return each type's peer figures as two users' answers make them, and peersOf should read the same", async () => {
      const [s1, s2] = [await startSession(userIds[0]), await startSession(userIds[1])];
      const given: Array<[Item['type'], ItemResponse, ItemResponse]> = [
        ['sba', { choice: 'B' }, { choice: 'D' }],
        ['mtf', { marks: [true, false, true, false, true] }, { marks: [true, true, false, false, true] }],
        ['emq', { answers: ['C', 'A', 'F'] }, { answers: ['C', 'B', 'B'] }],
        ['ranking', { order: ['C', 'A', 'E', 'B', 'D'] }, { order: ['A', 'C', 'E', 'D', 'B'] }],
        ['choose', { choices: ['A', 'D', 'F'] }, { choices: ['A', 'B', 'C'] }],
        ['numeric', { value: 7.4 }, { value: 9 }],
      ];
      const peers = new Map<string, PeerFigures>();
      for (const [type, first, second] of given) {
        await answer(userIds[0], s1, question(type), first);
        peers.set(question(type).id, (await answer(userIds[1], s2, question(type), second)).peer);
      }
      const common = (percentFullMarks: number, percentOfMaxScore: number) => ({ attempts: 2, percentFullMarks, percentOfMaxScore });

      expect(peers.get(question('sba').id)).toEqual({
        type: 'sba',
        ...common(50, 50),
        options: [
          { key: 'A', percent: 0 },
          { key: 'B', percent: 50 },
          { key: 'C', percent: 0 },
          { key: 'D', percent: 50 },
          { key: 'E', percent: 0 },
        ],
      });
      // 5 + 3 of 10 statements right.
      expect(peers.get(question('mtf').id)).toEqual({ type: 'mtf', ...common(50, 80), statements: [100, 50, 50, 0, 100].map((percentTrue) => ({ percentTrue })) });
      const emq = peers.get(question('emq').id);
      expect(emq).toMatchObject({ type: 'emq', ...common(50, 66.67) });
      const emqStems = (emq as Extract<PeerFigures, { type: 'emq' }>).stems.map((s) => Object.fromEntries(s.options.filter((o) => o.percent > 0).map((o) => [o.key, o.percent])));
      expect(emqStems).toEqual([{ C: 100 }, { A: 50, B: 50 }, { F: 50, B: 50 }]);
      // Ideal 20; the second order: A 3, C 3, E 4, D 3, B 3 = 16. 36 of 40.
      expect(peers.get(question('ranking').id)).toEqual({
        type: 'ranking',
        ...common(50, 90),
        responses: [
          { key: 'A', places: [50, 50, 0, 0, 0] },
          { key: 'B', places: [0, 0, 0, 50, 50] },
          { key: 'C', places: [50, 50, 0, 0, 0] },
          { key: 'D', places: [0, 0, 0, 50, 50] },
          { key: 'E', places: [0, 0, 100, 0, 0] },
        ],
      });
      // 12 + 4 of 24.
      const choose = peers.get(question('choose').id) as Extract<PeerFigures, { type: 'choose' }>;
      expect(choose).toMatchObject({ type: 'choose', ...common(50, 66.67) });
      expect(Object.fromEntries(choose.responses.map((r) => [r.key, r.percent]))).toEqual({ A: 100, B: 50, C: 50, D: 50, E: 0, F: 50, G: 0, H: 0 });
      expect(peers.get(question('numeric').id)).toEqual({ type: 'numeric', ...common(50, 50), percentWithinTolerance: 50 });

      const read = await counters.peersOf(exam.questions.map((q) => ({ id: q.id, item: q.item })));
      expect(new Map([...read].filter(([id]) => peers.has(id)))).toEqual(peers);
    });

    it("should count an item as right in the user's records only with full marks", async () => {
      const sessionId = await startSession(userIds[2]);
      const q = question('ranking');
      const partly = await answer(userIds[2], sessionId, q, { order: ['A', 'C', 'E', 'B', 'D'] });
      expect(partly.exam).toMatchObject({ a: 1, qc: 0 });
      const full = await answer(userIds[2], sessionId, question('mtf'), { marks: [true, false, true, false, true] });
      expect(full.exam).toMatchObject({ a: 2, qc: 1, pcor: 50 });
    });
  });

  describe('rebuildPerformance', () => {
    it('should rebuild exactly the hashes that live answers of every type produced', async () => {
      // Answers of every type, right, partly right and wrong, over several sessions of each user.
      const responses = (q: FixtureQuestion, n: number) => fc.sample(arbResponse(q.item), { numRuns: n, seed: q.key.length * 7919 + n });
      for (const [u, userId] of userIds.entries()) {
        for (let round = 0; round < 3; round++) {
          const sessionId = await startSession(userId);
          for (const q of exam.questions) {
            const response = responses(q, 9)[u * 3 + round];
            await answer(userId, sessionId, q, response, 10_000 + u * 997 + round * 131);
          }
        }
      }
      const ids = [...userIds, exam.id, ...exam.questions.map((q) => q.id)];
      const live = await countersMentioning(redis, ids);
      const saved: Array<{ question_id: string; n: number }> = await db.query(`SELECT question_id, count(*)::int AS n FROM attempts WHERE exam_id = $1 GROUP BY question_id`, [exam.id]);
      expect(Object.fromEntries(exam.questions.map((q) => [q.id, Number((live[`question:{q:${q.id}}:perf`] as Record<string, string>).a)]))).toEqual(
        Object.fromEntries(saved.map((r) => [r.question_id, r.n])),
      );

      await redis.flushdb();
      await rebuildPerformance(db, redis);
      expect(await countersMentioning(redis, ids)).toEqual(live);
    });

    it('should still count an answer whose response no longer fits its edited item, adding no part it cannot place', async () => {
      const q = question('sba');
      const sessionId = await startSession(userIds[0]);
      // Saved when the item had eight options; an editor has since cut it to five.
      await db.query(
        `INSERT INTO attempts (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms) VALUES ($1, $2, $3, $4, '{"choice":"H"}', 0, 1, false, 5000)`,
        [userIds[0], sessionId, q.id, exam.id],
      );
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM attempts WHERE question_id = $1`, [q.id]);
      await rebuildPerformance(db, redis);
      const hash = await redis.hgetall(`question:{q:${q.id}}:perf`);
      expect({ a: Number(hash.a), H: hash.H }).toEqual({ a: n, H: undefined });
      const [peer] = (await counters.peersOf([{ id: q.id, item: q.item }])).values();
      expect(peer.attempts).toBe(n);
    });
  });
});
