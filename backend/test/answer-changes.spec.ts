import { Messages } from '@medprep/shared';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { rebuildPerformance } from '../src/modules/performance/performance-rebuild';
import { PaperExpirySweeper } from '../src/modules/sessions/paper-expiry.sweeper';
import { RedisKeys } from '../src/redis/keys';
import type { SignedUpUser } from './helpers/accounts';
import { createFixtureExam, dropFixtureExam, signUpSubscriber, wrongAnswer, type FixtureExam } from './helpers/question-bank';
import { countersMentioning, flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

describe('answers that can be changed until the paper ends (timed and mock)', () => {
  let t: TestApp;
  let db: DataSource;
  let redis: Redis;
  let exam: FixtureExam;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    redis = new Redis(process.env.REDIS_URL!);
    exam = await createFixtureExam(db, 10);
  });
  afterAll(async () => {
    redis.disconnect();
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const subscriber = () => signUpSubscriber(t, db, exam.id);
  const start = (who: SignedUpUser, body: object) => t.http().post('/api/r/s/init').set('Cookie', who.cookie).send(body);
  const answer = (who: SignedUpUser, body: object) => t.http().post('/api/r/s/qa').set('Cookie', who.cookie).send(body);
  const end = (who: SignedUpUser, sessionId: string) => t.http().post('/api/r/s/end').set('Cookie', who.cookie).send({ sessionId });
  const answerOf = (id: string) => exam.questions.find((q) => q.id === id)!.answer;
  const questionPerf = (id: string) => redis.hgetall(RedisKeys.questionPerf(id));
  const examRecord = (who: SignedUpUser) => redis.hgetall(RedisKeys.userExamPerf(who.id, exam.id));

  it('should keep the last of three answers, with the history, and count it once when the paper ends', async () => {
    const user = await subscriber();
    const session = (await start(user, { exam: exam.slug, mode: 'timed', count: 2 }).expect(201)).body;
    const [q1, q2] = session.questionIds as string[];
    const right = answerOf(q1)!;
    const peerBefore = await questionPerf(q1);

    for (const [chosen, timeMs] of [[right, 1000], [wrongAnswer(right), 2000]] as const) {
      const saved = (await answer(user, { sessionId: session.id, questionId: q1, answer: chosen, timeMs }).expect(200)).body;
      expect(saved).toMatchObject({ response: { choice: chosen }, revealed: false, score: null, correct: null, progress: { answered: 1, total: 2 }, sessionEnded: false });
    }
    // The change over tRPC is the same change.
    const viaTrpc = resultData<{ response: unknown; progress: { answered: number } }>(
      (await mutate(t, 'sessions.answer', { sessionId: session.id, questionId: q1, response: { choice: right }, timeMs: 3000 }, user.cookie).expect(200)).body,
    );
    expect(viaTrpc).toMatchObject({ response: { choice: right }, progress: { answered: 1 } });
    // Answering every question does not end a paper: answers stay open to change until it ends.
    expect((await answer(user, { sessionId: session.id, questionId: q2, answer: wrongAnswer(answerOf(q2)), timeMs: 500 }).expect(200)).body).toMatchObject({
      sessionEnded: false,
      progress: { answered: 2, total: 2 },
    });

    // Nothing is counted while the paper runs.
    expect(await questionPerf(q1)).toEqual(peerBefore);
    expect(await examRecord(user)).toEqual({});
    const resumed = (await t.http().get(`/api/r/s/${session.id}`).set('Cookie', user.cookie).expect(200)).body;
    expect(resumed.answers).toEqual(expect.arrayContaining([{ questionId: q1, response: { choice: right }, score: null, maxScore: 1, correct: null, guessed: false, item: null, mark: null, version: 1, reviewedAt: null }]));
    expect(resumed.endedAt).toBeNull();

    const review = (await end(user, session.id).expect(200)).body;
    expect(review.score).toMatchObject({ answered: 2, correct: 1, marks: 1, maxMarks: 2, percentCorrect: 50 });
    expect(review.questions.find((q: { id: string }) => q.id === q1)).toMatchObject({ response: { choice: right }, score: 1, correct: true, timeMs: 3000 });

    expect(await questionPerf(q1)).toMatchObject({ a: String(Number(peerBefore.a ?? 0) + 1), [right]: String(Number(peerBefore[right] ?? 0) + 1) });
    expect(await examRecord(user)).toMatchObject({ a: '2', qc: '1', tt: '3500' });
    // A second end (a retry) counts nothing more.
    await end(user, session.id).expect(200);
    expect(await examRecord(user)).toMatchObject({ a: '2', qc: '1' });

    const history = await db.query(`SELECT response, score, time_ms FROM attempt_changes WHERE session_id = $1 AND question_id = $2 ORDER BY id`, [session.id, q1]);
    expect(history).toEqual([
      { response: { choice: right }, score: 1, time_ms: 1000 },
      { response: { choice: wrongAnswer(right) }, score: 0, time_ms: 2000 },
      { response: { choice: right }, score: 1, time_ms: 3000 },
    ]);
    // The review queue and the 'incorrect' filter follow the answer that stands.
    const [standing] = await db.query(`SELECT attempts, last_correct FROM user_question_states WHERE user_id = $1 AND question_id = $2`, [user.id, q1]);
    expect(standing).toEqual({ attempts: 1, last_correct: true });
  });

  it('should refuse a change after the paper ended with a 409 that says so, and take a resend of the standing answer as saved', async () => {
    const user = await subscriber();
    const session = (await start(user, { exam: exam.slug, mode: 'mock' }).expect(201)).body;
    const q = session.questionIds[0];
    await answer(user, { sessionId: session.id, questionId: q, answer: 'A', timeMs: 100 }).expect(200);
    await end(user, session.id).expect(200);

    const change = await answer(user, { sessionId: session.id, questionId: q, answer: 'B', timeMs: 100 }).expect(409);
    expect(change.body).toMatchObject({ code: 'ANSWERS_CLOSED', message: Messages.practice.answersClosed });
    const resend = await answer(user, { sessionId: session.id, questionId: q, answer: 'A', timeMs: 100 }).expect(409);
    expect(resend.body.code).toBe('ALREADY_ANSWERED');
    const viaTrpc = await mutate(t, 'sessions.answer', { sessionId: session.id, questionId: q, answer: 'C', timeMs: 1 }, user.cookie).expect(409);
    expect(viaTrpc.body.error.json).toMatchObject({ message: Messages.practice.answersClosed, data: { domainCode: 'ANSWERS_CLOSED' } });
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM attempt_changes WHERE session_id = $1`, [session.id]);
    expect(n).toBe(1);
  });

  it('should close and count a paper whose time ran out while nobody was there, on the sweep, once', async () => {
    const user = await subscriber();
    const session = (await start(user, { exam: exam.slug, mode: 'timed', count: 2 }).expect(201)).body;
    const q = session.questionIds[0];
    await answer(user, { sessionId: session.id, questionId: q, answer: answerOf(q), timeMs: 800 }).expect(200);
    const sweeper = t.app.get(PaperExpirySweeper);
    // Still within its time: the sweep leaves it open and uncounted.
    await sweeper.sweep();
    expect(await examRecord(user)).toEqual({});
    // The tab was closed; its time ran out an hour ago, and nobody has read it since.
    await db.query(`UPDATE quiz_sessions SET started_at = now() - interval '1 hour' WHERE id = $1`, [session.id]);
    const peerBefore = await questionPerf(q);

    await sweeper.sweep();
    const [{ ended_at }] = await db.query(`SELECT ended_at FROM quiz_sessions WHERE id = $1`, [session.id]);
    expect(ended_at).not.toBeNull();
    expect(await examRecord(user)).toMatchObject({ a: '1', qc: '1' });
    expect(await questionPerf(q)).toMatchObject({ a: String(Number(peerBefore.a ?? 0) + 1) });
    // A second sweep (or another instance's) and the user's own read count nothing more.
    await sweeper.sweep();
    await t.http().get(`/api/r/s/${session.id}`).set('Cookie', user.cookie).expect(200);
    expect(await examRecord(user)).toMatchObject({ a: '1', qc: '1' });
    expect(await questionPerf(q)).toMatchObject({ a: String(Number(peerBefore.a ?? 0) + 1) });
  });

  it('should count the answers that stand when the time runs out and the session is closed by its clock', async () => {
    const user = await subscriber();
    const session = (await start(user, { exam: exam.slug, mode: 'timed', count: 2 }).expect(201)).body;
    const q = session.questionIds[0];
    await answer(user, { sessionId: session.id, questionId: q, answer: wrongAnswer(answerOf(q)), timeMs: 700 }).expect(200);
    await answer(user, { sessionId: session.id, questionId: q, answer: answerOf(q), timeMs: 900 }).expect(200);
    await db.query(`UPDATE quiz_sessions SET started_at = now() - interval '1 hour' WHERE id = $1`, [session.id]);
    expect(await examRecord(user)).toEqual({});

    // The first read after the limit closes it (here the resume a reload makes).
    const closed = (await t.http().get(`/api/r/s/${session.id}`).set('Cookie', user.cookie).expect(200)).body;
    expect(closed.endedAt).not.toBeNull();
    expect(closed.answers).toMatchObject([{ questionId: q, response: { choice: answerOf(q) }, score: 1, maxScore: 1, correct: true, item: { type: 'sba' }, mark: { score: 1 } }]);
    expect(await examRecord(user)).toMatchObject({ a: '1', qc: '1', tt: '900' });
    const late = await answer(user, { sessionId: session.id, questionId: q, answer: wrongAnswer(answerOf(q)), timeMs: 1 }).expect(409);
    expect(late.body.code).toBe('ANSWERS_CLOSED');
  });

  it('should rebuild from Postgres exactly what the live counters show: tutor answers, ended papers’ last answers, nothing of a running paper', async () => {
    const user = await subscriber();
    const tutor = (await start(user, { exam: exam.slug, mode: 'tutor', count: 3 }).expect(201)).body;
    for (const [i, q] of (tutor.questionIds as string[]).entries()) {
      await answer(user, { sessionId: tutor.id, questionId: q, answer: i === 0 ? wrongAnswer(answerOf(q)) : answerOf(q), timeMs: 400 + i }).expect(200);
    }
    const ended = (await start(user, { exam: exam.slug, mode: 'timed', count: 3 }).expect(201)).body;
    for (const q of ended.questionIds as string[]) {
      await answer(user, { sessionId: ended.id, questionId: q, answer: answerOf(q), timeMs: 300 }).expect(200);
      await answer(user, { sessionId: ended.id, questionId: q, answer: wrongAnswer(answerOf(q)), timeMs: 350 }).expect(200);
    }
    await end(user, ended.id).expect(200);
    const running = (await start(user, { exam: exam.slug, mode: 'timed', count: 2 }).expect(201)).body;
    await answer(user, { sessionId: running.id, questionId: running.questionIds[0], answer: 'C', timeMs: 100 }).expect(200);

    const ids = [user.id, exam.id, ...exam.questions.map((q) => q.id)];
    const live = await countersMentioning(redis, ids);
    expect(live[RedisKeys.userExamPerf(user.id, exam.id)]).toMatchObject({ a: '6' });
    expect(Object.keys(live).some((key) => key.includes(running.id))).toBe(false);

    await rebuildPerformance(db, redis);
    expect(await countersMentioning(redis, ids)).toEqual(live);
  });

  it('should keep tutor mode to one answer per question, revealed at once', async () => {
    const user = await subscriber();
    const session = (await start(user, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(201)).body;
    const q = session.questionIds[0];
    expect((await answer(user, { sessionId: session.id, questionId: q, answer: answerOf(q), timeMs: 10 }).expect(200)).body).toMatchObject({ revealed: true, correct: true });
    const again = await answer(user, { sessionId: session.id, questionId: q, answer: wrongAnswer(answerOf(q)), timeMs: 10 }).expect(409);
    expect(again.body.code).toBe('ALREADY_ANSWERED');
    // A reload of a tutor session carries each answer's outcome (the palette's ✓ and ✗).
    const resumed = resultData<{ answers: unknown[] }>((await query(t, 'sessions.get', { sessionId: session.id }, user.cookie).expect(200)).body);
    expect(resumed.answers).toMatchObject([{ questionId: q, response: { choice: answerOf(q) }, score: 1, maxScore: 1, correct: true, item: { type: 'sba' }, mark: { score: 1 } }]);
  });

  it("should draw 'practise incorrect' from the wrong answers of the session named, and refuse another user's session", async () => {
    const user = await subscriber();
    const first = (await start(user, { exam: exam.slug, mode: 'tutor', count: 4 }).expect(201)).body;
    const wrong: string[] = [];
    for (const [i, q] of (first.questionIds as string[]).entries()) {
      if (i % 2 === 0) wrong.push(q);
      await answer(user, { sessionId: first.id, questionId: q, answer: i % 2 === 0 ? wrongAnswer(answerOf(q)) : answerOf(q), timeMs: 10 }).expect(200);
    }
    // Another session answered wrongly elsewhere must not leak into this one.
    const other = (await start(user, { exam: exam.slug, mode: 'tutor', filter: 'new', count: 1 }).expect(201)).body;
    await answer(user, { sessionId: other.id, questionId: other.questionIds[0], answer: wrongAnswer(answerOf(other.questionIds[0])), timeMs: 10 }).expect(200);

    const next = (await start(user, { exam: exam.slug, mode: 'tutor', filter: 'incorrect', fromSession: first.id, count: 2 }).expect(201)).body;
    expect([...next.questionIds].sort()).toEqual([...wrong].sort());
    const tooMany = await start(user, { exam: exam.slug, mode: 'tutor', filter: 'incorrect', fromSession: first.id, count: 3 }).expect(400);
    expect(tooMany.body.code).toBe('TOO_FEW_QUESTIONS');

    const stranger = await subscriber();
    const refused = await start(stranger, { exam: exam.slug, mode: 'tutor', filter: 'incorrect', fromSession: first.id, count: 1 }).expect(404);
    expect(refused.body.code).toBe('SOURCE_SESSION_NOT_FOUND');
  });
});
