import { Messages } from '@medprep/shared';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { OneReportPerUserQuestion1763700910000 } from '../src/database/migrations/1763700910000-one-report-per-user-question';
import { EndStrayTrialSessions1763700920000 } from '../src/database/migrations/1763700920000-end-stray-trial-sessions';
import { PgPool } from '../src/database/pg-pool';
import { StandingRepository } from '../src/modules/performance/standing.repository';
import { SessionsRepository } from '../src/modules/sessions/sessions.repository';
import { RedisKeys } from '../src/redis/keys';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { changesHeard } from './helpers/change-feed';
import { createFixtureExam, dropFixtureExam, grantSubscription, wrongAnswer, type FixtureExam } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

describe('question sessions', () => {
  let t: TestApp;
  let db: DataSource;
  let redis: Redis;
  let exam: FixtureExam;
  let user: SignedUpUser;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    redis = new Redis(process.env.REDIS_URL!);
    exam = await createFixtureExam(db, 12);
    user = await signUp(t);
    await grantSubscription(db, user.id, exam.id);
  });
  afterAll(async () => {
    redis.disconnect();
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const start = (who: SignedUpUser, body: object) => t.http().post('/api/r/s/init').set('Cookie', who.cookie).send(body);
  const answer = (who: SignedUpUser, body: object) => t.http().post('/api/r/s/qa').set('Cookie', who.cookie).send(body);
  const answerOf = (id: string) => exam.questions.find((q) => q.id === id)!.answer;

  describe('access', () => {
    it('should refuse a user with neither a subscription nor a trial for the exam', async () => {
      const stranger = await signUp(t);
      const res = await start(stranger, { exam: exam.slug, mode: 'tutor', count: 3 }).expect(403);
      expect(res.body).toMatchObject({ code: 'NO_ACCESS', message: Messages.practice.noAccess(exam.title) });
    });

    it('should refuse a visitor with a 401', async () => {
      await t.http().post('/api/r/s/init').send({ exam: exam.slug, mode: 'tutor', count: 3 }).expect(401);
    });

    it('should refuse an expired subscription at once', async () => {
      const lapsed = await signUp(t);
      await db.query(
        `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) VALUES ($1, $2, now() - interval '40 days', now() - interval '1 second', 'admin')`,
        [lapsed.id, exam.id],
      );
      await start(lapsed, { exam: exam.slug, mode: 'tutor', count: 3 }).expect(403);
    });

    it('should name the field when the request is malformed, never a 500', async () => {
      const res = await start(user, { exam: exam.slug, mode: 'sprint', count: 3 }).expect(400);
      expect(res.body.message).toMatch(/mode must be tutor, timed or mock/);
      await start(user, { exam: exam.slug, mode: 'tutor', count: 1000 }).expect(400);
      await start(user, { exam: exam.slug, mode: 'tutor' }).expect(400);
    });
  });

  describe('a tutor session', () => {
    it('should reveal each answer at once, record it once, and refuse a second answer', async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'tutor', count: 4 }).expect(201)).body;
      expect(session).toMatchObject({ examId: exam.id, mode: 'tutor', timeLimitMs: null });
      expect(session.questionIds).toHaveLength(4);
      expect(JSON.stringify(session.questions)).not.toMatch(/"answer"|explanation|references/);
      expect(session.questions[0].item).toMatchObject({ type: 'sba', options: [{ key: 'A', text: 'Option A' }, { key: 'B' }, { key: 'C' }, { key: 'D' }, { key: 'E' }] });
      expect(session.papers).toBeNull();

      const [first] = session.questionIds;
      const result = (await answer(user, { sessionId: session.id, questionId: first, answer: answerOf(first), timeMs: 12_000 }).expect(200)).body;
      expect(result).toMatchObject({
        response: { choice: answerOf(first) },
        revealed: true,
        score: 1,
        maxScore: 1,
        correct: true,
        correctResponse: { choice: answerOf(first) },
        progress: { answered: 1, total: 4 },
        degraded: false,
      });
      expect(result.item.explanation).toMatch(/fixture question/);
      expect(result.peer).toMatchObject({ type: 'sba', attempts: 1, percentFullMarks: 100 });
      expect(result.performance).toMatchObject({ a: 1, qc: 1, pcor: 100 });

      const again = await answer(user, { sessionId: session.id, questionId: first, answer: 'E', timeMs: 1 }).expect(409);
      expect(again.body.message).toBe(Messages.practice.alreadyAnswered);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM attempts WHERE session_id = $1`, [session.id]);
      expect(n).toBe(1);
    });

    it('should refuse a question that is not part of the session', async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(201)).body;
      const outsider = exam.questions.find((q) => !session.questionIds.includes(q.id))!;
      const res = await answer(user, { sessionId: session.id, questionId: outsider.id, answer: 'A', timeMs: 1 }).expect(400);
      expect(res.body.message).toBe(Messages.practice.notInSession);
    });

    it("should not let another user see or answer someone's session", async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(201)).body;
      const other = await signUp(t);
      await grantSubscription(db, other.id, exam.id);
      await t.http().get(`/api/r/s/${session.id}`).set('Cookie', other.cookie).expect(404);
      await answer(other, { sessionId: session.id, questionId: session.questionIds[0], answer: 'A', timeMs: 1 }).expect(404);
      await t.http().post('/api/r/s/end').set('Cookie', other.cookie).send({ sessionId: session.id }).expect(404);
    });

    it('should end itself after the last answer and review score, time and topics', async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'tutor', count: 3 }).expect(201)).body;
      const [q1, q2, q3] = session.questionIds;
      await answer(user, { sessionId: session.id, questionId: q1, answer: answerOf(q1), timeMs: 1000 }).expect(200);
      await answer(user, { sessionId: session.id, questionId: q2, answer: wrongAnswer(answerOf(q2)), timeMs: 2000 }).expect(200);
      const last = (await answer(user, { sessionId: session.id, questionId: q3, answer: answerOf(q3), timeMs: 3000 }).expect(200)).body;
      expect(last.sessionEnded).toBe(true);
      const review = (await t.http().get(`/api/r/s/${session.id}/review`).set('Cookie', user.cookie).expect(200)).body;
      expect(review.score).toEqual({ total: 3, answered: 3, correct: 2, marks: 2, maxMarks: 3, percentCorrect: 66.67 });
      expect(review.topics.reduce((sum: number, topic: { total: number }) => sum + topic.total, 0)).toBe(3);
      expect(review.topics.reduce((sum: number, topic: { marks: number }) => sum + topic.marks, 0)).toBe(2);
      expect(review.questions.map((q: { response: { choice: string } }) => q.response.choice)).toEqual([answerOf(q1), wrongAnswer(answerOf(q2)), answerOf(q3)]);
      // The last answer sent again (its reply lost): it was saved, and the client is told so.
      const resent = await answer(user, { sessionId: session.id, questionId: q3, answer: answerOf(q3), timeMs: 3000 }).expect(409);
      expect(resent.body).toMatchObject({ code: 'ALREADY_ANSWERED', message: Messages.practice.alreadyAnswered });
    });

    it('should show nothing of an unanswered question in the review of a running session, on REST and tRPC, and everything once it ends', async () => {
      const learner = await signUp(t);
      await grantSubscription(db, learner.id, exam.id);
      const session = (await start(learner, { exam: exam.slug, mode: 'tutor', count: 3 }).expect(201)).body;
      const [q1, ...unanswered] = session.questionIds as string[];
      const tutorAnswer = (await answer(learner, { sessionId: session.id, questionId: q1, answer: answerOf(q1), timeMs: 1000 }).expect(200)).body;
      const secrets = (id: string) => {
        const n = Number(exam.questions.find((q) => q.id === id)!.key.slice(-3));
        return [id, `fixture question ${n}.`, `Fixture question ${n}:`];
      };

      const rest = (await t.http().get(`/api/r/s/${session.id}/review`).set('Cookie', learner.cookie).expect(200)).body;
      const rpc = resultData<{ questions: Array<{ id: string }> }>((await query(t, 'sessions.review', { sessionId: session.id }, learner.cookie).expect(200)).body);
      for (const review of [rest, rpc]) {
        const text = JSON.stringify(review);
        for (const id of unanswered) for (const secret of secrets(id)) expect(text).not.toContain(secret);
        // The answered question shows what answering it showed: answer, explanations, peers.
        expect(review.questions).toHaveLength(1);
        expect(review.questions[0]).toMatchObject({
          id: q1,
          response: tutorAnswer.response,
          mark: tutorAnswer.mark,
          score: 1,
          maxScore: 1,
          correct: true,
          item: tutorAnswer.item,
          peer: tutorAnswer.peer,
        });
      }
      expect(rest.score).toEqual({ total: 3, answered: 1, correct: 1, marks: 1, maxMarks: 3, percentCorrect: 33.33 });

      const ended = (await t.http().post('/api/r/s/end').set('Cookie', learner.cookie).send({ sessionId: session.id }).expect(200)).body;
      const after = (await t.http().get(`/api/r/s/${session.id}/review`).set('Cookie', learner.cookie).expect(200)).body;
      for (const review of [ended, after]) {
        expect(review.questions.map((q: { id: string }) => q.id)).toEqual(session.questionIds);
        for (const id of unanswered) {
          expect(review.questions.find((q: { id: string }) => q.id === id)).toMatchObject({
            response: null,
            mark: null,
            score: 0,
            maxScore: 1,
            correct: false,
            item: { answer: answerOf(id), explanation: expect.stringContaining('fixture question') },
          });
        }
      }
    });

    it('should refuse an answer to a question left unanswered once the session has ended', async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(201)).body;
      const [q1, q2] = session.questionIds;
      await answer(user, { sessionId: session.id, questionId: q1, answer: answerOf(q1), timeMs: 1000 }).expect(200);
      await t.http().post('/api/r/s/end').set('Cookie', user.cookie).send({ sessionId: session.id }).expect(200);
      const late = await answer(user, { sessionId: session.id, questionId: q2, answer: answerOf(q2), timeMs: 1000 }).expect(409);
      expect(late.body).toMatchObject({ code: 'SESSION_ENDED', message: Messages.practice.sessionEnded });
      const again = await answer(user, { sessionId: session.id, questionId: q1, answer: answerOf(q1), timeMs: 1000 }).expect(409);
      expect(again.body.code).toBe('ALREADY_ANSWERED');
    });
  });

  describe('answers sent at once (written together, one statement and one commit)', () => {
    it("should record every user's answers once, each session counting 1, 2, 3, 4 and ending once", async () => {
      const users = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
      await Promise.all(users.map((u) => grantSubscription(db, u.id, exam.id)));
      const sessions = await Promise.all(users.map(async (u) => ({ user: u, session: (await start(u, { exam: exam.slug, mode: 'tutor', count: 4 }).expect(201)).body })));
      const replies = await Promise.all(
        sessions.flatMap(({ user: u, session }) =>
          session.questionIds.map(async (questionId: string) => ({
            user: u,
            body: (await answer(u, { sessionId: session.id, questionId, answer: answerOf(questionId), timeMs: 5_000 }).expect(200)).body,
          })),
        ),
      );
      for (const { user: u, session } of sessions) {
        const mine = replies.filter((r) => r.user === u).map((r) => r.body);
        expect(mine.map((b) => b.progress.answered).sort()).toEqual([1, 2, 3, 4]);
        expect(mine.filter((b) => b.sessionEnded)).toHaveLength(1);
        const [{ n, ended }] = await db.query(`SELECT count(*)::int AS n, bool_and(s.ended_at IS NOT NULL) AS ended FROM attempts a JOIN quiz_sessions s ON s.id = a.session_id WHERE a.session_id = $1`, [session.id]);
        expect(n).toBe(4);
        expect(ended).toBe(true);
        expect(await redis.hget(RedisKeys.userExamPerf(u.id, exam.id), 'a')).toBe('4');
      }
    });

    it('should keep one of the same answer sent five times at once, and tell the rest it is already saved', async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(201)).body;
      const [questionId] = session.questionIds;
      const body = { sessionId: session.id, questionId, answer: answerOf(questionId), timeMs: 3_000 };
      const replies = await Promise.all(Array.from({ length: 5 }, () => answer(user, body)));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(replies.find((r) => r.status === 409)!.body.code).toBe('ALREADY_ANSWERED');
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM attempts WHERE session_id = $1`, [session.id]);
      expect(n).toBe(1);
    });

    it("should count a question answered in two sessions at once twice in the user's standing", async () => {
      const solo = await signUp(t);
      await grantSubscription(db, solo.id, exam.id);
      const both = await Promise.all([0, 1].map(async () => (await start(solo, { exam: exam.slug, mode: 'tutor', count: 12 }).expect(201)).body));
      const questionId = both[0].questionIds[0];
      await Promise.all(both.map((s) => answer(solo, { sessionId: s.id, questionId, answer: wrongAnswer(answerOf(questionId)), timeMs: 4_000 }).expect(200)));
      const [standing] = await db.query(`SELECT attempts, correct_count FROM user_question_states WHERE user_id = $1 AND question_id = $2`, [solo.id, questionId]);
      expect(standing).toEqual({ attempts: 2, correct_count: 0 });
    });

    it('should write answers that arrive in the same moment correctly even when they share a session or a question', async () => {
      const solo = await signUp(t);
      await grantSubscription(db, solo.id, exam.id);
      const [a, b] = await Promise.all([0, 1].map(async () => (await start(solo, { exam: exam.slug, mode: 'tutor', count: 12 }).expect(201)).body));
      const repository = t.app.get(SessionsRepository);
      const write = (session: { id: string }, questionId: string) =>
        repository.recordAnswer(
          { userId: solo.id, sessionId: session.id, questionId, questionVersion: 1, examId: exam.id, response: { choice: answerOf(questionId)! }, score: 1, maxScore: 1, correct: true, timeMs: 1_000, guessed: false },
          null,
          new Date(),
          [],
        );
      const [q1, q2, q3] = a.questionIds;
      // Called in one tick: three share session a, three share question q1 (two of them in session a).
      const results = await Promise.all([write(a, q1), write(a, q2), write(b, q1), write(a, q3), write(a, q1)]);
      expect(results.map((r) => r.recorded)).toEqual([true, true, true, true, false]);
      expect(results.slice(0, 4).filter((r, i) => i !== 2).map((r) => r.answered).sort()).toEqual([1, 2, 3]);
      expect(results[2].answered).toBe(1);
      const [standing] = await db.query(`SELECT attempts FROM user_question_states WHERE user_id = $1 AND question_id = $2`, [solo.id, q1]);
      expect(standing.attempts).toBe(2);
    });

    it('should record a burst of answers to the same sessions once each, every session ending once, with no statement refused', async () => {
      const solo = await signUp(t);
      await grantSubscription(db, solo.id, exam.id);
      const sessions: Array<{ id: string; questionIds: string[] }> = await Promise.all(
        Array.from({ length: 8 }, async () => (await start(solo, { exam: exam.slug, mode: 'tutor', count: 12 }).expect(201)).body),
      );
      const repository = t.app.get(SessionsRepository);
      const pool = t.app.get(PgPool);
      const refusals: string[] = [];
      const query = pool.queryPrepared.bind(pool);
      const spy = jest.spyOn(pool, 'queryPrepared').mockImplementation((statement, values) =>
        query(statement, values).catch((error: { code?: string }) => {
          refusals.push(error.code ?? 'unknown');
          throw error;
        }),
      );
      try {
        // 96 answers in one tick, more than one batch holds: twelve to each of eight sessions, met in
        // opposite orders question by question (as a student's two tabs, or a script, could send them).
        const writes = sessions[0].questionIds.flatMap((_, k) =>
          (k % 2 === 0 ? sessions : [...sessions].reverse()).map((session) =>
            repository.recordAnswer(
              { userId: solo.id, sessionId: session.id, questionId: session.questionIds[k], questionVersion: 1, examId: exam.id, response: { choice: 'A' }, score: 0, maxScore: 1, correct: false, timeMs: 1_000, guessed: false },
              null,
              new Date(),
              [],
            ),
          ),
        );
        const results = await Promise.all(writes);
        expect(results.every((r) => r.recorded)).toBe(true);
        expect(results.filter((r) => r.completed)).toHaveLength(sessions.length);
      } finally {
        spy.mockRestore();
      }
      // Postgres refused nothing: no deadlock (40P01) to break, no answer written twice over.
      expect(refusals).toEqual([]);
      const [{ attempts }] = await db.query(`SELECT sum(attempts)::int AS attempts FROM user_question_states WHERE user_id = $1`, [solo.id]);
      expect(attempts).toBe(96);
    });
  });

  describe('a timed session', () => {
    it('should keep answers back until the end, then show them in the review', async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'timed', count: 3 }).expect(201)).body;
      expect(session.timeLimitMs).toBe(3 * 72_000);
      const q = session.questionIds[0];
      const result = (await answer(user, { sessionId: session.id, questionId: q, answer: answerOf(q), timeMs: 5000 }).expect(200)).body;
      expect(result).toMatchObject({ response: { choice: answerOf(q) }, revealed: false, score: null, maxScore: 1, correct: null, correctResponse: null, mark: null, item: null, peer: null, performance: null });
      const review = (await t.http().post('/api/r/s/end').set('Cookie', user.cookie).send({ sessionId: session.id }).expect(200)).body;
      expect(review.endedAt).not.toBeNull();
      expect(review.questions.find((r: { id: string }) => r.id === q)).toMatchObject({ response: { choice: answerOf(q) }, score: 1, correct: true, item: { answer: answerOf(q) } });
    });

    it("should give 'I guessed' back with each answer on a reload and in the review, on REST and tRPC", async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'timed', count: 3 }).expect(201)).body;
      const [q1, q2, q3] = session.questionIds as string[];
      await answer(user, { sessionId: session.id, questionId: q1, answer: answerOf(q1), timeMs: 1000, guessed: true }).expect(200);
      await answer(user, { sessionId: session.id, questionId: q2, answer: answerOf(q2), timeMs: 1000 }).expect(200);
      type Reloaded = { answers: Array<{ questionId: string; guessed: boolean }> };
      const reload = async () => [
        (await t.http().get(`/api/r/s/${session.id}`).set('Cookie', user.cookie).expect(200)).body as Reloaded,
        resultData<Reloaded>((await query(t, 'sessions.get', { sessionId: session.id }, user.cookie).expect(200)).body),
      ];
      const guessedOf = (answers: Reloaded['answers']) => Object.fromEntries(answers.map((a) => [a.questionId, a.guessed]));
      for (const view of await reload()) expect(guessedOf(view.answers)).toEqual({ [q1]: true, [q2]: false });

      // A paper's answer can change, and with it the toggle.
      await answer(user, { sessionId: session.id, questionId: q1, answer: answerOf(q1), timeMs: 1200, guessed: false }).expect(200);
      await answer(user, { sessionId: session.id, questionId: q2, answer: wrongAnswer(answerOf(q2)), timeMs: 1200, guessed: true }).expect(200);
      for (const view of await reload()) expect(guessedOf(view.answers)).toEqual({ [q1]: false, [q2]: true });

      await t.http().post('/api/r/s/end').set('Cookie', user.cookie).send({ sessionId: session.id }).expect(200);
      type Reviewed = { questions: Array<{ id: string; guessed: boolean }> };
      const rest = (await t.http().get(`/api/r/s/${session.id}/review`).set('Cookie', user.cookie).expect(200)).body as Reviewed;
      const rpc = resultData<Reviewed>((await query(t, 'sessions.review', { sessionId: session.id }, user.cookie).expect(200)).body);
      for (const review of [rest, rpc]) expect(Object.fromEntries(review.questions.map((q) => [q.id, q.guessed]))).toEqual({ [q1]: false, [q2]: true, [q3]: false });
    });

    it('should refuse an answer after the time limit: the server clock decides, and the session ends itself', async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'timed', count: 2 }).expect(201)).body;
      const clock = (await t.http().post('/api/r/s/st').set('Cookie', user.cookie).send({ sessionId: session.id, elapsedMs: 3000 }).expect(200)).body;
      expect(clock.remainingMs).toBeGreaterThan(140_000);
      expect(clock.driftMs).toBeGreaterThan(2000);
      await db.query(`UPDATE quiz_sessions SET started_at = now() - interval '10 minutes' WHERE id = $1`, [session.id]);
      const late = await answer(user, { sessionId: session.id, questionId: session.questionIds[0], answer: 'A', timeMs: 1 }).expect(409);
      expect(late.body.message).toBe(Messages.practice.timeUp);
      const after = (await t.http().post('/api/r/s/st').set('Cookie', user.cookie).send({ sessionId: session.id, elapsedMs: 600_000 }).expect(200)).body;
      expect(after).toMatchObject({ remainingMs: 0, ended: true });
    });
  });

  describe('mock exams', () => {
    it("should scale the real paper's format to the bank", async () => {
      const session = (await start(user, { exam: exam.slug, mode: 'mock' }).expect(201)).body;
      expect(session.questionIds).toHaveLength(12);
      expect(session.timeLimitMs).toBe(12 * 72_000);
    });
  });

  describe('filters', () => {
    it('should offer new, incorrect, flagged and due-for-review questions, with the counts the start form shows', async () => {
      const learner = await signUp(t);
      await grantSubscription(db, learner.id, exam.id);
      const fresh = resultData<{ all: number; new: number; incorrect: number }>((await query(t, 'sessions.available', { exam: exam.slug }, learner.cookie).expect(200)).body);
      expect(fresh).toMatchObject({ all: 12, new: 12, incorrect: 0, flagged: 0, review: 0 });

      const session = (await start(learner, { exam: exam.slug, mode: 'tutor', filter: 'new', count: 4 }).expect(201)).body;
      const [right, wrong1, wrong2] = session.questionIds;
      await answer(learner, { sessionId: session.id, questionId: right, answer: answerOf(right), timeMs: 1 }).expect(200);
      await answer(learner, { sessionId: session.id, questionId: wrong1, answer: wrongAnswer(answerOf(wrong1)), timeMs: 1 }).expect(200);
      await answer(learner, { sessionId: session.id, questionId: wrong2, answer: wrongAnswer(answerOf(wrong2)), timeMs: 1 }).expect(200);
      await mutate(t, 'questions.flag', { questionId: right }, learner.cookie).expect(200);

      const counts = resultData((await query(t, 'sessions.available', { exam: exam.slug }, learner.cookie)).body);
      expect(counts).toMatchObject({ all: 12, new: 9, incorrect: 2, flagged: 1, review: 0 });

      const incorrect = (await start(learner, { exam: exam.slug, mode: 'tutor', filter: 'incorrect', count: 2 }).expect(201)).body;
      expect([...incorrect.questionIds].sort()).toEqual([wrong1, wrong2].sort());
      const flagged = (await start(learner, { exam: exam.slug, mode: 'tutor', filter: 'flagged', count: 1 }).expect(201)).body;
      expect(flagged.questionIds).toEqual([right]);
      const newOnes = (await start(learner, { exam: exam.slug, mode: 'tutor', filter: 'new', count: 9 }).expect(201)).body;
      expect(newOnes.questionIds).not.toContain(right);
      expect(newOnes.questionIds).not.toContain(wrong1);

      const tooMany = await start(learner, { exam: exam.slug, mode: 'tutor', filter: 'incorrect', count: 5 }).expect(400);
      expect(tooMany.body).toMatchObject({ code: 'TOO_FEW_QUESTIONS', message: Messages.practice.tooFew(2), details: { available: 2 } });

      await db.query(`UPDATE user_question_states SET due = now() - interval '1 minute' WHERE user_id = $1 AND question_id = $2`, [learner.id, wrong1]);
      const review = (await start(learner, { exam: exam.slug, mode: 'tutor', filter: 'review', count: 1 }).expect(201)).body;
      expect(review.questionIds).toEqual([wrong1]);
      await answer(learner, { sessionId: review.id, questionId: wrong1, answer: answerOf(wrong1), timeMs: 1 }).expect(200);
      // FSRS: the miss (again) then a right answer (good) push the card a few days out.
      const [state] = await db.query(`SELECT due, reps, lapses FROM user_question_states WHERE user_id = $1 AND question_id = $2`, [learner.id, wrong1]);
      expect(state).toMatchObject({ reps: 2, lapses: 0 });
      expect(new Date(state.due).getTime() - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    });
  });

  describe('the trial session', () => {
    it('should mark the trial started, complete it at the end, and then offer no more sessions', async () => {
      const trialist = await signUp(t);
      await db.query(`INSERT INTO trials (user_id, exam_id, instance) VALUES ($1, $2, 'test')`, [trialist.id, exam.id]);
      const session = (await start(trialist, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(201)).body;
      let trial = (await t.http().get('/api/auth/me').set('Cookie', trialist.cookie)).body.access.trial;
      expect(trial).toMatchObject({ sid: session.id, sessionStarted: true, sessionComplete: false });
      const busy = await start(trialist, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(409);
      expect(busy.body.details.sessionId).toBe(session.id);
      await t.http().post('/api/r/s/end').set('Cookie', trialist.cookie).send({ sessionId: session.id }).expect(200);
      trial = (await t.http().get('/api/auth/me').set('Cookie', trialist.cookie)).body.access.trial;
      expect(trial.sessionComplete).toBe(true);
      expect(trial.sessionCompleteDate).not.toBeNull();
      expect((await start(trialist, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(403)).body.code).toBe('TRIAL_COMPLETE');
      const other = await start(trialist, { exam: 'mrcp-1', mode: 'tutor', count: 2 }).expect(403);
      expect(other.body.message).toBe(Messages.practice.trialOtherExam(exam.title));
    });

    it('should start exactly one session when ten starts of a fresh trial arrive at once, and point the others to it', async () => {
      const trialist = await signUp(t);
      await db.query(`INSERT INTO trials (user_id, exam_id, instance) VALUES ($1, $2, 'test')`, [trialist.id, exam.id]);
      const replies = await Promise.all(Array.from({ length: 10 }, () => start(trialist, { exam: exam.slug, mode: 'tutor', count: 2 })));
      expect(replies.filter((r) => r.status === 201).map((r) => r.status)).toEqual([201]);
      const winner = replies.find((r) => r.status === 201)!.body.id;
      for (const refused of replies.filter((r) => r.status !== 201)) {
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 'TRIAL_IN_PROGRESS', message: Messages.practice.trialInProgress, details: { sessionId: winner } });
      }
      const sessions: Array<{ id: string }> = await db.query(`SELECT id FROM quiz_sessions WHERE user_id = $1`, [trialist.id]);
      expect(sessions.map((s) => s.id)).toEqual([winner]);
      const [trial] = await db.query(`SELECT sid, session_started FROM trials WHERE user_id = $1`, [trialist.id]);
      expect(trial).toEqual({ sid: winner, session_started: true });
    });

    it('should end the extra trial sessions that racing starts left before, keeping the one the trial names', async () => {
      const trialist = await signUp(t);
      await db.query(`INSERT INTO trials (user_id, exam_id, instance) VALUES ($1, $2, 'test')`, [trialist.id, exam.id]);
      const session = (await start(trialist, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(201)).body;
      const runner = db.createQueryRunner();
      await runner.startTransaction();
      try {
        // What the old read-then-write start could leave: a second running trial session.
        const [stray] = await runner.query(
          `INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, question_ids, is_trial) VALUES ($1, $2, 'tutor', 'all', $3, true) RETURNING id`,
          [trialist.id, exam.id, session.questionIds],
        );
        await new EndStrayTrialSessions1763700920000().up(runner);
        const rows: Array<{ id: string; ended: boolean }> = await runner.query(`SELECT id, ended_at IS NOT NULL AS ended FROM quiz_sessions WHERE user_id = $1`, [trialist.id]);
        expect(Object.fromEntries(rows.map((r) => [r.id, r.ended]))).toEqual({ [session.id]: false, [stray.id]: true });
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });

    it('should limit only trial starts: the same account starts sessions of an exam it pays for at once', async () => {
      const trialist = await signUp(t);
      const paid = await createFixtureExam(db, 4);
      try {
        await db.query(`INSERT INTO trials (user_id, exam_id, instance) VALUES ($1, $2, 'test')`, [trialist.id, exam.id]);
        await grantSubscription(db, trialist.id, paid.id);
        const replies = await Promise.all(Array.from({ length: 5 }, () => start(trialist, { exam: paid.slug, mode: 'tutor', count: 2 })));
        expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
        expect(replies.every((r) => r.body.examId === paid.id)).toBe(true);
        await start(trialist, { exam: exam.slug, mode: 'tutor', count: 2 }).expect(201);
      } finally {
        await dropFixtureExam(db, paid);
      }
    });
  });

  describe('question reports', () => {
    const report = (who: SignedUpUser, questionId: string, message: string) => mutate(t, 'questions.report', { questionId, message }, who.cookie);
    const reportsOf = (userId: string, questionId: string): Promise<Array<{ id: string; message: string; status: string }>> =>
      db.query(`SELECT id, message, status FROM question_reports WHERE user_id = $1 AND question_id = $2`, [userId, questionId]);

    it("should keep one report per user and question: a second report edits the first (and reopens it), another user's is their own", async () => {
      const reporter = await signUp(t);
      await grantSubscription(db, reporter.id, exam.id);
      const q = exam.questions[0].id;
      const first = resultData<{ reportId: string }>((await report(reporter, q, 'Option B is also defensible.').expect(200)).body);
      await db.query(`UPDATE question_reports SET status = 'fixed' WHERE id = $1`, [first.reportId]);
      const second = resultData<{ reportId: string }>((await report(reporter, q, 'Option B is defensible: see the 2024 guideline.').expect(200)).body);
      expect(second.reportId).toBe(first.reportId);
      expect(await reportsOf(reporter.id, q)).toEqual([{ id: first.reportId, message: 'Option B is defensible: see the 2024 guideline.', status: 'open' }]);

      const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => report(reporter, q, `Edited at once, version ${i}.`)));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await reportsOf(reporter.id, q)).toHaveLength(1);

      const other = await signUp(t);
      await grantSubscription(db, other.id, exam.id);
      const theirs = resultData<{ reportId: string }>((await report(other, q, 'The stem has a typo.').expect(200)).body);
      expect(theirs.reportId).not.toBe(first.reportId);
    });

    it('should leave only the newest of the duplicate reports made before the rule, then hold it in the database', async () => {
      const reporter = await signUp(t);
      const q = exam.questions[1].id;
      const runner = db.createQueryRunner();
      await runner.startTransaction();
      try {
        // The rows the old code could write, then the migration over them (undone after the test).
        await runner.query(`ALTER TABLE question_reports DROP CONSTRAINT uq_question_reports_user_question`);
        for (const [message, age] of [['oldest', 3], ['newest', 1], ['middle', 2]] as const) {
          await runner.query(`INSERT INTO question_reports (user_id, question_id, message, created_at) VALUES ($1, $2, $3, now() - make_interval(mins => $4))`, [reporter.id, q, message, age]);
        }
        await new OneReportPerUserQuestion1763700910000().up(runner);
        const rows = await runner.query(`SELECT message FROM question_reports WHERE user_id = $1 AND question_id = $2`, [reporter.id, q]);
        expect(rows).toEqual([{ message: 'newest' }]);
        await expect(runner.query(`INSERT INTO question_reports (user_id, question_id, message) VALUES ($1, $2, 'again')`, [reporter.id, q])).rejects.toThrow(/uq_question_reports_user_question/);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });

  describe('performance counters and the guarded Redis reads', () => {
    it('should keep the user exam record in Redis with the spec fields', async () => {
      const record = await redis.hgetall(RedisKeys.userExamPerf(user.id, exam.id));
      expect(Object.keys(record).sort()).toEqual(expect.arrayContaining(['a', 'aqt', 'pcom', 'pcor', 'qc', 'tt']));
      const [{ n, qc }] = await db.query(`SELECT count(*)::int AS n, sum(correct::int)::int AS qc FROM attempts WHERE user_id = $1 AND exam_id = $2`, [user.id, exam.id]);
      expect(Number(record.a)).toBe(n);
      expect(Number(record.qc)).toBe(qc);
    });

    it("should read the caller's own keys and public aggregates on every route", async () => {
      const own = RedisKeys.userExamPerf(user.id, exam.id);
      const viaRest = (await t.http().post('/api/r/query').set('Cookie', user.cookie).send({ command: 'HGETALL', args: [own] }).expect(200)).body;
      expect(viaRest).toMatchObject({ success: true, error: null, result: { a: expect.any(String) } });
      const viaTrpc = resultData<{ success: boolean }>((await query(t, 'redis.query', { command: 'SCARD', args: [RedisKeys.userAttempted(user.id, exam.id)] }, user.cookie).expect(200)).body);
      expect(viaTrpc.success).toBe(true);
      await t.http().get(`/api/r/${encodeURIComponent(RedisKeys.examPeer(exam.id))}`).set('Cookie', user.cookie).expect(200);
      const keys = (await t.http().post('/api/r/query').set('Cookie', user.cookie).send({ command: 'KEYS', args: ['*'] }).expect(200)).body.result as string[];
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => k.startsWith(`user:{u:${user.id}}:`))).toBe(true);
    });

    it("should refuse another user's keys on every route, and every non-read command", async () => {
      const snoop = await signUp(t);
      const theirs = RedisKeys.userExamPerf(user.id, exam.id);
      await t.http().post('/api/r/query').set('Cookie', snoop.cookie).send({ command: 'HGETALL', args: [theirs] }).expect(403);
      await t.http().get(`/api/r/${encodeURIComponent(theirs)}`).set('Cookie', snoop.cookie).expect(403);
      await query(t, 'redis.query', { command: 'HGETALL', args: [theirs] }, snoop.cookie).expect(403);
      const pipeline = (await t.http().post('/api/r/pipeline').set('Cookie', snoop.cookie).send({ commands: [{ command: 'HGETALL', args: [theirs] }, { command: 'SCARD', args: [RedisKeys.userAttempted(user.id, exam.id)] }] }).expect(200)).body;
      expect(pipeline.every((r: { success: boolean }) => !r.success)).toBe(true);
      const keys = (await t.http().post('/api/r/query').set('Cookie', snoop.cookie).send({ command: 'KEYS', args: [`user:{u:${user.id}}:*`] }).expect(200)).body.result;
      expect(keys).toEqual([]);
      for (const command of ['DEL', 'FLUSHALL', 'SET', 'EVAL', 'CONFIG']) {
        const res = await t.http().post('/api/r/query').set('Cookie', user.cookie).send({ command, args: [RedisKeys.userExamPerf(user.id, exam.id)] }).expect(400);
        expect(res.body.message).toMatch(/^Unknown Redis raw query error\./);
      }
      expect(await redis.exists(theirs)).toBe(1);
      await t.http().post('/api/r/query').send({ command: 'HGETALL', args: [theirs] }).expect(401);
    });

    it("should show each dashboard read at the same moment its own user's review queue", async () => {
      const [a, b] = await Promise.all([signUp(t), signUp(t)]);
      await Promise.all([a, b].map((u) => grantSubscription(db, u.id, exam.id)));
      const answerSome = async (who: SignedUpUser, n: number) => {
        const session = (await start(who, { exam: exam.slug, mode: 'tutor', count: n }).expect(201)).body;
        for (const questionId of session.questionIds) await answer(who, { sessionId: session.id, questionId, answer: answerOf(questionId), timeMs: 2_000 }).expect(200);
      };
      await answerSome(a, 3);
      await answerSome(b, 1);
      await db.query(`UPDATE user_question_states SET due = now() - interval '1 minute' WHERE user_id = ANY($1::uuid[])`, [[a.id, b.id]]);
      // Asked in one tick, so they are answered by one query.
      const standing = t.app.get(StandingRepository);
      const [dueA, dueB] = await Promise.all([standing.dueForReview(a.id, [exam.id]), standing.dueForReview(b.id, [exam.id])]);
      expect([dueA.get(exam.id), dueB.get(exam.id)]).toEqual([3, 1]);
      const overview = resultData<{ exams: Array<{ examId: string; dueForReview: number }> }>((await query(t, 'performance.overview', undefined, a.cookie).expect(200)).body);
      expect(overview.exams.find((e) => e.examId === exam.id)!.dueForReview).toBe(3);
    });

    it('should show the dashboard overview with progress and peers', async () => {
      const overview = resultData<{ degraded: boolean; exams: Array<{ examId: string; totalQuestions: number; record: { a: number }; progress: number; daysLeft: number }> }>(
        (await query(t, 'performance.overview', undefined, user.cookie).expect(200)).body,
      );
      expect(overview.degraded).toBe(false);
      const mine = overview.exams.find((e) => e.examId === exam.id)!;
      expect(mine.totalQuestions).toBe(12);
      expect(mine.record.a).toBeGreaterThan(0);
      expect(mine.progress).toBeGreaterThan(0);
      expect(mine.daysLeft).toBe(30);
    });

    it('should show on the dashboard the record kept in Redis, field for field, and zeros for an exam not yet practised', async () => {
      const other = (await db.query(`SELECT id FROM exams WHERE active AND id <> $1 ORDER BY sort_order LIMIT 1`, [exam.id]))[0];
      await grantSubscription(db, user.id, other.id);
      // Granted behind the app's back, after the overview above cached this user's access.
      await changesHeard(t);
      const overview = resultData<{ exams: Array<{ examId: string; record: Record<string, number> }> }>(
        (await query(t, 'performance.overview', undefined, user.cookie).expect(200)).body,
      );
      const kept = await redis.hgetall(RedisKeys.userExamPerf(user.id, exam.id));
      const asNumbers = Object.fromEntries(['a', 'qc', 'pcor', 'tt', 'aqt', 'pcom'].map((field) => [field, Number(kept[field])]));
      expect(overview.exams.find((e) => e.examId === exam.id)!.record).toEqual(asNumbers);
      expect(overview.exams.find((e) => e.examId === other.id)!.record).toEqual({ a: 0, qc: 0, pcor: 0, tt: 0, aqt: 0, pcom: 0 });
    });
  });
});
