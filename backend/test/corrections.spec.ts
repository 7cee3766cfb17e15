import { type Correction, type Item, itemListingText } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { publishVersion } from './helpers/content-versions';
import { createFixtureExam, dropFixtureExam, fixtureSba, grantSubscription, type FixtureExam } from './helpers/question-bank';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';

type ReviewQuestion = { id: string; correction?: { correctedAt: string | Date; changeNote: string | null } };

describe('corrections reach the reader', () => {
  let t: TestApp;
  let db: DataSource;
  let exam: FixtureExam;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    exam = await createFixtureExam(db, 4);
  });
  afterAll(async () => {
    await dropFixtureExam(db, exam);
    await db.destroy();
    await t.close();
  });

  const reader = async () => {
    const user = await signUp(t);
    await grantSubscription(db, user.id, exam.id);
    return user;
  };
  /** A tutor session of the whole exam in which `who` answers the questions given; the session id. */
  const answerIn = async (who: SignedUpUser, questionIds: string[]): Promise<string> => {
    const session = (await t.http().post('/api/r/s/init').set('Cookie', who.cookie).send({ exam: exam.slug, mode: 'tutor', count: 4 }).expect(201)).body;
    for (const questionId of questionIds) {
      await t.http().post('/api/r/s/qa').set('Cookie', who.cookie).send({ sessionId: session.id, questionId, answer: 'A', timeMs: 1000 }).expect(200);
    }
    return session.id;
  };
  /** Records that `who` answered at `version` (the answer path's own recording is another change's). */
  const answeredAt = (who: SignedUpUser, questionId: string, version: number) =>
    db.query(`UPDATE attempts SET question_version = $3 WHERE user_id = $1 AND question_id = $2`, [who.id, questionId, version]);
  const corrections = async (who: SignedUpUser) => resultData<{ corrections: Correction[] }>((await query(t, 'corrections.list', undefined, who.cookie).expect(200)).body).corrections;
  /** The review's questions on REST and on tRPC (which must agree). */
  const reviews = async (who: SignedUpUser, sessionId: string): Promise<ReviewQuestion[][]> => {
    const rest = (await t.http().get(`/api/r/s/${sessionId}/review`).set('Cookie', who.cookie).expect(200)).body.questions as ReviewQuestion[];
    const rpc = resultData<{ questions: ReviewQuestion[] }>((await query(t, 'sessions.review', { sessionId }, who.cookie).expect(200)).body).questions;
    return [rest, rpc];
  };
  const edited = (n: number, note: string): Item => ({ ...fixtureSba(n), explanation: `Corrected explanation of fixture question ${n}: ${note}` });

  it('should tell a reader of version 1 once a correction version 2 is published, on the dashboard list and in the review; not for a non-correction', async () => {
    const [corrected, restyled] = exam.questions;
    const first = await reader();
    const sessionId = await answerIn(first, [corrected.id, restyled.id]);
    expect(await corrections(first)).toEqual([]);
    for (const questions of await reviews(first, sessionId)) for (const q of questions) expect(q.correction).toBeUndefined();

    const publishedAt = new Date('2026-11-03T10:00:00.000Z');
    await publishVersion(db, restyled.id, edited(2, 'wording only'), { changeNote: 'Clearer wording.', isCorrection: false });
    expect(await corrections(first)).toEqual([]);
    await publishVersion(db, corrected.id, edited(1, 'option C'), { changeNote: 'Option C is also first-line.', isCorrection: true, publishedAt });

    expect(await corrections(first)).toEqual([
      {
        questionId: corrected.id,
        examSlug: exam.slug,
        examTitle: exam.title,
        stemExcerpt: itemListingText(fixtureSba(1)),
        correctedAt: publishedAt,
        changeNote: 'Option C is also first-line.',
        answeredVersion: 1,
        correctedVersion: 2,
        reviewSessionId: sessionId,
      },
    ]);
    for (const questions of await reviews(first, sessionId)) {
      const byId = new Map(questions.map((q) => [q.id, q]));
      expect(new Date(byId.get(corrected.id)!.correction!.correctedAt)).toEqual(publishedAt);
      expect(byId.get(corrected.id)!.correction!.changeNote).toBe('Option C is also first-line.');
      expect(byId.get(restyled.id)!.correction).toBeUndefined();
    }
  });

  it('should tell nothing to a reader of the corrected version, nor to one who never answered the item', async () => {
    const [corrected] = exam.questions;
    const later = await reader();
    const sessionId = await answerIn(later, [corrected.id]);
    await answeredAt(later, corrected.id, 2);
    expect(await corrections(later)).toEqual([]);
    for (const questions of await reviews(later, sessionId)) expect(questions.find((q) => q.id === corrected.id)!.correction).toBeUndefined();

    const stranger = await reader();
    await answerIn(stranger, [exam.questions[3].id]);
    expect(await corrections(stranger)).toEqual([]);
  });

  it('should show the newest correction first, with the latest note of an item corrected twice', async () => {
    const [, , third, fourth] = exam.questions;
    const reading = await reader();
    await answerIn(reading, [third.id, fourth.id]);
    await publishVersion(db, third.id, edited(3, 'one'), { changeNote: 'First fix.', isCorrection: true, publishedAt: new Date('2026-11-01T00:00:00Z') });
    await publishVersion(db, fourth.id, edited(4, 'one'), { changeNote: 'Fourth fixed.', isCorrection: true, publishedAt: new Date('2026-11-02T00:00:00Z') });
    await publishVersion(db, third.id, edited(3, 'two'), { changeNote: 'Second fix.', isCorrection: true, publishedAt: new Date('2026-11-05T00:00:00Z') });

    const list = await corrections(reading);
    expect(list.map((c) => [c.questionId, c.changeNote, c.correctedVersion])).toEqual([
      [third.id, 'Second fix.', 3],
      [fourth.id, 'Fourth fixed.', 2],
    ]);
  });

  it('should refuse a visitor', async () => {
    await query(t, 'corrections.list').expect(401);
    await query(t, 'corrections.myReports').expect(401);
  });
});
