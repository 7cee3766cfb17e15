import { READINESS_MIN_ANSWERED, type Readiness } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { eventually } from './helpers/eventually';
import { createFixtureExam, dropFixtureExam, grantSubscription, wrongAnswer, type FixtureExam } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';

type Available = Extract<Readiness, { available: true }>;

describe('learning.readiness and the difficulty refit', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;
  let admin: SignedUpUser;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    exam = await createFixtureExam(db, 60);
    admin = await signUp(t);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  });
  afterAll(async () => {
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const readiness = async (who: SignedUpUser) => resultData<Readiness>((await query(t, 'learning.readiness', { exam: exam.slug }, who.cookie).expect(200)).body);
  const subscriber = async () => {
    const user = await signUp(t);
    await grantSubscription(db, user.id, exam.id);
    return user;
  };
  /** Answers `questions` through the API in one tutor session: right where `right` says. */
  async function answer(who: SignedUpUser, questions: FixtureExam['questions'], right: (i: number) => boolean) {
    const session = (await t.http().post('/api/r/s/init').set('Cookie', who.cookie).send({ exam: exam.slug, mode: 'tutor', filter: 'new', count: questions.length }).expect(201)).body;
    const ids = session.questionIds as string[];
    for (const [i, id] of ids.entries()) {
      const q = exam.questions.find((x) => x.id === id)!;
      await t.http().post('/api/r/s/qa').set('Cookie', who.cookie).send({ sessionId: session.id, questionId: id, answer: right(i) ? q.answer : wrongAnswer(q.answer), timeMs: 4000 }).expect(200);
    }
  }
  /**
   * Other candidates' history, written straight to the database: item k of 60 is answered right by
   * a share of candidates that falls with k, so later items are harder.
   */
  async function peerHistory(candidates: number) {
    for (let c = 0; c < candidates; c++) {
      const peer = await signUp(t);
      const ids = exam.questions.map((q) => q.id);
      const [session] = await db.query(`INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, question_ids, ended_at) VALUES ($1, $2, 'tutor', 'all', $3::uuid[], now()) RETURNING id`, [peer.id, exam.id, ids]);
      const right = ids.map((_, k) => (c * 7 + k * 13) % 60 >= k);
      await db.query(
        `INSERT INTO attempts (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms)
         SELECT $1, $2, u.id, $3, '{"choice":"A"}', u.ok::int, 1, u.ok, 3000 FROM unnest($4::uuid[], $5::boolean[]) AS u(id, ok)`,
        [peer.id, session.id, exam.id, ids, right],
      );
    }
  }

  it(`should stay hidden below ${READINESS_MIN_ANSWERED} answered items, saying how many more are needed`, async () => {
    const user = await subscriber();
    expect(await readiness(user)).toMatchObject({ available: false, answered: 0, needed: READINESS_MIN_ANSWERED });
    await answer(user, exam.questions.slice(0, READINESS_MIN_ANSWERED - 1), (i) => i % 3 !== 0);
    const hidden = await readiness(user);
    expect(hidden).toMatchObject({ available: false, answered: READINESS_MIN_ANSWERED - 1, needed: 1 });
    expect(hidden.method).toMatch(/Rasch/);

    await answer(user, exam.questions.slice(0, 1), () => true);
    const shown = (await readiness(user)) as Available;
    expect(shown).toMatchObject({ available: true, answered: READINESS_MIN_ANSWERED });
    expect(shown.band[0]).toBeLessThan(shown.predictedPercent);
    expect(shown.band[1]).toBeGreaterThan(shown.predictedPercent);
    expect(shown.se).toBeGreaterThan(0);
    // The fixture exam publishes no pass mark, so no pass probability is claimed.
    expect(shown.passProbability).toBeUndefined();
  });

  it('should refit difficulties on request (202, progress to done) so harder items get higher difficulties, and predict lower for a weaker user', async () => {
    await peerHistory(40);
    const member = await signUp(t);
    await t.http().post('/api/admin/learning/difficulties/refit').set('Cookie', member.cookie).expect(403);

    const refit = (body: object) => t.http().post('/api/admin/learning/difficulties/refit').set('Cookie', admin.cookie).send(body);
    expect((await refit({ exam: 'no-such-exam' }).expect(404)).body.code).toBe('EXAM_NOT_FOUND');
    await refit({ exam: 'Not a slug!' }).expect(400);
    await refit({ examSlugs: [exam.slug] }).expect(400);

    // Another suite's refit may hold the lock for a moment (409 REFIT_RUNNING): wait for it.
    const started = await eventually(async () => (await refit({ exam: exam.slug }).expect(202)).body, 30_000);
    expect(started).toMatchObject({ status: 'running', done: 0, total: 1 });
    await eventually(async () => {
      const [run] = await db.query(`SELECT status, done, total FROM stats_runs WHERE id = $1`, [started.id]);
      expect(run).toEqual({ status: 'done', done: 1, total: 1 });
    }, 30_000);
    const latest = (await t.http().get('/api/admin/learning/difficulties/refit/latest').set('Cookie', admin.cookie).expect(200)).body;
    expect(latest).toMatchObject({ id: expect.any(String), status: expect.stringMatching(/^(running|done)$/), total: expect.any(Number) });

    const rows: Array<{ question_id: string; difficulty: number }> = await db.query(`SELECT question_id, difficulty FROM item_difficulties WHERE exam_id = $1`, [exam.id]);
    const difficultyOf = new Map(rows.map((r) => [r.question_id, r.difficulty]));
    const [easiest, hardest] = [exam.questions[0], exam.questions[59]];
    expect(difficultyOf.get(hardest.id)!).toBeGreaterThan(difficultyOf.get(easiest.id)! + 1);

    const strong = await subscriber();
    const weak = await subscriber();
    await answer(strong, exam.questions.slice(0, 55), (i) => i % 10 !== 0);
    await answer(weak, exam.questions.slice(0, 55), (i) => i % 10 === 0);
    const [s, w] = [(await readiness(strong)) as Available, (await readiness(weak)) as Available];
    expect(s.difficultiesFittedAt).not.toBeNull();
    expect(s.predictedPercent).toBeGreaterThan(w.predictedPercent + 20);
    expect(s.ability).toBeGreaterThan(w.ability);
    for (const r of [s, w]) expect(r.band[0] <= r.predictedPercent && r.predictedPercent <= r.band[1]).toBe(true);
  });

  it('should refuse a second refit while one holds the lock (another instance, or the nightly run), with REFIT_RUNNING', async () => {
    const holder = db.createQueryRunner();
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(hashtextextended('learning:item-difficulties-refit', 0))`);
      const refused = await t.http().post('/api/admin/learning/difficulties/refit').set('Cookie', admin.cookie).send({ exam: exam.slug }).expect(409);
      expect(refused.body.code).toBe('REFIT_RUNNING');
      await holder.query(`SELECT pg_advisory_unlock(hashtextextended('learning:item-difficulties-refit', 0))`);
      const run = await eventually(async () => (await t.http().post('/api/admin/learning/difficulties/refit').set('Cookie', admin.cookie).send({ exam: exam.slug }).expect(202)).body, 30_000);
      await eventually(async () => expect((await db.query(`SELECT status FROM stats_runs WHERE id = $1`, [run.id]))[0].status).toBe('done'), 30_000);
    } finally {
      await holder.release();
    }
  });

  it('should refuse readiness for an exam the user may not practise, and a visitor', async () => {
    const user = await signUp(t);
    expect((await query(t, 'learning.readiness', { exam: exam.slug }, user.cookie).expect(403)).body.error.json.data.domainCode).toBe('NO_ACCESS');
    await query(t, 'learning.readiness', { exam: exam.slug }).expect(401);
  });
});
