import { randomUUID } from 'node:crypto';
import type { Item, ItemKey, QuestionRecord } from '@medprep/shared';
import type { DataSource } from 'typeorm';
import { writeQuestions } from '../../src/modules/questions/question-writer.repository';
import { signUp, type SignedUpUser } from './accounts';
import type { TestApp } from './test-app';

export interface FixtureQuestion {
  id: string;
  key: string;
  topic: string;
  /** The single-best-answer key (null for other types). */
  answer: ItemKey | null;
  item: Item;
}

export interface FixtureExam {
  id: string;
  slug: string;
  title: string;
  questions: FixtureQuestion[];
}

const LETTERS: ItemKey[] = ['A', 'B', 'C', 'D', 'E'];
const TOPICS = ['Cardiology', 'Renal', 'Neurology'];
const REFERENCE = { title: 'Fixture reference for tests', publisher: 'MedPrep', year: 2025 };

/** A five-option single-best-answer item whose key is `answer`. */
export function fixtureSba(n: number, answer: ItemKey = LETTERS[(n - 1) % LETTERS.length]): Item {
  return {
    type: 'sba',
    stem: `Fixture question ${n}: a patient presents with a finding; which option is right?`,
    options: LETTERS.map((key) => ({ key, text: `Option ${key}`, explanation: `Why ${key}.` })),
    answer,
    explanation: `Option ${answer} is right for fixture question ${n}.`,
    references: [REFERENCE],
  };
}

async function createExam(db: DataSource): Promise<{ id: string; slug: string; title: string }> {
  const tag = randomUUID().slice(0, 8);
  const slug = `fixture-${tag}`;
  const title = `Fixture Exam ${tag}`;
  const [exam] = await db.query(
    `INSERT INTO exams (slug, title, category_id) SELECT $1, $2, id FROM exam_categories ORDER BY slug LIMIT 1 RETURNING id`,
    [slug, title],
  );
  return { id: exam.id, slug, title };
}

/** Writes `items` as live questions of the exam (keys `<slug>-001`… from `first`), topics in turn. */
export async function addFixtureItems(db: DataSource, exam: { id: string; slug: string }, items: Item[], first = 1): Promise<FixtureQuestion[]> {
  const records = items.map(
    (item, i): QuestionRecord => ({ ...item, key: `${exam.slug}-${String(first + i).padStart(3, '0')}`, exam: exam.slug, topic: TOPICS[(first + i - 1) % TOPICS.length], status: 'live', sample: false }),
  );
  await writeQuestions(db.manager, records, 'keep');
  const rows: Array<{ id: string; key: string; topic: string; body: Item }> = await db.query(
    `SELECT id, key, topic, body FROM questions WHERE key = ANY($1::text[]) ORDER BY key`,
    [records.map((r) => r.key)],
  );
  return rows.map((r) => ({ id: r.id, key: r.key, topic: r.topic, item: r.body, answer: r.body.type === 'sba' ? r.body.answer : null }));
}

/** A fresh exam with `count` live single-best-answer questions over three topics, so counts in a test are its own. */
export async function createFixtureExam(db: DataSource, count = 12): Promise<FixtureExam> {
  const exam = await createExam(db);
  const questions = await addFixtureItems(db, exam, Array.from({ length: count }, (_, i) => fixtureSba(i + 1)));
  return { ...exam, questions };
}

/** A fresh exam holding exactly `items` (any types), live, in order. */
export async function createTypedFixtureExam(db: DataSource, items: Item[]): Promise<FixtureExam> {
  const exam = await createExam(db);
  return { ...exam, questions: await addFixtureItems(db, exam, items) };
}

export async function grantSubscription(db: DataSource, userId: string, examId: string, days = 30): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) VALUES ($1, $2, now(), now() + make_interval(days => $3), 'admin')
     ON CONFLICT (user_id, exam_id) DO UPDATE SET ends_at = EXCLUDED.ends_at`,
    [userId, examId, days],
  );
}

/** A new user who holds a subscription to the exam. */
export async function signUpSubscriber(t: TestApp, db: DataSource, examId: string): Promise<SignedUpUser> {
  const user = await signUp(t);
  await grantSubscription(db, user.id, examId);
  return user;
}

export const wrongAnswer = (answer: ItemKey | null): ItemKey => (answer === 'A' ? 'B' : 'A');

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
