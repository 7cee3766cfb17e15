import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maxScoreOf, percentage } from '@medprep/shared';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { DELETED_ACCOUNTS_USER_ID } from '../src/modules/account/personal-data.repository';
import { rebuildPerformance } from '../src/modules/performance/performance-rebuild';
import { RedisKeys } from '../src/redis/keys';
import { readMail, signUp, STRONG_PASSWORD, tokenCookie, type SignedUpUser } from './helpers/accounts';
import { TEST_CARD, variantOf } from './helpers/catalogue';
import { eventually } from './helpers/eventually';
import { createFixtureExam, createTypedFixtureExam, dropFixtureExam, grantSubscription, wrongAnswer, type FixtureExam } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';
import { chooseItem, emqItem, mtfItem, numericItem, rankingItem, sbaItem } from '@medprep/shared/testing';

interface HistoryPage {
  sessions: Array<{ sessionId: string; examSlug: string; mode: string; running: boolean; questions: number; answered: number; correct: number; percentCorrect: number; timeSpentMs: number }>;
  nextCursor: { startedAt: Date; sessionId: string } | null;
}

describe('an account that keeps records', () => {
  let t: TestApp;
  let db: DataSource;
  let redis: Redis;
  let exam: FixtureExam;
  const outbox = mkdtempSync(join(tmpdir(), 'medprep-outbox-'));

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp({ OUTBOX_DIR: outbox });
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    redis = new Redis(process.env.REDIS_URL!);
    exam = await createFixtureExam(db, 12);
  });
  afterAll(async () => {
    redis.disconnect();
    await db.query(`DELETE FROM orders WHERE exam_id = $1`, [exam.id]);
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const login = (email: string, password: string) => t.http().post('/api/auth/login').send({ email, password });
  const me = (cookie: string) => t.http().get('/api/auth/me').set('Cookie', cookie);
  const answerOf = (id: string) => exam.questions.find((q) => q.id === id)!.answer;

  /** Starts a tutor session of `count` questions and answers `answered` of them, `right` correctly. */
  async function practise(user: SignedUpUser, count: number, answered: number, right = answered, end = true) {
    const session = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, mode: 'tutor', count }).expect(201)).body;
    for (const [i, questionId] of (session.questionIds as string[]).slice(0, answered).entries()) {
      const chosen = i < right ? answerOf(questionId) : wrongAnswer(answerOf(questionId));
      await t.http().post('/api/r/s/qa').set('Cookie', user.cookie).send({ sessionId: session.id, questionId, answer: chosen, timeMs: 1000 }).expect(200);
    }
    if (end && answered < count) await t.http().post('/api/r/s/end').set('Cookie', user.cookie).send({ sessionId: session.id }).expect(200);
    return session.id as string;
  }

  const history = async (user: SignedUpUser, input: object = {}) => resultData<HistoryPage>((await query(t, 'account.history', input, user.cookie).expect(200)).body);

  describe('performance.overview peers', () => {
    it('should give no peer figure (null, not 0) for an exam nobody has answered', async () => {
      const fresh = await createFixtureExam(db, 3);
      try {
        const user = await signUp(t);
        await grantSubscription(db, user.id, fresh.id);
        const peersOf = async () =>
          resultData<{ exams: Array<{ examId: string; peerPercentCorrect: number | null }> }>((await query(t, 'performance.overview', undefined, user.cookie).expect(200)).body).exams.find(
            (e) => e.examId === fresh.id,
          )!.peerPercentCorrect;
        expect(await peersOf()).toBeNull();
      } finally {
        await dropFixtureExam(db, fresh);
      }
    });
  });

  describe('account.history', () => {
    it('should list every session newest first with its score, and a running one as running', async () => {
      const user = await signUp(t);
      await grantSubscription(db, user.id, exam.id);
      const first = await practise(user, 4, 4, 3);
      const running = await practise(user, 5, 2, 2, false);
      const page = await history(user);
      expect(page.sessions.map((s) => s.sessionId)).toEqual([running, first]);
      expect(page.sessions[0]).toMatchObject({ running: true, questions: 5, answered: 2, correct: 2, percentCorrect: 40, examSlug: exam.slug, mode: 'tutor' });
      expect(page.sessions[1]).toMatchObject({ running: false, questions: 4, answered: 4, correct: 3, percentCorrect: 75 });
      expect(page.sessions[1].timeSpentMs).toBeGreaterThanOrEqual(0);
      expect(page.nextCursor).toBeNull();
      // Nobody else's sessions.
      expect((await history(await signUp(t))).sessions).toEqual([]);
    });

    it("should give a session's percent correct as the marks earned of the marks its items carry, whatever their types", async () => {
      const typed = await createTypedFixtureExam(db, [sbaItem(), mtfItem([true, false, true, true]), emqItem(['C', 'H', 'C']), rankingItem(['C', 'A', 'E', 'B', 'D']), chooseItem(['A', 'D', 'F']), numericItem(12.5, 0.5)]);
      try {
        const user = await signUp(t);
        await grantSubscription(db, user.id, typed.id);
        const session = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: typed.slug, mode: 'tutor', count: 6 }).expect(201)).body;
        const idOf = (type: string) => typed.questions.find((q) => q.item.type === type)!.id;
        const send = (type: string, response: object) =>
          t.http().post('/api/r/s/qa').set('Cookie', user.cookie).send({ sessionId: session.id, questionId: idOf(type), response, timeMs: 1000 }).expect(200);
        await send('ranking', { order: ['A', 'C', 'E', 'B', 'D'] });
        await send('choose', { choices: ['A', 'D', 'B'] });
        const [entry] = (await history(user)).sessions;
        // 18 of 20 and 8 of 12, of the 1 + 4 + 3 + 20 + 12 + 1 marks the six items carry. The history
        // sums full marks in SQL (MAX_SCORE_SQL): they must be maxScoreOf's.
        expect(typed.questions.reduce((sum, q) => sum + maxScoreOf(q.item), 0)).toBe(41);
        expect(entry).toMatchObject({ sessionId: session.id, questions: 6, answered: 2, correct: 0, percentCorrect: percentage(26, 41) });
      } finally {
        await dropFixtureExam(db, typed);
      }
    });

    it('should page through a long history without repeating or skipping a session', async () => {
      const user = await signUp(t);
      await grantSubscription(db, user.id, exam.id);
      await db.query(
        `INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, question_ids, started_at, ended_at)
         SELECT $1, $2, 'tutor', 'all', ARRAY[$3::uuid], now() - make_interval(mins => g), now() - make_interval(mins => g) FROM generate_series(1, 60) g`,
        [user.id, exam.id, exam.questions[0].id],
      );
      const seen: string[] = [];
      let cursor: HistoryPage['nextCursor'] = null;
      do {
        const page: HistoryPage = await history(user, { cursor, limit: 25 });
        seen.push(...page.sessions.map((s) => s.sessionId));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(60);
      expect(new Set(seen).size).toBe(60);
    });

    it('should refuse a visitor, and a malformed cursor naming the field', async () => {
      await query(t, 'account.history', {}).expect(401);
      const user = await signUp(t);
      const res = await query(t, 'account.history', { cursor: { startedAt: new Date(), sessionId: 'nope' } }, user.cookie).expect(400);
      expect(JSON.stringify(res.body)).toContain('cursor.sessionId');
    });
  });

  describe('account.orders and account.receipt', () => {
    it('should list the orders with their states and give a receipt for a paid one only, to its buyer only', async () => {
      const user = await signUp(t, { firstName: 'Grace', surname: 'Hopper' });
      const variant = await variantOf(db, 'msra', 3, 'gbp');
      const pay = async () => resultData<{ orderId: string }>((await mutate(t, 'checkout.createPayment', { variantId: variant.id, checkoutType: 'product' }, user.cookie).expect(200)).body).orderId;
      const paid = await pay();
      await mutate(t, 'checkout.confirmLocalPayment', { orderId: paid, card: TEST_CARD }, user.cookie).expect(200);
      const pending = await pay();
      const list = resultData<{ orders: Array<{ orderId: string; status: string; currency: string; examSlug: string; amount: number }> }>(
        (await query(t, 'account.orders', undefined, user.cookie).expect(200)).body,
      ).orders;
      expect(list.find((o) => o.orderId === paid)).toMatchObject({ status: 'paid', currency: 'gbp', examSlug: 'msra', amount: variant.priceMinor / 100 });
      expect(list.find((o) => o.orderId === pending)?.status).toMatch(/pending|cancelled/);

      const receipt = resultData<Record<string, unknown>>((await query(t, 'account.receipt', { orderId: paid }, user.cookie).expect(200)).body);
      expect(receipt).toMatchObject({ orderId: paid, examTitle: 'MSRA', periodMonths: 3, currency: 'gbp', amount: variant.priceMinor / 100, card: { brand: 'Visa', last4: '4242' } });
      expect(receipt.buyer).toEqual({ name: 'Grace Hopper', email: user.email });
      expect((await t.http().get(`/api/account/orders/${paid}/receipt`).set('Cookie', user.cookie).expect(200)).body.orderId).toBe(paid);

      await query(t, 'account.receipt', { orderId: pending }, user.cookie).expect(404);
      const stranger = await signUp(t);
      await query(t, 'account.receipt', { orderId: paid }, stranger.cookie).expect(404);
      expect(resultData<{ orders: unknown[] }>((await query(t, 'account.orders', undefined, stranger.cookie).expect(200)).body).orders).toEqual([]);
    });
  });

  describe('users.changePassword', () => {
    const change = (cookie: string, currentPassword: string, newPassword: string) => mutate(t, 'users.changePassword', { currentPassword, newPassword }, cookie);

    it('should change the password with the current one, keep this session, end the others and tell the owner', async () => {
      const user = await signUp(t);
      const elsewhere = tokenCookie(await login(user.email, user.password).expect(200));
      await change(user.cookie, user.password, 'Sinus-Rhythm-Lantern-7').expect(200);
      await me(user.cookie).expect(200);
      await me(elsewhere).expect(401);
      await login(user.email, user.password).expect(401);
      await login(user.email, 'Sinus-Rhythm-Lantern-7').expect(200);
      expect((await readMail(outbox, user.email)).replace(/=\r?\n/g, '')).toContain('password of your MedPrep account was changed');
    });

    it('should refuse a wrong current password and a weak new one, changing nothing', async () => {
      const user = await signUp(t, { firstName: 'Probe', surname: 'Tester' });
      expect((await change(user.cookie, 'not-mine', 'Sinus-Rhythm-Lantern-7').expect(400)).body.error.json.data.domainCode).toBe('CURRENT_PASSWORD_WRONG');
      expect((await change(user.cookie, user.password, 'Probe Tester').expect(400)).body.error.json.data.domainCode).toBe('WEAK_PASSWORD');
      expect(JSON.stringify((await change(user.cookie, user.password, 'short').expect(400)).body)).toContain('newPassword');
      await login(user.email, user.password).expect(200);
    });

    it('should count a wrong current password as a failed sign-in', async () => {
      const user = await signUp(t);
      for (let i = 0; i < 5; i++) await change(user.cookie, `guess-${i}`, 'Sinus-Rhythm-Lantern-7').expect(400);
      await change(user.cookie, user.password, 'Sinus-Rhythm-Lantern-7').expect(429);
      await login(user.email, user.password).expect(429);
    });
  });

  describe('GET /api/account/export', () => {
    it("should send the user's own data as a dated JSON attachment, without secrets", async () => {
      const user = await signUp(t, { firstName: 'Export', surname: 'Me' });
      await grantSubscription(db, user.id, exam.id);
      await practise(user, 3, 3);
      const res = await t.http().get('/api/account/export').set('Cookie', user.cookie).expect(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="medprep-data-${new Date().toISOString().slice(0, 10)}.json"`);
      expect(res.body.users[0]).toMatchObject({ id: user.id, email: user.email, first_name: 'Export' });
      expect(res.body.profiles).toHaveLength(1);
      expect(res.body.subscriptions).toHaveLength(1);
      expect(res.body.sessions).toHaveLength(1);
      expect(res.body.attempts).toHaveLength(3);
      expect(res.body.attempts[0]).toMatchObject({ response: { choice: expect.any(String) }, score: expect.any(Number), max_score: 1, correct: expect.any(Boolean) });
      for (const key of ['orders', 'trials', 'flags', 'reports', 'notes', 'authSessions']) expect(Array.isArray(res.body[key])).toBe(true);
      expect(JSON.stringify(res.body)).not.toMatch(/password_hash|token_hash|\$argon2/);
      await t.http().get('/api/account/export').expect(401);
    });
  });

  describe('POST /api/account/delete', () => {
    const peerFigures = async () => {
      const keys = [RedisKeys.examPeer(exam.id), ...exam.questions.map((q) => RedisKeys.questionPerf(q.id))];
      return Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await redis.hgetall(key)] as const)));
    };

    it('should refuse without the password or the typed confirmation, deleting nothing', async () => {
      const user = await signUp(t);
      await t.http().post('/api/account/delete').set('Cookie', user.cookie).send({ password: 'wrong-one', confirmation: 'DELETE' }).expect(400);
      const res = await t.http().post('/api/account/delete').set('Cookie', user.cookie).send({ password: user.password, confirmation: 'delete' }).expect(400);
      expect(JSON.stringify(res.body)).toContain('confirmation');
      await me(user.cookie).expect(200);
    });

    it('should erase the person, free the e-mail, sign out everywhere and keep answers and orders detached, with the same peer figures', async () => {
      const user = await signUp(t, { firstName: 'Leaving', surname: 'Soon' });
      const other = await signUp(t);
      await grantSubscription(db, user.id, exam.id);
      await grantSubscription(db, other.id, exam.id);
      await practise(user, 6, 6, 4);
      await practise(other, 5, 5, 2);
      await practise(user, 4, 1, 0, false);
      const variant = await variantOf(db, 'msra', 1, 'usd');
      const { orderId } = resultData<{ orderId: string }>((await mutate(t, 'checkout.createPayment', { variantId: variant.id, checkoutType: 'product' }, user.cookie).expect(200)).body);
      await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie).expect(200);
      await db.query(`INSERT INTO question_flags (user_id, question_id, exam_id) VALUES ($1, $2, $3)`, [user.id, exam.questions[0].id, exam.id]);
      const elsewhere = tokenCookie(await login(user.email, user.password).expect(200));
      const peersBefore = await peerFigures();
      expect(Number(peersBefore[RedisKeys.examPeer(exam.id)].a)).toBeGreaterThanOrEqual(12);
      const [{ n: attemptsBefore }] = await db.query(`SELECT count(*)::int AS n FROM attempts WHERE exam_id = $1`, [exam.id]);

      const res = await t.http().post('/api/account/delete').set('Cookie', user.cookie).send({ password: user.password, confirmation: 'DELETE' }).expect(200);
      expect(String(res.headers['set-cookie'])).toMatch(/token=;/);

      await me(user.cookie).expect(401);
      await me(elsewhere).expect(401);
      await login(user.email, user.password).expect(401);
      expect(await db.query(`SELECT 1 FROM users WHERE id = $1 OR email = $2`, [user.id, user.email])).toEqual([]);
      for (const table of ['user_profiles', 'auth_sessions', 'subscriptions', 'quiz_sessions', 'attempts', 'orders', 'question_flags', 'user_question_states']) {
        expect([table, await db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [user.id])]).toEqual([table, []]);
      }
      // Answers and the order are kept, detached from the person.
      const [{ n: attemptsAfter }] = await db.query(`SELECT count(*)::int AS n FROM attempts WHERE exam_id = $1`, [exam.id]);
      expect(attemptsAfter).toBe(attemptsBefore);
      const [order] = await db.query(`SELECT user_id, status, amount_minor FROM orders WHERE id = $1`, [orderId]);
      expect(order).toMatchObject({ user_id: DELETED_ACCOUNTS_USER_ID, status: 'paid' });
      expect(await db.query(`SELECT 1 FROM quiz_sessions WHERE user_id = $1 AND ended_at IS NULL`, [DELETED_ACCOUNTS_USER_ID])).toEqual([]);
      // The person's own counters go; the peer figures stay, live and after a rebuild.
      await eventually(async () => expect(await redis.keys(`${RedisKeys.userPrefix(user.id)}*`)).toEqual([]));
      expect(await peerFigures()).toEqual(peersBefore);
      await rebuildPerformance(db, redis);
      expect(await peerFigures()).toEqual(peersBefore);
      expect(await redis.keys(`${RedisKeys.userPrefix(user.id)}*`)).toEqual([]);
      // The other user's record is untouched, and the e-mail can sign up again.
      const overview = resultData<{ exams: Array<{ examId: string; record: { a: number } }> }>((await query(t, 'performance.overview', undefined, other.cookie).expect(200)).body);
      expect(overview.exams.find((e) => e.examId === exam.id)!.record.a).toBe(5);
      await t.http().post('/api/auth/register').send({ email: user.email, password: STRONG_PASSWORD, firstName: 'New', surname: 'Start' }).expect(201);
      expect((await readMail(outbox, user.email)).replace(/=\r?\n/g, '')).toContain('account was deleted');
    });

    it('should count the answers of a paper still running when the account goes, live as a rebuild would', async () => {
      const user = await signUp(t);
      await grantSubscription(db, user.id, exam.id);
      const paper = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, mode: 'timed', count: 3 }).expect(201)).body;
      const [q1, q2] = paper.questionIds as string[];
      for (const [questionId, chosen] of [[q1, answerOf(q1)], [q2, wrongAnswer(answerOf(q2))]] as const) {
        await t.http().post('/api/r/s/qa').set('Cookie', user.cookie).send({ sessionId: paper.id, questionId, answer: chosen, timeMs: 1000 }).expect(200);
      }
      const before = await peerFigures();

      await t.http().post('/api/account/delete').set('Cookie', user.cookie).send({ password: user.password, confirmation: 'DELETE' }).expect(200);

      // The paper's two answers that stood are in the peer figures now, not only after a rebuild.
      const live = await peerFigures();
      expect(Number(live[RedisKeys.examPeer(exam.id)].a)).toBe(Number(before[RedisKeys.examPeer(exam.id)].a ?? 0) + 2);
      expect(Number(live[RedisKeys.questionPerf(q1)].a)).toBe(Number(before[RedisKeys.questionPerf(q1)].a ?? 0) + 1);
      await rebuildPerformance(db, redis);
      expect(await peerFigures()).toEqual(live);
    });

    it("should export and erase the user's notes, whichever table holds them", async () => {
      await db.query(`CREATE TABLE probe_question_notes (user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT, body text NOT NULL)`);
      try {
        const user = await signUp(t);
        await db.query(`INSERT INTO probe_question_notes (user_id, body) VALUES ($1, 'Remember the Wolff-Chaikoff effect')`, [user.id]);
        const exported = await t.http().get('/api/account/export').set('Cookie', user.cookie).expect(200);
        expect(exported.body.notes).toEqual([{ user_id: user.id, body: 'Remember the Wolff-Chaikoff effect' }]);
        await t.http().post('/api/account/delete').set('Cookie', user.cookie).send({ password: user.password, confirmation: 'DELETE' }).expect(200);
        expect(await db.query(`SELECT 1 FROM probe_question_notes`)).toEqual([]);
      } finally {
        await db.query(`DROP TABLE probe_question_notes`);
      }
    });

    it('should keep a second deletion working (the deleted-accounts row is shared)', async () => {
      const user = await signUp(t);
      await grantSubscription(db, user.id, exam.id);
      await practise(user, 2, 2);
      await t.http().post('/api/account/delete').set('Cookie', user.cookie).send({ password: user.password, confirmation: 'DELETE' }).expect(200);
      await login('deleted-accounts@medprep.invalid', '!').expect(401);
    });
  });
});
