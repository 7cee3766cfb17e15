import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Item, QuestionRecord } from '@medprep/shared';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { RedisKeys } from '../src/redis/keys';
import { questionsCsv, questionsJson } from '../src/modules/questions/question-export';
import { importQuestions, readQuestionFile } from '../src/modules/questions/question-import';
import { flushTestRedis } from './helpers/redis';
import { sampleRecordOfEveryType } from './helpers/sample-records';

/** Everything this suite writes carries the run's tag, in its own exam, so that afterAll can remove it. */
const RUN = randomUUID().slice(0, 8);
const EXAM = `import-test-${RUN}`;
const key = (label: string) => `imp-${RUN}-${label}`;
const CLI = resolve(__dirname, '..', 'dist', 'cli', 'import-questions.js');

type SbaRecord = QuestionRecord & { type: 'sba' };

function sba(label: string, extra: Partial<SbaRecord> = {}): SbaRecord {
  return {
    key: key(label),
    exam: EXAM,
    topic: 'Cardiology',
    type: 'sba',
    stem: `(${label}) A 58-year-old woman has palpitations and an irregularly irregular pulse. What is the rhythm?`,
    options: [
      { key: 'A', text: 'Sinus arrhythmia', explanation: 'Varies with breathing; regular otherwise.' },
      { key: 'B', text: 'Atrial fibrillation', explanation: 'Correct: irregularly irregular, no P waves.' },
      { key: 'C', text: 'Atrial flutter with 2:1 block', explanation: 'Usually regular, with flutter waves at 300/min.' },
      { key: 'D', text: 'Ventricular ectopics', explanation: 'Occasional extra beats on a regular rhythm.' },
    ],
    answer: 'B',
    explanation: 'An irregularly irregular pulse with no P waves on the ECG is atrial fibrillation.',
    references: [{ title: 'Atrial fibrillation: diagnosis and management', publisher: 'NICE', code: 'NG196', year: 2021, url: 'https://www.nice.org.uk/guidance/ng196' }],
    status: 'live',
    sample: false,
    ...extra,
  };
}

function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env } }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('question import', () => {
  let db: DataSource;
  let redis: Redis;
  let dir: string;
  let examId: string;

  const stored = async (): Promise<Array<{ key: string; type: string; stem: string; status: string; body: Item }>> =>
    db.query(`SELECT key, type, stem, status, body FROM questions WHERE key LIKE $1 ORDER BY key`, [`imp-${RUN}-%`]);

  beforeAll(async () => {
    await flushTestRedis();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    redis = new Redis(process.env.REDIS_URL!);
    dir = mkdtempSync(join(tmpdir(), 'medprep-import-'));
    [{ id: examId }] = await db.query(
      `INSERT INTO exams (slug, title, description, category_id) SELECT $1, 'Import test exam', '', id FROM exam_categories WHERE slug = 'medicine' RETURNING id`,
      [EXAM],
    );
  });

  afterEach(async () => {
    await db.query(`DELETE FROM questions WHERE key LIKE $1`, [`imp-${RUN}-%`]);
  });

  afterAll(async () => {
    await db.query(`DELETE FROM exams WHERE slug = $1`, [EXAM]);
    await db.destroy();
    redis.disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('a CSV file of single best answers', () => {
    it('should write every row, reporting progress, and update rather than duplicate when imported again', async () => {
      const csv = questionsCsv([sba('1'), sba('2', { stem: 'Question 2: palpitations.\nHer pulse is "irregularly irregular".\nWhat is the rhythm?' }), sba('3', { status: 'draft' })]);
      const progress: Array<[number, number]> = [];
      const report = await importQuestions(db, readQuestionFile('bank.csv', csv), { batchSize: 2, onProgress: (done, total) => progress.push([done, total]) });
      expect(report).toMatchObject({ imported: 3, inserted: 3, updated: 0, issues: [], examIds: [examId] });
      // Rows 1 and 3 differ by their number only: written, with a warning naming the earlier row.
      expect(report.warnings).toEqual([
        { code: 'NEAR_DUPLICATE', line: 6, key: key('3'), similarTo: { id: null, key: key('1'), exam: EXAM }, similarity: expect.any(Number) },
      ]);
      expect(progress).toEqual([
        [0, 3],
        [2, 3],
        [3, 3],
      ]);
      const rows = await stored();
      expect(rows.map((r) => [r.key, r.type, r.status])).toEqual([
        [key('1'), 'sba', 'live'],
        [key('2'), 'sba', 'live'],
        [key('3'), 'sba', 'draft'],
      ]);
      expect(rows[1].stem).toBe('Question 2: palpitations.\nHer pulse is "irregularly irregular".\nWhat is the rhythm?');
      expect(rows[0].body).toMatchObject({ options: sba('1').options, references: sba('1').references });
      expect(await importQuestions(db, readQuestionFile('bank.csv', csv))).toMatchObject({ imported: 3, inserted: 0, updated: 3, issues: [] });
      expect(await stored()).toHaveLength(3);
    });

    it('should write nothing when any line has a problem, and name every problem by line and column', async () => {
      const good = sba('1');
      const csv = questionsCsv([good, sba('2', { answer: 'E' as 'A' }), sba('3', { exam: 'no-such-exam' }), sba('4')]);
      const report = await importQuestions(db, readQuestionFile('bank.csv', csv));
      expect(report).toEqual({
        imported: 0,
        inserted: 0,
        updated: 0,
        examIds: [],
        issues: [
          { line: 3, column: 'answer', path: 'answer', message: 'must be one of the keys A, B, C, D' },
          { line: 4, column: 'exam', path: 'exam', message: "no exam has the slug or id 'no-such-exam'" },
        ],
      });
      expect(await stored()).toEqual([]);
    });
  });

  describe('versions', () => {
    it('should keep an unchanged record, make a changed one a new published version, and write no version when the file has a problem', async () => {
      const file = (records: SbaRecord[]) => readQuestionFile('bank.json', questionsJson(EXAM, records));
      const versions = async (label: string) =>
        db.query(
          `SELECT v.version, v.status, v.change_note AS "changeNote", v.is_correction AS "isCorrection", v.created_by AS "createdBy"
             FROM question_versions v JOIN questions q ON q.id = v.question_id WHERE q.key = $1 ORDER BY v.version`,
          [key(label)],
        );
      await importQuestions(db, file([sba('v1'), sba('v2')]));
      expect(await importQuestions(db, file([sba('v1'), sba('v2')]))).toMatchObject({ inserted: 0, updated: 2, issues: [] });
      expect(await versions('v1')).toEqual([{ version: 1, status: 'live', changeNote: null, isCorrection: false, createdBy: null }]);

      const corrected = sba('v1', { explanation: 'Atrial fibrillation: irregularly irregular, with no P waves.', changeNote: 'The explanation names the ECG finding.' });
      const refused = await importQuestions(db, file([corrected, sba('v2', { answer: 'E' as 'A' })]));
      expect(refused.issues).toHaveLength(1);
      expect(await versions('v1')).toHaveLength(1);

      await importQuestions(db, file([corrected, sba('v2')]));
      expect(await versions('v1')).toEqual([
        { version: 1, status: 'retired', changeNote: null, isCorrection: false, createdBy: null },
        { version: 2, status: 'live', changeNote: corrected.changeNote, isCorrection: true, createdBy: null },
      ]);
      expect(await versions('v2')).toHaveLength(1);
      const [row] = await db.query(`SELECT version, body ->> 'explanation' AS explanation FROM questions WHERE key = $1`, [key('v1')]);
      expect(row).toEqual({ version: 2, explanation: corrected.explanation });
    });
  });

  describe('a JSON file', () => {
    it('should write a record of every type, in the file exam, and read back the same items', async () => {
      const records = sampleRecordOfEveryType(EXAM, key('t'));
      const report = await importQuestions(db, readQuestionFile('bank.json', questionsJson(EXAM, records)));
      expect(report).toMatchObject({ imported: 6, inserted: 6, issues: [] });
      const rows = await stored();
      const byKey = new Map(rows.map((r) => [r.key, r]));
      for (const { key: k, exam: _exam, topic: _topic, status: _status, sample: _sample, ...item } of records) {
        expect({ key: k, type: byKey.get(k)?.type, body: byKey.get(k)?.body }).toEqual({ key: k, type: item.type, body: item });
      }
    });

    it('should write nothing when one item has a problem, naming the item, its line and the path', async () => {
      const [sbaRecord, mtf] = sampleRecordOfEveryType(EXAM, key('t'));
      const broken = { ...mtf, statements: mtf.type === 'mtf' ? [mtf.statements[0], { ...mtf.statements[1], answer: 'yes' }] : [] };
      const text = questionsJson(EXAM, [sbaRecord, broken as QuestionRecord]);
      const line = text.split('\n').findIndex((l, i) => i > 3 && l === '    {') + 1;
      const report = await importQuestions(db, readQuestionFile('bank.json', text));
      expect(report.imported).toBe(0);
      expect(report.issues).toEqual([{ line, item: 1, path: 'statements[1].answer', message: 'must be true or false' }]);
      expect(await stored()).toEqual([]);
    });
  });

  describe('the command (npm run questions:import)', () => {
    const env = () => ({ DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: process.env.REDIS_URL!, NODE_ENV: 'test' });

    beforeAll(() => {
      if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build -w @medprep/backend" first`);
    });

    it('should import a file, print the report, exit 0 and publish the exam total to Redis', async () => {
      const file = join(dir, 'cli.csv');
      writeFileSync(file, questionsCsv([sba('40'), sba('41')]));
      const result = await run([file], env());
      // The two rows differ by their number only: imported, with a warning.
      expect(result.stdout).toMatch(
        new RegExp(`^Imported 2 \\(2 new, 0 updated\\)\\.\nWarning: line 3, ${key('41')}: its stem is a near-copy of ${key('40')} \\(${EXAM}\\), similarity 0\\.\\d\\d\\.\n$`),
      );
      expect(result.stderr).toContain('[##############################] 2/2');
      expect(result.code).toBe(0);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM questions WHERE exam_id = $1 AND status = 'live'`, [examId]);
      expect(await redis.hget(RedisKeys.examQuestionTotal(examId), 'total')).toBe(String(n));
      expect(await redis.scard(RedisKeys.examQuestionSet(examId))).toBe(n);
    });

    it('should exit 1 and write nothing when any line has a problem, listing every problem', async () => {
      const file = join(dir, 'bad.json');
      const [record] = sampleRecordOfEveryType(EXAM, key('cli'));
      writeFileSync(file, JSON.stringify([record, { ...record, key: key('cli-2'), exam: 'no-such-exam' }]));
      const result = await run([file], env());
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("Nothing imported; 1 problem:\nline 1 (item 2), exam: no exam has the slug or id 'no-such-exam'\n");
      expect(await stored()).toEqual([]);
    });

    it('should exit 1 on a missing file and 2 on a usage error', async () => {
      const missing = await run([join(dir, 'absent.json')], env());
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('absent.json: no such file.');
      const none = await run([], env());
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('Usage: npm run questions:import -- <file.json|file.csv>');
      const wrongType = await run([join(dir, 'bank.xlsx')], env());
      expect(wrongType.code).toBe(2);
    });

    it('should say clearly when the database has not been migrated', async () => {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = '/postgres';
      const file = join(dir, 'one.json');
      writeFileSync(file, questionsJson(EXAM, [sba('60')]));
      const result = await run([file], { ...env(), DATABASE_URL: url.toString() });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('The database has no questions table: it has not been migrated.');
    });
  });
});
