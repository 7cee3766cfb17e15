import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { RedisKeys } from '../src/redis/keys';
import { importQuestions, readQuestionFile } from '../src/modules/questions/question-import';
import { flushTestRedis } from './helpers/redis';

/** Everything this suite writes carries the run's tag, in its own exam, so that afterAll can remove it. */
const RUN = randomUUID().slice(0, 8);
const EXAM = `import-test-${RUN}`;
const key = (n: number) => `imp-${RUN}-${String(n).padStart(3, '0')}`;
const CLI = resolve(__dirname, '..', 'dist', 'cli', 'import-questions.js');

const HEADER = 'key,exam,topic,stem,A,B,C,D,E,answer,explanation,explanation_A,explanation_B,explanation_C,explanation_D,explanation_E,references,image_url,status';

function csvRow(n: number, overrides: Partial<Record<'exam' | 'stem' | 'C' | 'answer' | 'status', string>> = {}): string {
  const cells = [
    key(n),
    overrides.exam ?? EXAM,
    'Cardiology',
    overrides.stem ?? `Question ${n}: a 58-year-old woman has palpitations and an irregularly irregular pulse. What is the rhythm?`,
    'Sinus arrhythmia',
    'Atrial fibrillation',
    overrides.C ?? 'Atrial flutter with 2:1 block',
    'Ventricular ectopics',
    'Complete heart block',
    overrides.answer ?? 'B',
    'An irregularly irregular pulse with no P waves on the ECG is atrial fibrillation.',
    'Varies with breathing; regular otherwise.',
    'Correct: irregularly irregular, no P waves.',
    'Usually regular, with flutter waves at 300/min.',
    'Occasional extra beats on a regular rhythm.',
    'Slow and regular, with dissociated P waves.',
    'NICE NG196 Atrial fibrillation (2021) | ESC 2024 AF guidelines',
    '',
    overrides.status ?? 'live',
  ];
  return cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
}

function jsonQuestion(n: number, extra: Record<string, unknown> = {}) {
  return {
    key: key(n),
    topic: 'Respiratory',
    stem: `Question ${n}: a 24-year-old man has sudden pleuritic chest pain and breathlessness. What is the most likely diagnosis?`,
    options: { A: 'Pneumothorax', B: 'Pneumonia', C: 'Pulmonary embolism', D: 'Pericarditis', E: 'Costochondritis' },
    answer: 'A',
    explanation: 'Sudden pleuritic pain and breathlessness in a tall young man is a primary spontaneous pneumothorax.',
    optionExplanations: { A: 'Correct.', B: 'Fever and cough.', C: 'Risk factors.', D: 'Positional pain.', E: 'Tender.' },
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

  const countOf = async () => (await db.query(`SELECT count(*)::int AS n FROM questions WHERE key LIKE $1`, [`imp-${RUN}-%`]))[0].n as number;

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

  afterAll(async () => {
    await db.query(`DELETE FROM questions WHERE key LIKE $1`, [`imp-${RUN}-%`]);
    await db.query(`DELETE FROM exams WHERE slug = $1`, [EXAM]);
    await db.destroy();
    redis.disconnect();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('a CSV file', () => {
    // Line 1 header; 2 good; 3–5 one good row whose stem spans three lines; 6 answer F; 7 good;
    // 8 no option C; 9 unknown exam; 10 good.
    const csv = [
      HEADER,
      csvRow(1),
      csvRow(2, { stem: 'Question 2: a 58-year-old woman has palpitations.\nHer pulse is "irregularly irregular".\nWhat is the rhythm?' }),
      csvRow(3, { answer: 'F' }),
      csvRow(4),
      csvRow(5, { C: '' }),
      csvRow(6, { exam: 'no-such-exam' }),
      csvRow(7, { status: 'draft' }),
    ].join('\r\n');

    it('should import the good rows and name exactly the three bad lines with their reasons', async () => {
      const progress: Array<[number, number]> = [];
      const report = await importQuestions(db, readQuestionFile('bank.csv', csv), { batchSize: 2, onProgress: (done, total) => progress.push([done, total]) });
      expect(report).toMatchObject({ imported: 4, inserted: 4, updated: 0, examIds: [examId] });
      expect(report.bad).toEqual([
        { line: 6, reason: 'answer must be one of A, B, C, D or E' },
        { line: 8, reason: 'option C is required' },
        { line: 9, reason: "unknown exam 'no-such-exam'" },
      ]);
      expect(progress).toEqual([
        [0, 4],
        [2, 4],
        [4, 4],
      ]);
      const rows = await db.query(`SELECT key, stem, status, "references" FROM questions WHERE key LIKE $1 ORDER BY key`, [`imp-${RUN}-%`]);
      expect(rows.map((r: { key: string }) => r.key)).toEqual([key(1), key(2), key(4), key(7)]);
      expect(rows[1].stem).toBe('Question 2: a 58-year-old woman has palpitations.\nHer pulse is "irregularly irregular".\nWhat is the rhythm?');
      expect(rows[0].references).toEqual(['NICE NG196 Atrial fibrillation (2021)', 'ESC 2024 AF guidelines']);
      expect(rows[3].status).toBe('draft');
    });

    it('should update rather than duplicate when the same file is imported again', async () => {
      const report = await importQuestions(db, readQuestionFile('bank.csv', csv));
      expect(report).toMatchObject({ imported: 4, inserted: 0, updated: 4 });
      expect(report.bad.map((b) => b.line)).toEqual([6, 8, 9]);
      expect(await countOf()).toBe(4);
    });

    it('should write the changed fields of a known key', async () => {
      const changed = [HEADER, csvRow(1, { answer: 'C', status: 'draft' })].join('\n');
      expect(await importQuestions(db, readQuestionFile('bank.csv', changed))).toMatchObject({ imported: 1, inserted: 0, updated: 1, bad: [] });
      const [row] = await db.query(`SELECT answer, status FROM questions WHERE key = $1`, [key(1)]);
      expect(row).toEqual({ answer: 'C', status: 'draft' });
    });
  });

  describe('a JSON file', () => {
    it('should apply the file exam to its questions and report a bad one by the line it starts on', async () => {
      const text = JSON.stringify({ exam: EXAM, questions: [jsonQuestion(20), jsonQuestion(21, { stem: 'Too short' }), jsonQuestion(22)] }, null, 2);
      const lines = text.split('\n');
      const starts = lines.flatMap((l, i) => (l === '    {' ? [i + 1] : []));
      const report = await importQuestions(db, readQuestionFile('bank.json', text));
      expect(report).toMatchObject({ imported: 2, inserted: 2, updated: 0 });
      expect(report.bad).toEqual([{ line: starts[1], reason: 'stem must be at least 20 characters' }]);
    });

    it('should read a plain array whose questions name their exam, and be idempotent', async () => {
      const text = JSON.stringify([jsonQuestion(20, { exam: EXAM }), jsonQuestion(23, { exam: EXAM })], null, 2);
      expect(await importQuestions(db, readQuestionFile('bank.json', text))).toMatchObject({ imported: 2, inserted: 1, updated: 1, bad: [] });
      expect(await importQuestions(db, readQuestionFile('bank.json', text))).toMatchObject({ imported: 2, inserted: 0, updated: 2, bad: [] });
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM questions WHERE key = ANY($1)`, [[key(20), key(23)]]);
      expect(n).toBe(2);
    });

    it('should write nothing when no row is valid', async () => {
      const before = await countOf();
      const report = await importQuestions(db, readQuestionFile('bank.json', JSON.stringify([jsonQuestion(30, { exam: 'no-such-exam' })])));
      expect(report).toMatchObject({ imported: 0, bad: [{ line: 1, reason: "unknown exam 'no-such-exam'" }] });
      expect(await countOf()).toBe(before);
    });
  });

  describe('the command (npm run questions:import)', () => {
    const env = () => ({ DATABASE_URL: process.env.DATABASE_URL!, REDIS_URL: process.env.REDIS_URL!, NODE_ENV: 'test' });

    beforeAll(() => {
      if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build -w @medprep/backend" first`);
    });

    it('should import a file, print the report, exit 0 and publish the exam total to Redis', async () => {
      const file = join(dir, 'cli.csv');
      writeFileSync(file, [HEADER, csvRow(40), csvRow(41, { answer: 'F' }), csvRow(42)].join('\n'));
      const result = await run([file], env());
      expect(result.stdout).toBe(["Imported 2 (2 new, 0 updated); 1 bad row:", 'line 3: answer must be one of A, B, C, D or E', ''].join('\n'));
      expect(result.stderr).toContain('[##############################] 2/2');
      expect(result.code).toBe(0);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM questions WHERE exam_id = $1 AND status = 'live'`, [examId]);
      expect(await redis.hget(RedisKeys.examQuestionTotal(examId), 'total')).toBe(String(n));
      expect(await redis.scard(RedisKeys.examQuestionSet(examId))).toBe(n);
    });

    it('should exit 1 when no row is valid, listing the bad rows', async () => {
      const file = join(dir, 'bad.csv');
      writeFileSync(file, [HEADER, csvRow(50, { exam: 'no-such-exam' })].join('\n'));
      const result = await run([file], env());
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("Nothing imported; 1 bad row:\nline 2: unknown exam 'no-such-exam'\n");
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
      writeFileSync(file, JSON.stringify([jsonQuestion(60, { exam: EXAM })]));
      const result = await run([file], { ...env(), DATABASE_URL: url.toString() });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('The database has no questions table: it has not been migrated.');
    });
  });
});
