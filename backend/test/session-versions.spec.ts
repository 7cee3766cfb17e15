import { sbaItem } from '@medprep/shared/testing';
import type { ItemKey } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import type { SignedUpUser } from './helpers/accounts';
import { createTypedFixtureExam, dropFixtureExam, signUpSubscriber, type FixtureExam } from './helpers/question-bank';
import { publishVersion } from './helpers/content-versions';
import Redis from 'ioredis';
import { rebuildPerformance } from '../src/modules/performance/performance-rebuild';
import { countersMentioning, flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';

const V1_REVIEWED = '2026-10-01T09:00:00.000Z';
const V2_REVIEWED = '2026-11-03T14:30:00.000Z';

describe('a session keeps the versions it started with', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;
  let questionId: string;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  // Each test its own exam with one item, version 1 keyed B and reviewed on 1 Oct 2026.
  beforeEach(async () => {
    exam = await createTypedFixtureExam(db, [sbaItem(5, 'B')]);
    questionId = exam.questions[0].id;
    await db.query(`UPDATE question_versions SET reviewed_at = $2 WHERE question_id = $1`, [questionId, V1_REVIEWED]);
    await db.query(`UPDATE questions SET reviewed_at = $2 WHERE id = $1`, [questionId, V1_REVIEWED]);
  });
  afterEach(() => dropFixtureExam(db, exam));

  /** Version 2 changes the key from B to D: an answer is marked by one version or the other, never both. */
  const publishKeyD = () => publishVersion(db, questionId, { ...sbaItem(5, 'D'), explanation: 'Version 2: option D is now right, as the guidance changed.' }, { reviewedAt: new Date(V2_REVIEWED) });

  const start = async (user: SignedUpUser, body: Record<string, unknown> = { mode: 'tutor', count: 1 }) =>
    (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, ...body }).expect(201)).body;
  const answer = async (user: SignedUpUser, sessionId: string, choice: ItemKey) =>
    (await t.http().post('/api/r/s/qa').set('Cookie', user.cookie).send({ sessionId, questionId, response: { choice }, timeMs: 1000 }).expect(200)).body;
  const recorded = async (sessionId: string) => {
    const [row] = await db.query(`SELECT s.question_versions AS versions, a.question_version AS answered FROM quiz_sessions s LEFT JOIN attempts a ON a.session_id = s.id WHERE s.id = $1`, [sessionId]);
    return row;
  };

  it('should mark, reveal and review a running session by version 1 after version 2 is published, and a new session by version 2', async () => {
    const [early, running, later] = [await signUpSubscriber(t, db, exam.id), await signUpSubscriber(t, db, exam.id), await signUpSubscriber(t, db, exam.id)];
    const earlySession = await start(early);
    const runningSession = await start(running);
    // Read before the publish, so this process holds version 1 when version 2 comes.
    expect(await answer(early, earlySession.id, 'B')).toMatchObject({ correct: true, version: 1 });

    expect(await publishKeyD()).toBe(2);
    const laterSession = await start(later);
    expect(await recorded(laterSession.id)).toMatchObject({ versions: [2] });

    // The new session first, then the running one: each is served its own version whatever the process holds.
    expect(await answer(later, laterSession.id, 'D')).toMatchObject({
      correct: true,
      correctResponse: { choice: 'D' },
      item: { answer: 'D' },
      version: 2,
      reviewedAt: V2_REVIEWED,
    });
    expect(await answer(running, runningSession.id, 'B')).toMatchObject({
      score: 1,
      correct: true,
      correctResponse: { choice: 'B' },
      item: { answer: 'B' },
      version: 1,
      reviewedAt: V1_REVIEWED,
    });
    expect(await recorded(runningSession.id)).toEqual({ versions: [1], answered: 1 });
    expect(await recorded(laterSession.id)).toEqual({ versions: [2], answered: 2 });

    // Resumed and reviewed, on REST and tRPC, the running session still shows version 1.
    const resumed = (await t.http().get(`/api/r/s/${runningSession.id}`).set('Cookie', running.cookie).expect(200)).body;
    expect(resumed.answers).toEqual([expect.objectContaining({ correct: true, item: expect.objectContaining({ answer: 'B' }), version: 1, reviewedAt: V1_REVIEWED })]);
    const rest = (await t.http().get(`/api/r/s/${runningSession.id}/review`).set('Cookie', running.cookie).expect(200)).body;
    const rpc = resultData<typeof rest>((await query(t, 'sessions.review', { sessionId: runningSession.id }, running.cookie).expect(200)).body);
    for (const review of [rest, rpc]) {
      expect(review.questions).toEqual([expect.objectContaining({ correct: true, item: expect.objectContaining({ answer: 'B' }), mark: expect.anything(), version: 1, reviewedAt: V1_REVIEWED })]);
    }
    const laterReview = (await t.http().get(`/api/r/s/${laterSession.id}/review`).set('Cookie', later.cookie).expect(200)).body;
    expect(laterReview.questions).toEqual([expect.objectContaining({ correct: true, item: expect.objectContaining({ answer: 'D' }), version: 2, reviewedAt: V2_REVIEWED })]);
  });

  it('should mark a timed paper by the version it started with when it ends, the answer recording that version', async () => {
    const user = await signUpSubscriber(t, db, exam.id);
    const session = await start(user, { mode: 'timed', count: 1 });
    await publishKeyD();
    expect(await answer(user, session.id, 'B')).toMatchObject({ revealed: false, version: 1 });
    const review = (await t.http().post('/api/r/s/end').set('Cookie', user.cookie).send({ sessionId: session.id }).expect(200)).body;
    expect(review.questions).toEqual([expect.objectContaining({ response: { choice: 'B' }, correct: true, score: 1, version: 1, reviewedAt: V1_REVIEWED })]);
    expect(await recorded(session.id)).toEqual({ versions: [1], answered: 1 });
  });

  it('should record the versions of a mock paper and mark it by them when it ends', async () => {
    const user = await signUpSubscriber(t, db, exam.id);
    const session = await start(user, { mode: 'mock' });
    expect(session.papers).toEqual([expect.objectContaining({ questionIds: [questionId] })]);
    await publishKeyD();
    expect(await answer(user, session.id, 'B')).toMatchObject({ revealed: false, version: 1 });
    const review = (await t.http().post('/api/r/s/end').set('Cookie', user.cookie).send({ sessionId: session.id }).expect(200)).body;
    expect(review.questions).toEqual([expect.objectContaining({ correct: true, item: expect.objectContaining({ answer: 'B' }), version: 1 })]);
    expect(await recorded(session.id)).toEqual({ versions: [1], answered: 1 });
  });

  it('should start a practice of wrong answers at the version live now, not the one answered', async () => {
    const user = await signUpSubscriber(t, db, exam.id);
    const source = await start(user);
    expect(await answer(user, source.id, 'A')).toMatchObject({ correct: false, version: 1 });
    await publishKeyD();
    const practice = await start(user, { mode: 'tutor', filter: 'incorrect', count: 1, fromSession: source.id });
    expect(await recorded(practice.id)).toMatchObject({ versions: [2] });
    expect(await answer(user, practice.id, 'D')).toMatchObject({ correct: true, version: 2 });
  });

  it('should serve a session from before versions the current row', async () => {
    const user = await signUpSubscriber(t, db, exam.id);
    const session = await start(user);
    await db.query(`UPDATE quiz_sessions SET question_versions = NULL WHERE id = $1`, [session.id]);
    await publishKeyD();
    expect(await answer(user, session.id, 'D')).toMatchObject({ correct: true, item: { answer: 'D' }, version: 2, reviewedAt: V2_REVIEWED });
    expect(await recorded(session.id)).toEqual({ versions: null, answered: 2 });
  });

  it('should rebuild the counters of answers against the version each met, as they were counted live', async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const user = await signUpSubscriber(t, db, exam.id);
      const session = await start(user);
      expect(await answer(user, session.id, 'E')).toMatchObject({ correct: false, version: 1 });
      // Version 2 drops option E (and moves the item to another topic): the answer stays version 1's.
      await db.query(`UPDATE questions SET topic = 'Renamed topic' WHERE id = $1`, [questionId]);
      await publishVersion(db, questionId, sbaItem(4, 'D'));
      const ids = [user.id, exam.id, questionId];
      const live = await countersMentioning(redis, ids);
      expect(live[`question:{q:${questionId}}:perf`]).toMatchObject({ a: '1', E: '1' });

      await redis.flushdb();
      await rebuildPerformance(db, redis);
      expect(await countersMentioning(redis, ids)).toEqual(live);
    } finally {
      redis.disconnect();
    }
  });
});
