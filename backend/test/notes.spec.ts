import { NOTE_MAX_LENGTH } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { createFixtureExam, dropFixtureExam, grantSubscription, type FixtureExam } from './helpers/question-bank';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

describe('private notes on questions', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;

  beforeAll(async () => {
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    exam = await createFixtureExam(db, 6);
  });
  afterAll(async () => {
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  async function practising(count = 2): Promise<{ user: SignedUpUser; session: { id: string; questionIds: string[] } }> {
    const user = await signUp(t);
    await grantSubscription(db, user.id, exam.id);
    const session = (await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: exam.slug, mode: 'timed', count }).expect(201)).body;
    return { user, session };
  }
  const save = (who: SignedUpUser, body: object) => t.http().post('/api/notes').set('Cookie', who.cookie).send(body);

  it('should keep one note per user and question, edit it, list it with its exam and stem, and delete it when emptied', async () => {
    const { user, session } = await practising();
    const [q1, q2] = session.questionIds;
    expect((await t.http().get(`/api/notes/${q1}`).set('Cookie', user.cookie).expect(200)).body).toEqual({ questionId: q1, note: null });

    expect((await save(user, { questionId: q1, text: '  Check the QT interval first.  ' }).expect(200)).body.note).toMatchObject({ questionId: q1, text: 'Check the QT interval first.' });
    await save(user, { questionId: q1, text: 'QT first, then potassium.' }).expect(200);
    const viaTrpc = resultData<{ note: { text: string } }>((await mutate(t, 'sessions.saveNote', { questionId: q2, text: 'Renal dosing.' }, user.cookie).expect(200)).body);
    expect(viaTrpc.note.text).toBe('Renal dosing.');

    const listed = resultData<{ notes: Array<Record<string, unknown>> }>((await query(t, 'sessions.notes', undefined, user.cookie).expect(200)).body).notes;
    expect(listed).toHaveLength(2);
    const stem = exam.questions.find((q) => q.id === q1)!;
    expect(listed.find((n) => n.questionId === q1)).toMatchObject({ text: 'QT first, then potassium.', examSlug: exam.slug, examTitle: expect.any(String), reviewSessionId: null });
    expect(String(listed.find((n) => n.questionId === q1)!.stemExcerpt).length).toBeGreaterThan(0);
    expect(stem).toBeDefined();

    // Once the paper ends, the note opens its review.
    await t.http().post('/api/r/s/end').set('Cookie', user.cookie).send({ sessionId: session.id }).expect(200);
    const after = (await t.http().get('/api/notes').set('Cookie', user.cookie).expect(200)).body.notes;
    expect(after.map((n: { reviewSessionId: string }) => n.reviewSessionId)).toEqual([session.id, session.id]);

    expect((await save(user, { questionId: q1, text: '   ' }).expect(200)).body).toEqual({ questionId: q1, note: null });
    expect((await t.http().get('/api/notes').set('Cookie', user.cookie).expect(200)).body.notes).toHaveLength(1);
  });

  it('should refuse a note over the limit naming the field, and a question the user has not practised', async () => {
    const { user, session } = await practising(1);
    const long = await save(user, { questionId: session.questionIds[0], text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }).expect(400);
    expect(JSON.stringify(long.body)).toContain(`Keep your note under ${NOTE_MAX_LENGTH} characters.`);
    expect(JSON.stringify(long.body)).toContain('text');
    await save(user, { questionId: session.questionIds[0], text: 'x'.repeat(NOTE_MAX_LENGTH) }).expect(200);

    const unseen = exam.questions.find((q) => !session.questionIds.includes(q.id))!;
    expect((await save(user, { questionId: unseen.id, text: 'peek' }).expect(404)).body.code).toBe('QUESTION_NOT_SEEN');
    await save(user, { questionId: 'not-a-uuid', text: 'x' }).expect(404);
  });

  it("should keep each user's notes private", async () => {
    const a = await practising(1);
    const b = await practising(1);
    await save(a.user, { questionId: a.session.questionIds[0], text: 'Mine.' }).expect(200);
    expect((await t.http().get('/api/notes').set('Cookie', b.user.cookie).expect(200)).body.notes).toEqual([]);
    await t.http().get('/api/notes').expect(401);
  });
});
