import { type Card, createEmptyCard, fsrs, generatorParameters, type Grade, Rating } from 'ts-fsrs';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { replayFsrsHistory } from '../src/modules/learning/fsrs-replay';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { createFixtureExam, dropFixtureExam, grantSubscription, wrongAnswer, type FixtureExam } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

const CARD = `due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review`;
/** ts-fsrs called directly with MedPrep's settings (no minute steps, no fuzz). */
const direct = (retention: number) => fsrs(generatorParameters({ request_retention: retention, enable_fuzz: false, enable_short_term: false }));
const asStored = (card: Card) => ({ ...card, last_review: card.last_review ?? null });

interface DueQueue {
  dueNow: number;
  dueToday: number;
  next: Array<{ questionId: string; topic: string; due: Date }>;
  total: number;
}

describe('the FSRS review queue', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    exam = await createFixtureExam(db, 12);
  });
  afterAll(async () => {
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const learner = async () => {
    const who = await signUp(t);
    await grantSubscription(db, who.id, exam.id);
    return who;
  };
  const start = (who: SignedUpUser, body: object) => t.http().post('/api/r/s/init').set('Cookie', who.cookie).send(body);
  const answer = (who: SignedUpUser, body: object) => t.http().post('/api/r/s/qa').set('Cookie', who.cookie).send(body);
  const answerOf = (id: string) => exam.questions.find((q) => q.id === id)!.answer;
  const cardOf = async (who: SignedUpUser, questionId: string) =>
    (await db.query(`SELECT ${CARD} FROM user_question_states WHERE user_id = $1 AND question_id = $2`, [who.id, questionId]))[0];
  const dueQueue = async (who: SignedUpUser) => resultData<DueQueue>((await query(t, 'learning.dueQueue', { exam: exam.slug }, who.cookie).expect(200)).body);
  const available = async (who: SignedUpUser) => resultData<{ review: number }>((await query(t, 'sessions.available', { exam: exam.slug }, who.cookie).expect(200)).body);
  const dashboardDue = async (who: SignedUpUser) =>
    resultData<{ exams: Array<{ examId: string; dueForReview: number }> }>((await query(t, 'performance.overview', undefined, who.cookie).expect(200)).body).exams.find(
      (e) => e.examId === exam.id,
    )!.dueForReview;
  /** Moves the user's clock on: the card's review and due times go back by `hours`. */
  const hoursPass = (who: SignedUpUser, questionId: string, hours: number) =>
    db.query(
      `UPDATE user_question_states SET due = due - make_interval(hours => $3), last_review = last_review - make_interval(hours => $3) WHERE user_id = $1 AND question_id = $2`,
      [who.id, questionId, hours],
    );

  it('should bring a missed item back in the review filter, the dashboard count and the due queue when it is due, and not before', async () => {
    const who = await learner();
    const session = (await start(who, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(201)).body;
    const [missed, known] = session.questionIds;
    const before = Date.now();
    await answer(who, { sessionId: session.id, questionId: missed, answer: wrongAnswer(answerOf(missed)), timeMs: 1 }).expect(200);
    await answer(who, { sessionId: session.id, questionId: known, answer: answerOf(known), timeMs: 1 }).expect(200);

    // Again on a new card: due one day later.
    const card = await cardOf(who, missed);
    expect(card.due.getTime() - before).toBeGreaterThanOrEqual(86_400_000);
    expect(card.due.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect(await available(who)).toMatchObject({ review: 0 });
    expect(await dashboardDue(who)).toBe(0);
    await start(who, { exam: exam.slug, mode: 'tutor', filter: 'review', count: 1 }).expect(400);
    const queue = await dueQueue(who);
    expect(queue).toMatchObject({ dueNow: 0, total: 2 });
    expect(queue.next.map((c) => c.questionId)).toEqual([missed, known]);
    expect(queue.next[0].due).toEqual(card.due);

    await hoursPass(who, missed, 23);
    expect(await available(who)).toMatchObject({ review: 0 });
    await start(who, { exam: exam.slug, mode: 'tutor', filter: 'review', count: 1 }).expect(400);

    await hoursPass(who, missed, 1);
    expect(await available(who)).toMatchObject({ review: 1 });
    expect(await dashboardDue(who)).toBe(1);
    expect(await dueQueue(who)).toMatchObject({ dueNow: 1, dueToday: 1, total: 2 });
    const review = (await start(who, { exam: exam.slug, mode: 'tutor', filter: 'review', count: 1 }).expect(201)).body;
    expect(review.questionIds).toEqual([missed]);

    // Answered right, a day after the miss: good, and out of the queue for some days.
    await answer(who, { sessionId: review.id, questionId: missed, answer: answerOf(missed), timeMs: 1 }).expect(200);
    const reviewed = await cardOf(who, missed);
    expect(reviewed).toMatchObject({ reps: 2, lapses: 0 });
    expect(reviewed.due.getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000);
    expect(await dueQueue(who)).toMatchObject({ dueNow: 0, total: 2 });
    expect(await dashboardDue(who)).toBe(0);
  });

  it("should rate a right answer marked 'I guessed' hard, on REST and tRPC, and refuse a guessed flag that is not a boolean", async () => {
    const who = await learner();
    const session = (await start(who, { exam: exam.slug, mode: 'tutor', count: 3 }).expect(201)).body;
    const [guessed, viaTrpc, known] = session.questionIds;
    await answer(who, { sessionId: session.id, questionId: guessed, answer: answerOf(guessed), timeMs: 1, guessed: true }).expect(200);
    await mutate(t, 'sessions.answer', { sessionId: session.id, questionId: viaTrpc, answer: answerOf(viaTrpc), timeMs: 1, guessed: true }, who.cookie).expect(200);
    await answer(who, { sessionId: session.id, questionId: known, answer: answerOf(known), timeMs: 1, guessed: false }).expect(200);

    const f = direct(0.85);
    const now = new Date();
    const hard = f.next(createEmptyCard(now), now, Rating.Hard).card;
    const good = f.next(createEmptyCard(now), now, Rating.Good).card;
    for (const id of [guessed, viaTrpc]) expect(await cardOf(who, id)).toMatchObject({ stability: hard.stability, difficulty: hard.difficulty, scheduled_days: hard.scheduled_days });
    expect(await cardOf(who, known)).toMatchObject({ stability: good.stability, difficulty: good.difficulty, scheduled_days: good.scheduled_days });
    expect(hard.scheduled_days).toBeLessThan(good.scheduled_days);
    const flags = await db.query(`SELECT question_id, guessed FROM attempts WHERE session_id = $1 ORDER BY guessed DESC, question_id`, [session.id]);
    expect(flags.filter((a: { guessed: boolean }) => a.guessed).map((a: { question_id: string }) => a.question_id).sort()).toEqual([guessed, viaTrpc].sort());

    const other = (await start(who, { exam: exam.slug, mode: 'tutor', count: 1 }).expect(201)).body;
    const bad = await answer(who, { sessionId: other.id, questionId: other.questionIds[0], answer: 'A', timeMs: 1, guessed: 'yes' }).expect(400);
    expect(bad.body.message).toMatch(/guessed must be true or false/);
  });

  it('should update a timed paper\'s cards only when it ends, from the answers that stand', async () => {
    const who = await learner();
    const session = (await start(who, { exam: exam.slug, mode: 'timed', count: 2 }).expect(201)).body;
    const [changed, missed] = session.questionIds;
    await answer(who, { sessionId: session.id, questionId: changed, answer: wrongAnswer(answerOf(changed)), timeMs: 1 }).expect(200);
    await answer(who, { sessionId: session.id, questionId: changed, answer: answerOf(changed), timeMs: 1, guessed: true }).expect(200);
    await answer(who, { sessionId: session.id, questionId: missed, answer: wrongAnswer(answerOf(missed)), timeMs: 1 }).expect(200);
    expect(await cardOf(who, changed)).toBeUndefined();
    expect((await dueQueue(who)).total).toBe(0);

    await t.http().post('/api/r/s/end').set('Cookie', who.cookie).send({ sessionId: session.id }).expect(200);
    const [{ ended_at: endedAt }] = await db.query(`SELECT ended_at FROM quiz_sessions WHERE id = $1`, [session.id]);
    const f = direct(0.85);
    expect(await cardOf(who, changed)).toEqual(asStored(f.next(createEmptyCard(endedAt), endedAt, Rating.Hard).card));
    expect(await cardOf(who, missed)).toEqual(asStored(f.next(createEmptyCard(endedAt), endedAt, Rating.Again).card));
  });

  it('should aim for a higher retention, so review sooner, when the exam is today', async () => {
    const who = await learner();
    const today = new Date().toISOString().slice(0, 10);
    await db.query(`UPDATE users SET exam_dates = $2::jsonb WHERE id = $1`, [who.id, JSON.stringify([{ examSlug: exam.slug, date: today }])]);
    const session = (await start(who, { exam: exam.slug, mode: 'tutor', count: 1 }).expect(201)).body;
    const [q] = session.questionIds;
    await answer(who, { sessionId: session.id, questionId: q, answer: answerOf(q), timeMs: 1 }).expect(200);
    const card = await cardOf(who, q);
    const at = card.last_review as Date;
    expect(card).toEqual(asStored(direct(0.92).next(createEmptyCard(at), at, Rating.Good).card));
    expect(card.scheduled_days).toBeLessThan(direct(0.85).next(createEmptyCard(at), at, Rating.Good).card.scheduled_days);
  });

  it('should rebuild from the answer history, by the replay the migration runs, the cards answering built', async () => {
    const who = await learner();
    const first = (await start(who, { exam: exam.slug, mode: 'tutor', count: 3 }).expect(201)).body;
    const [a, b, c] = first.questionIds;
    await answer(who, { sessionId: first.id, questionId: a, answer: wrongAnswer(answerOf(a)), timeMs: 1 }).expect(200);
    await answer(who, { sessionId: first.id, questionId: b, answer: answerOf(b), timeMs: 1, guessed: true }).expect(200);
    await answer(who, { sessionId: first.id, questionId: c, answer: answerOf(c), timeMs: 1 }).expect(200);
    // A later tutor session answers a again, and a timed paper (ended) answers b again.
    const again = (await start(who, { exam: exam.slug, mode: 'tutor', filter: 'incorrect', count: 1 }).expect(201)).body;
    await answer(who, { sessionId: again.id, questionId: a, answer: answerOf(a), timeMs: 1 }).expect(200);
    const timed = (await start(who, { exam: exam.slug, mode: 'timed', count: 12 }).expect(201)).body;
    await answer(who, { sessionId: timed.id, questionId: b, answer: wrongAnswer(answerOf(b)), timeMs: 1 }).expect(200);
    await t.http().post('/api/r/s/end').set('Cookie', who.cookie).send({ sessionId: timed.id }).expect(200);

    const live = await db.query(`SELECT question_id, ${CARD} FROM user_question_states WHERE user_id = $1 ORDER BY question_id`, [who.id]);
    expect(live).toHaveLength(3);
    await db.query(`UPDATE user_question_states SET due = now(), stability = 1, difficulty = 1, reps = 0, lapses = 0, state = 0, last_review = NULL WHERE user_id = $1`, [who.id]);
    expect(await replayFsrsHistory((sql, params) => db.query(sql, params), [who.id])).toBe(3);
    expect(await db.query(`SELECT question_id, ${CARD} FROM user_question_states WHERE user_id = $1 ORDER BY question_id`, [who.id])).toEqual(live);

    // And by hand: each item's answers, in order, through ts-fsrs.
    const history: Array<{ question_id: string; at: Date; rating: Grade }> = await db.query(
      `SELECT a.question_id, CASE WHEN s.mode = 'tutor' THEN a.created_at ELSE s.ended_at END AS at,
              CASE WHEN a.score = 0 THEN 1 WHEN a.guessed OR a.score < a.max_score THEN 2 ELSE 3 END AS rating
         FROM attempts a JOIN quiz_sessions s ON s.id = a.session_id WHERE a.user_id = $1 ORDER BY a.question_id, at`,
      [who.id],
    );
    const f = direct(0.85);
    for (const row of live) {
      const reviews = history.filter((h) => h.question_id === row.question_id);
      let card = createEmptyCard(reviews[0].at);
      for (const review of reviews) card = f.next(card, review.at, review.rating).card;
      expect({ question_id: row.question_id, ...asStored(card) }).toEqual(row);
    }
    expect(live.find((r: { question_id: string }) => r.question_id === a)).toMatchObject({ reps: 2 });
    expect(live.find((r: { question_id: string }) => r.question_id === b)).toMatchObject({ reps: 2, lapses: 1 });
  });

  it('should refuse an unknown exam with EXAM_NOT_FOUND and a visitor with a 401', async () => {
    const who = await learner();
    const res = await query(t, 'learning.dueQueue', { exam: 'no-such-exam' }, who.cookie).expect(404);
    expect(JSON.stringify(res.body)).toMatch(/EXAM_NOT_FOUND/);
    await query(t, 'learning.dueQueue', { exam: exam.slug }).expect(401);
  });
});
