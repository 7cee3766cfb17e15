import { randomUUID } from 'node:crypto';
import type { OptionLetter, QuestionInput } from '@medprep/shared';
import type { DataSource } from 'typeorm';
import { writeQuestions } from '../../src/modules/questions/question-writer.repository';

export interface FixtureQuestion {
  id: string;
  key: string;
  topic: string;
  answer: OptionLetter;
}

export interface FixtureExam {
  id: string;
  slug: string;
  title: string;
  questions: FixtureQuestion[];
}

const LETTERS: OptionLetter[] = ['A', 'B', 'C', 'D', 'E'];
const TOPICS = ['Cardiology', 'Renal', 'Neurology'];

/** A fresh exam with `count` live questions over three topics, so counts in a test are its own. */
export async function createFixtureExam(db: DataSource, count = 12): Promise<FixtureExam> {
  const tag = randomUUID().slice(0, 8);
  const slug = `fixture-${tag}`;
  const title = `Fixture Exam ${tag}`;
  const [exam] = await db.query(
    `INSERT INTO exams (slug, title, category_id) SELECT $1, $2, id FROM exam_categories ORDER BY slug LIMIT 1 RETURNING id`,
    [slug, title],
  );
  const inputs: QuestionInput[] = Array.from({ length: count }, (_, i) => ({
    key: `${slug}-${String(i + 1).padStart(3, '0')}`,
    exam: slug,
    topic: TOPICS[i % TOPICS.length],
    stem: `Fixture question ${i + 1}: a patient presents with a finding; which option is right?`,
    options: { A: 'Option A', B: 'Option B', C: 'Option C', D: 'Option D', E: 'Option E' },
    answer: LETTERS[i % LETTERS.length],
    explanation: `Option ${LETTERS[i % LETTERS.length]} is right for fixture question ${i + 1}.`,
    optionExplanations: { A: 'Why A.', B: 'Why B.', C: 'Why C.', D: 'Why D.', E: 'Why E.' },
    references: ['Fixture reference'],
    status: 'live',
    sample: false,
  }));
  await writeQuestions(db.manager, inputs, 'keep');
  const rows: Array<{ id: string; key: string; topic: string; answer: OptionLetter }> = await db.query(
    `SELECT id, key, topic, answer FROM questions WHERE exam_id = $1 ORDER BY key`,
    [exam.id],
  );
  return { id: exam.id, slug, title, questions: rows };
}

export async function grantSubscription(db: DataSource, userId: string, examId: string, days = 30): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) VALUES ($1, $2, now(), now() + make_interval(days => $3), 'admin')
     ON CONFLICT (user_id, exam_id) DO UPDATE SET ends_at = EXCLUDED.ends_at`,
    [userId, examId, days],
  );
}

export const wrongAnswer = (answer: OptionLetter): OptionLetter => (answer === 'A' ? 'B' : 'A');

/** Removes a fixture exam and everything hanging off it, so later suites see only the seeded catalogue. */
export async function dropFixtureExam(db: DataSource, exam: Pick<FixtureExam, 'id'>): Promise<void> {
  await db.transaction(async (m) => {
    for (const table of ['attempts', 'user_question_states', 'question_flags', 'quiz_sessions', 'subscriptions', 'trials']) {
      await m.query(`DELETE FROM ${table} WHERE exam_id = $1`, [exam.id]);
    }
    await m.query(`DELETE FROM question_reports WHERE question_id IN (SELECT id FROM questions WHERE exam_id = $1)`, [exam.id]);
    await m.query(`DELETE FROM questions WHERE exam_id = $1`, [exam.id]);
    await m.query(`DELETE FROM exams WHERE id = $1`, [exam.id]);
  });
}
