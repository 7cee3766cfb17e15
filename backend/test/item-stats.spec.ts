import { randomUUID } from 'node:crypto';
import type { ItemKey } from '@medprep/shared';
import { DataSource, type QueryRunner } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { eventually } from './helpers/eventually';
import { createFixtureExam, dropFixtureExam, type FixtureExam, type FixtureQuestion } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';

const CANDIDATES = 40;
const OTHER_ORIGIN_FLAG = 'Guideline NG219 updated: check the key';

describe('item statistics (admin REST)', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let exam: FixtureExam;
  /** Strong candidates miss it, weak ones get it right. */
  let flawed: FixtureQuestion;
  /** Strong candidates get it right, weak ones miss it. */
  let good: FixtureQuestion;
  /** Everybody gets it right (facility above 0.95), but an editor's flag is on it. */
  let easyWithEditorsFlag: FixtureQuestion;
  /** A good item still carrying a statistics flag from an earlier run. */
  let formerlyFlagged: FixtureQuestion;
  const userIds: string[] = [];

  const asAdmin = () => ({
    get: (path: string) => t.http().get(path).set('Cookie', admin.cookie),
    post: (path: string) => t.http().post(path).set('Cookie', admin.cookie),
  });
  const latest = async () => (await asAdmin().get('/api/admin/item-stats/runs/latest').expect(200)).body;
  const runToTheEnd = async () => {
    const { id } = (await asAdmin().post('/api/admin/item-stats/runs').expect(202)).body as { id: string };
    return eventually(async () => {
      const run = await latest();
      expect(run).toMatchObject({ id, status: 'done' });
      return run;
    }, 60_000);
  };
  const reviewFlag = async (q: FixtureQuestion) => ((await db.query(`SELECT review_flag FROM questions WHERE id = $1`, [q.id])) as Array<{ review_flag: string | null }>)[0].review_flag;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    admin = await signUp(t);
    member = await signUp(t);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    exam = await createFixtureExam(db, 12);
    [flawed, good, easyWithEditorsFlag, formerlyFlagged] = exam.questions;
    const others = exam.questions.slice(4);
    await db.query(`UPDATE questions SET review_flag = $2 WHERE id = $1`, [easyWithEditorsFlag.id, OTHER_ORIGIN_FLAG]);
    await db.query(`UPDATE questions SET review_flag = 'Statistics: negative discrimination' WHERE id = $1`, [formerlyFlagged.id]);

    const tag = randomUUID().slice(0, 8);
    for (let i = 0; i < CANDIDATES; i++) {
      const [user] = await db.query(
        `INSERT INTO users (email, password_hash, first_name, surname, unique_id, instance) VALUES ($1, '!', 'Stats', 'Candidate', $2, 'test') RETURNING id`,
        [`stats-${tag}-${i}@example.com`, `stats-${tag}-${i}`],
      );
      userIds.push(user.id);
    }
    const attempts: Array<[string, string, FixtureQuestion, boolean, number]> = [];
    userIds.forEach((userId, i) => {
      // Ability from 0 to 1: candidate i gets the exam's other items right up to their ability.
      const ability = i / (CANDIDATES - 1);
      const strong = ability >= 0.5;
      others.forEach((q, k) => attempts.push([userId, q.id, q, ability > (k + 0.5) / others.length, 0]));
      attempts.push([userId, flawed.id, flawed, !strong, 0]);
      attempts.push([userId, good.id, good, strong, 0]);
      attempts.push([userId, easyWithEditorsFlag.id, easyWithEditorsFlag, true, 0]);
      attempts.push([userId, formerlyFlagged.id, formerlyFlagged, ability > 0.3, 0]);
      // A strong candidate's second go at the flawed item, right after its feedback: practice, not a first attempt.
      if (strong) attempts.push([userId, flawed.id, flawed, true, 1]);
    });
    // A session answers a question once: the second go is a later session's.
    const sessions = new Map<string, string>();
    for (const userId of userIds) {
      for (const later of [0, 1]) {
        const [session] = await db.query(
          `INSERT INTO quiz_sessions (user_id, exam_id, mode, filter, question_ids) VALUES ($1, $2, 'tutor', 'all', $3::uuid[]) RETURNING id`,
          [userId, exam.id, exam.questions.map((q) => q.id)],
        );
        sessions.set(`${userId}:${later}`, session.id);
      }
    }
    const wrong = (answer: ItemKey | null): ItemKey => (answer === 'A' ? 'C' : 'A');
    await db.query(
      `INSERT INTO attempts (user_id, session_id, question_id, exam_id, response, score, max_score, correct, time_ms, created_at)
       SELECT u, s, q, $4, r, sc, 1, sc = 1, 5000, now() - interval '1 day' + make_interval(mins => later)
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $5::jsonb[], $6::int[], $7::int[]) AS a(u, s, q, r, sc, later)`,
      [
        attempts.map((a) => a[0]),
        attempts.map((a) => sessions.get(`${a[0]}:${a[4]}`)),
        attempts.map((a) => a[1]),
        exam.id,
        attempts.map(([, , q, right]) => JSON.stringify({ choice: right ? q.answer : wrong(q.answer) })),
        attempts.map((a) => (a[3] ? 1 : 0)),
        attempts.map((a) => a[4]),
      ],
    );
  });

  afterAll(async () => {
    await db.query(`DELETE FROM stats_runs WHERE requested_by = $1`, [admin.id]);
    await dropFixtureExam(db, exam);
    await db.query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [userIds]);
    await db.destroy();
    await t.close();
  });

  it('refuses a member (403) and a visitor (401)', async () => {
    await t.http().post('/api/admin/item-stats/runs').set('Cookie', member.cookie).expect(403);
    await t.http().get('/api/admin/item-stats/runs/latest').expect(401);
    await t.http().get(`/api/admin/questions/${flawed.id}/stats`).set('Cookie', member.cookie).expect(403);
  });

  it('refuses a body with fields (400): a run takes none', async () => {
    await asAdmin().post('/api/admin/item-stats/runs').send({ force: true }).expect(400);
    await asAdmin().post('/api/admin/item-stats/runs').send([]).expect(400);
    expect(await db.query(`SELECT id FROM stats_runs WHERE requested_by = $1`, [admin.id])).toEqual([]);
  });

  it('has no statistics for a question before a run (404 QUESTION_STATS_NOT_FOUND), nor for an id that is not one', async () => {
    expect((await asAdmin().get(`/api/admin/questions/${flawed.id}/stats`).expect(404)).body.code).toBe('QUESTION_STATS_NOT_FOUND');
    expect((await asAdmin().get(`/api/admin/questions/not-a-uuid/stats`).expect(404)).body.code).toBe('QUESTION_STATS_NOT_FOUND');
  });

  it('runs over every live item to done = total', async () => {
    const run = await runToTheEnd();
    const [{ live }] = await db.query(`SELECT count(*)::int AS live FROM questions WHERE status = 'live'`);
    expect(run).toMatchObject({ status: 'done', done: live, total: live, error: null });
    expect(run.finishedAt).not.toBeNull();
  });

  it('flags the flawed item for negative discrimination, from first attempts only', async () => {
    const stats = (await asAdmin().get(`/api/admin/questions/${flawed.id}/stats`).expect(200)).body;
    expect(stats).toMatchObject({ questionId: flawed.id, version: 1, attempts: CANDIDATES, facility: 0.5, flags: ['negative-discrimination'] });
    expect(stats.discrimination).toBeLessThan(-0.5);
    const wrongChoice = flawed.answer === 'A' ? 'C' : 'A';
    expect(stats.parts.options).toEqual(
      expect.arrayContaining([
        { key: flawed.answer, correct: true, chosen: 0.5 },
        { key: wrongChoice, correct: false, chosen: 0.5 },
      ]),
    );
    expect(await reviewFlag(flawed)).toBe('Statistics: negative discrimination');
    const audit = await db.query(`SELECT actor_id, before, after FROM audit_log WHERE action = 'question.review-flag' AND entity = 'question' AND entity_id = $1`, [
      flawed.id,
    ]);
    expect(audit).toEqual([{ actor_id: admin.id, before: { reviewFlag: null }, after: { reviewFlag: 'Statistics: negative discrimination' } }]);
  });

  it('leaves a good item unflagged and clears the statistics flag an earlier run set on one', async () => {
    const stats = (await asAdmin().get(`/api/admin/questions/${good.id}/stats`).expect(200)).body;
    expect(stats).toMatchObject({ attempts: CANDIDATES, facility: 0.5, flags: [] });
    expect(stats.discrimination).toBeGreaterThan(0.5);
    expect(await reviewFlag(good)).toBeNull();
    expect((await asAdmin().get(`/api/admin/questions/${formerlyFlagged.id}/stats`).expect(200)).body.flags).toEqual([]);
    expect(await reviewFlag(formerlyFlagged)).toBeNull();
  });

  it("flags an item everybody gets right, without replacing an editor's flag", async () => {
    const stats = (await asAdmin().get(`/api/admin/questions/${easyWithEditorsFlag.id}/stats`).expect(200)).body;
    expect(stats).toMatchObject({ facility: 1, discrimination: null, flags: ['facility-high'] });
    expect(await reviewFlag(easyWithEditorsFlag)).toBe(OTHER_ORIGIN_FLAG);
  });

  describe('while a run is going', () => {
    let blocker: QueryRunner;

    afterEach(async () => {
      if (blocker?.isTransactionActive) await blocker.rollbackTransaction();
      await blocker?.release();
    });

    it('refuses a second run with 409 RUN_IN_PROGRESS and shows the progress, then finishes', async () => {
      // Hold the statistics table so that the run waits at its first write: running, nothing done.
      blocker = db.createQueryRunner();
      await blocker.connect();
      await blocker.startTransaction();
      await blocker.query(`LOCK TABLE question_stats IN EXCLUSIVE MODE`);

      const { id } = (await asAdmin().post('/api/admin/item-stats/runs').expect(202)).body as { id: string };
      const refused = await asAdmin().post('/api/admin/item-stats/runs').expect(409);
      expect(refused.body.code).toBe('RUN_IN_PROGRESS');
      const running = await latest();
      expect(running).toMatchObject({ id, status: 'running', done: 0, finishedAt: null });
      expect(running.total).toBeGreaterThan(0);

      await blocker.commitTransaction();
      await eventually(async () => expect(await latest()).toMatchObject({ id, status: 'done', done: running.total }), 60_000);
      // Once it is done, a new run may start.
      await runToTheEnd();
    });
  });
});
