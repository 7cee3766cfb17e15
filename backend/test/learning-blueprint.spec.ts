import { FSRS6_DEFAULT_DECAY, forgetting_curve } from 'ts-fsrs';
import type { Blueprint } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { createFixtureExam, dropFixtureExam, grantSubscription, wrongAnswer, type FixtureExam } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';

describe('learning.blueprint', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    // 12 items over Cardiology, Renal and Neurology in turn: 4 each.
    exam = await createFixtureExam(db, 12);
  });
  afterAll(async () => {
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const blueprint = async (who: SignedUpUser, slug = exam.slug) => resultData<Blueprint>((await query(t, 'learning.blueprint', { exam: slug }, who.cookie).expect(200)).body);
  const subscriber = async (examId = exam.id) => {
    const user = await signUp(t);
    await grantSubscription(db, user.id, examId);
    return user;
  };
  /** Starts a tutor session as the dashboard's button does and answers it: right or wrong per question. */
  async function practise(who: SignedUpUser, topics: string[], count: number, right: (q: FixtureExam['questions'][number]) => boolean) {
    const session = (await t.http().post('/api/r/s/init').set('Cookie', who.cookie).send({ exam: exam.slug, mode: 'tutor', filter: 'all', count, topics }).expect(201)).body;
    for (const id of session.questionIds as string[]) {
      const q = exam.questions.find((x) => x.id === id)!;
      await t.http().post('/api/r/s/qa').set('Cookie', who.cookie).send({ sessionId: session.id, questionId: id, answer: right(q) ? q.answer : wrongAnswer(q.answer), timeMs: 5000 }).expect(200);
    }
    return session.questionIds as string[];
  }
  const row = (b: Blueprint, topic: string) => b.topics.find((r) => r.topic === topic)!;

  it("should list an exam without a published blueprint by its bank's topics at equal weight, and say so", async () => {
    const user = await subscriber();
    const b = await blueprint(user);
    expect(b).toMatchObject({ exam: exam.slug, weightsPublished: false });
    expect(b.source).toMatch(/no published topic weights/i);
    expect(b.topics.map((r) => r.topic).sort()).toEqual(['Cardiology', 'Neurology', 'Renal']);
    for (const r of b.topics) expect(r).toEqual({ topic: r.topic, weight: 1 / 3, items: 4, seen: 0, unseen: 4, percentCorrect: null, retention: null });
    expect(b.nextBlock).toMatchObject({ topics: ['Cardiology', 'Neurology', 'Renal'], sessionTopics: ['Cardiology', 'Neurology', 'Renal'], count: 12 });
  });

  it('should count seen and unseen items and % correct by marks on the latest answer, per topic', async () => {
    const user = await subscriber();
    await practise(user, ['Cardiology'], 4, () => true);
    const renal = await practise(user, ['Renal'], 2, () => false);
    const b = await blueprint(user);
    expect(row(b, 'Cardiology')).toMatchObject({ items: 4, seen: 4, unseen: 0, percentCorrect: 100 });
    expect(row(b, 'Renal')).toMatchObject({ items: 4, seen: 2, unseen: 2, percentCorrect: 0 });
    expect(row(b, 'Neurology')).toMatchObject({ seen: 0, unseen: 4, percentCorrect: null });

    // Retention: the mean predicted recall of the seen items (FSRS's forgetting curve), falling with the days since review.
    expect(row(b, 'Cardiology').retention).toBeGreaterThan(0.99);
    expect(row(b, 'Neurology').retention).toBeNull();
    await db.query(`UPDATE user_question_states SET last_review = last_review - interval '10 days' WHERE user_id = $1 AND question_id = ANY($2)`, [user.id, renal]);
    const cards: Array<{ stability: number }> = await db.query(`SELECT stability FROM user_question_states WHERE user_id = $1 AND question_id = ANY($2)`, [user.id, renal]);
    const recall = cards.reduce((sum, c) => sum + forgetting_curve(FSRS6_DEFAULT_DECAY, 10, c.stability), 0) / cards.length;
    expect(recall).toBeLessThan(0.9);
    expect(row(await blueprint(user), 'Renal').retention).toBeCloseTo(recall, 3);

    // Answering one of the missed items right again: the latest answer counts.
    const retry = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, mode: 'tutor', filter: 'incorrect', count: 2 }).expect(201)).body;
    const first = exam.questions.find((q) => q.id === retry.questionIds[0])!;
    expect(renal).toContain(first.id);
    await t.http().post('/api/r/s/qa').set('Cookie', user.cookie).send({ sessionId: retry.id, questionId: first.id, answer: first.answer, timeMs: 5000 }).expect(200);
    expect(row(await blueprint(user), 'Renal')).toMatchObject({ seen: 2, percentCorrect: 50 });
  });

  it('should recommend another topic once the recommended one has been practised well, and start it in one session', async () => {
    const user = await subscriber();
    const before = await blueprint(user);
    expect(before.nextBlock!.topics[0]).toBe('Cardiology');

    await practise(user, ['Cardiology'], 4, () => true);
    const after = await blueprint(user);
    expect(after.nextBlock!.topics[0]).not.toBe('Cardiology');
    expect(after.nextBlock!.topics.at(-1)).toBe('Cardiology');
    expect(after.nextBlock!.reason).toContain('Cardiology: 33% of the paper, 100% correct, 0 of 4 unseen');

    // Missing the new recommendation keeps a weak topic near the top, but an untouched one goes first.
    const next = after.nextBlock!.topics[0];
    await practise(user, [next], 4, () => false);
    const later = await blueprint(user);
    const untouched = ['Neurology', 'Renal'].find((topic) => topic !== next)!;
    expect(later.nextBlock!.topics).toEqual([untouched, next, 'Cardiology']);

    // The block's session holds its count of questions from its topics.
    const block = later.nextBlock!;
    const session = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, mode: 'tutor', filter: 'all', count: block.count, topics: block.sessionTopics }).expect(201)).body;
    expect(session.questionIds).toHaveLength(block.count);
  });

  it('should fold the bank topics of an exam with a published blueprint into its topics (AKT 80/10/10)', async () => {
    const [akt] = await db.query(`SELECT id FROM exams WHERE slug = 'mrcgp-akt'`);
    const user = await subscriber(akt.id);
    const b = await blueprint(user, 'mrcgp-akt');
    expect(b.weightsPublished).toBe(true);
    expect(b.topics.map((r) => [r.topic, r.weight])).toEqual([
      ['Clinical medicine', 0.8],
      ['Evidence-based practice', 0.1],
      ['Organisational and management', 0.1],
    ]);
    const [{ live }] = await db.query(`SELECT count(*)::int AS live FROM questions WHERE exam_id = $1 AND status = 'live'`, [akt.id]);
    expect(b.topics.reduce((sum, r) => sum + r.items, 0)).toBe(live);
    expect(b.nextBlock!.sessionTopics).toContain('Cardiovascular');
  });

  it('should refuse an unknown exam, an exam the user may not practise, and a visitor', async () => {
    const user = await signUp(t);
    expect((await query(t, 'learning.blueprint', { exam: 'no-such-exam' }, user.cookie).expect(404)).body.error.json.data.domainCode).toBe('EXAM_NOT_FOUND');
    expect((await query(t, 'learning.blueprint', { exam: exam.slug }, user.cookie).expect(403)).body.error.json.data.domainCode).toBe('NO_ACCESS');
    await query(t, 'learning.blueprint', { exam: exam.slug }).expect(401);
    await query(t, 'learning.blueprint', { exam: '' }, user.cookie).expect(400);
  });
});
