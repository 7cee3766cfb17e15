import { addDays, DEFAULT_DAILY_TARGET, type History, localDay } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp } from './helpers/accounts';
import { insertAttempts, insertSession } from './helpers/learning-history';
import { createFixtureExam, dropFixtureExam, type FixtureExam, signUpSubscriber } from './helpers/question-bank';
import { createTestApp, type TestApp } from './helpers/test-app';
import { query, resultData } from './helpers/trpc';

describe('learning.history: progress over time', () => {
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

  const history = async (cookie: string): Promise<History> => resultData<History>((await query(t, 'learning.history', { exam: exam.slug }, cookie).expect(200)).body);

  it('should give per-day and per-week figures by marks, topic trends, the streak and a target from the exam date', async () => {
    const user = await signUpSubscriber(t, db, exam.id);
    const [q1, q2, q3, q4, q5] = exam.questions.map((q) => q.id);
    const today = localDay(new Date(), 'Europe/London');
    // Noon UTC is the same calendar day in London, in summer and winter.
    const noon = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T12:00:00Z`);
    const recent = await insertSession(db, user.id, exam.id, [q1, q2, q3, q4, q5]);
    const older = await insertSession(db, user.id, exam.id, [q1]);
    await insertAttempts(db, user.id, exam.id, [
      { sessionId: recent, questionId: q1, score: 1, maxScore: 1, at: new Date(Date.now() - 1000) },
      { sessionId: recent, questionId: q2, score: 0, maxScore: 1, at: new Date(Date.now() - 1000) },
      { sessionId: recent, questionId: q3, score: 2, maxScore: 3, at: noon(1) },
      { sessionId: recent, questionId: q4, score: 1, maxScore: 1, at: noon(2) },
      { sessionId: recent, questionId: q5, score: 0, maxScore: 1, at: noon(4) },
      { sessionId: older, questionId: q1, score: 0, maxScore: 1, at: noon(40) },
    ]);

    const h = await history(user.cookie);
    expect(h.timeZone).toBe('Europe/London');
    expect(h.today).toBe(today);
    expect(h.days).toHaveLength(90);
    expect(h.days.at(-1)).toEqual({ start: today, answered: 2, percentCorrect: 50 });
    expect(h.days.at(-2)).toEqual({ start: addDays(today, -1), answered: 1, percentCorrect: 66.7 });
    expect(h.days.at(-3)).toEqual({ start: addDays(today, -2), answered: 1, percentCorrect: 100 });
    expect(h.days.at(-4)).toEqual({ start: addDays(today, -3), answered: 0, percentCorrect: null });
    expect(h.days.at(-41)).toEqual({ start: addDays(today, -40), answered: 1, percentCorrect: 0 });
    expect(h.days.reduce((n, d) => n + d.answered, 0)).toBe(6);

    expect(h.weeks).toHaveLength(26);
    expect(h.weeks.reduce((n, w) => n + w.answered, 0)).toBe(6);
    expect(new Date(`${h.weeks.at(-1)!.start}T00:00:00Z`).getUTCDay()).toBe(1); // weeks start on Monday
    const marks = h.weeks.filter((w) => w.answered > 0);
    expect(marks.every((w) => w.percentCorrect !== null)).toBe(true);

    expect(h.streak).toBe(3);
    expect(h.topics).toEqual([
      { topic: 'Cardiology', recent: { answered: 2, percentCorrect: 100 }, previous: { answered: 1, percentCorrect: 0 }, change: 100 },
      { topic: 'Neurology', recent: { answered: 1, percentCorrect: 66.7 }, previous: { answered: 0, percentCorrect: null }, change: null },
      { topic: 'Renal', recent: { answered: 2, percentCorrect: 0 }, previous: { answered: 0, percentCorrect: null }, change: null },
    ]);

    // No exam date: the default target, said so.
    expect(h.dailyTarget).toMatchObject({ target: DEFAULT_DAILY_TARGET, basis: 'default', examDate: null, answeredToday: 2 });

    // Five items seen (one left unseen), two reviews due, the exam in two days: 3 left, 2 a day.
    for (const [i, q] of [q1, q2, q3, q4, q5].entries()) {
      await db.query(
        `INSERT INTO user_question_states (user_id, question_id, exam_id, attempts, correct_count, last_correct, last_answered_at,
                                           due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
         VALUES ($1, $2, $3, 1, 0, false, now(), $4, 1, 5, 0, 5, 0, 1, 0, 2, now())`,
        // Two FSRS cards due an hour ago, three not for another five days.
        [user.id, q, exam.id, i < 2 ? new Date(Date.now() - 3_600_000) : new Date(Date.now() + 5 * 86_400_000)],
      );
    }
    const examDate = addDays(today, 2);
    await db.query(`UPDATE users SET exam_dates = $2 WHERE id = $1`, [user.id, JSON.stringify([{ examSlug: 'another-exam', date: addDays(today, 1) }, { examSlug: exam.slug, date: examDate }])]);
    expect((await history(user.cookie)).dailyTarget).toEqual({ target: 2, basis: 'exam-date', daysLeft: 2, remaining: 3, examDate, answeredToday: 2 });
  });

  it('should show nothing of other users, and refuse strangers, unknown exams and the signed out', async () => {
    const fresh = await signUpSubscriber(t, db, exam.id);
    const h = await history(fresh.cookie);
    expect(h.days.every((d) => d.answered === 0 && d.percentCorrect === null)).toBe(true);
    expect(h.streak).toBe(0);
    expect(h.topics).toEqual([]);

    const stranger = await signUp(t);
    expect((await query(t, 'learning.history', { exam: exam.slug }, stranger.cookie).expect(403)).body.error.json.data.domainCode).toBe('NO_ACCESS');
    expect((await query(t, 'learning.history', { exam: 'no-such-exam' }, fresh.cookie).expect(404)).body.error.json.data.domainCode).toBe('EXAM_NOT_FOUND');
    await query(t, 'learning.history', { exam: exam.slug }).expect(401);
    await query(t, 'learning.history', { exam: '' }, fresh.cookie).expect(400);
  });
});
