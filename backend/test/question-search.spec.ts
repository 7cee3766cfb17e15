import { type QuestionSearchResult } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { insertAttempts, insertSession } from './helpers/learning-history';
import { addFixtureItems, createFixtureExam, dropFixtureExam, type FixtureExam, fixtureSba, signUpSubscriber } from './helpers/question-bank';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';

describe('questions.search: the items a user has answered and their own notes', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;
  let seenId: string;
  let unseenId: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    exam = await createFixtureExam(db, 2);
    const [seen, unseen] = await addFixtureItems(
      db,
      exam,
      [
        Object.assign(fixtureSba(3), { stem: 'A farmer presents with haemoptysis after exposure to mouldy hay; which investigation comes first?' }),
        Object.assign(fixtureSba(4), { stem: 'A farmer presents with pneumothorax after exposure to mouldy hay and a long flight; what next?' }),
      ],
      3,
    );
    seenId = seen.id;
    unseenId = unseen.id;
  });
  afterAll(async () => {
    await db.query(`DELETE FROM question_notes WHERE question_id IN (SELECT id FROM questions WHERE exam_id = $1)`, [exam.id]);
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const search = async (cookie: string, input: object): Promise<QuestionSearchResult[]> =>
    resultData<{ results: QuestionSearchResult[] }>((await query(t, 'questions.search', input, cookie).expect(200)).body).results;

  it('should find an answered item by a word of its stem (stemmed), with a marked snippet and its review, and never an unseen one', async () => {
    const user = await signUpSubscriber(t, db, exam.id);
    const session = await insertSession(db, user.id, exam.id, [seenId]);
    await insertAttempts(db, user.id, exam.id, [{ sessionId: session, questionId: seenId, score: 0, maxScore: 1, at: new Date() }]);

    const hits = await search(user.cookie, { query: 'farmers' });
    expect(hits).toEqual([
      expect.objectContaining({ questionId: seenId, matchedIn: 'item', examSlug: exam.slug, reviewSessionId: session }),
    ]);
    // Both stems say 'farmer': only the answered one is found.
    expect(hits.map((r) => r.questionId)).not.toContain(unseenId);
    expect(hits[0].snippet).toContain('««farmer»»');
    expect(hits[0].snippet).not.toMatch(/<b>/);
    // Words only the unseen item holds find nothing; nor does an exam-scoped search elsewhere.
    expect(await search(user.cookie, { query: 'pneumothorax' })).toEqual([]);
    expect(await search(user.cookie, { query: 'farmer', exam: 'mrcp-1' })).toEqual([]);
    expect((await search(user.cookie, { query: 'farmer', exam: exam.slug })).map((r) => r.questionId)).toEqual([seenId]);
    // websearch syntax: a quoted phrase and an excluded word.
    expect(await search(user.cookie, { query: '"mouldy hay" -haemoptysis' })).toEqual([]);
    expect((await search(user.cookie, { query: '"mouldy hay"' })).map((r) => r.questionId)).toEqual([seenId]);
  });

  it("should find the user's own note by its text, and never another user's", async () => {
    const owner = await signUpSubscriber(t, db, exam.id);
    const other = await signUpSubscriber(t, db, exam.id);
    for (const u of [owner, other]) {
      const session = await insertSession(db, u.id, exam.id, [seenId]);
      await insertAttempts(db, u.id, exam.id, [{ sessionId: session, questionId: seenId, score: 1, maxScore: 1, at: new Date() }]);
    }
    await db.query(`INSERT INTO question_notes (user_id, question_id, body) VALUES ($1, $2, 'Remember extrinsic allergic alveolitis: precipitins.')`, [owner.id, seenId]);

    const mine = await search(owner.cookie, { query: 'alveolitis precipitins' });
    expect(mine).toEqual([expect.objectContaining({ questionId: seenId, matchedIn: 'note' })]);
    expect(mine[0].snippet).toContain('««alveolitis»»');
    expect(await search(other.cookie, { query: 'alveolitis' })).toEqual([]);
  });

  it('should refuse a query too short or too long, an unknown exam and the signed out', async () => {
    const user = await signUpSubscriber(t, db, exam.id);
    await query(t, 'questions.search', { query: 'a' }, user.cookie).expect(400);
    await query(t, 'questions.search', { query: 'a'.repeat(201) }, user.cookie).expect(400);
    expect((await query(t, 'questions.search', { query: 'farmer', exam: 'no-such-exam' }, user.cookie).expect(404)).body.error.json.data.domainCode).toBe('EXAM_NOT_FOUND');
    await query(t, 'questions.search', { query: 'farmer' }).expect(401);
    // Operators alone make an empty query: no results, not an error.
    expect(await search(user.cookie, { query: '-- ""' })).toEqual([]);
  });
});
