import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config';
import { createDataSource } from '../database/data-source';
import { PerformanceCountersRepository } from '../modules/performance/performance-counters.repository';
import {
  describeImportIssue,
  type ImportIssue,
  ImportDatabaseError,
  ImportFileError,
  importFormatOf,
  importQuestions,
  readQuestionFile,
} from '../modules/questions/question-import';
import { QuestionsRepository } from '../modules/questions/questions.repository';
import { connectRedis } from '../redis/redis-client';
import { createRedisClient } from '../redis/redis.module';
import { progressBar } from './progress-bar';

const USAGE = `Usage: npm run questions:import -- <file.json|file.csv>

Imports question records by key: new keys are added, known keys updated, in one transaction. The
file is imported whole or not at all: any problem is reported by line and nothing is written.
  JSON: question records of any type, as an array or {"exam": "<slug>", "questions": [ … ]}
        (the format of backend/seed-data/questions and of the admin export)
  CSV:  single-best-answer questions, a header row then one row per question, with the columns
        key, exam, topic, stem, option_A, option_A_explanation … option_H, option_H_explanation,
        answer, explanation, references, and optionally media, status, sample.
        references: entries separated by ";;", each "title | publisher | year | code | url"
        media: entries separated by ";;", each "kind | src | alt | caption | width | height"

Exit codes: 0 imported, 1 nothing imported (a problem in the file or the database), 2 usage error.`;

const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function printIssues(issues: ImportIssue[]) {
  for (const issue of issues) console.log(describeImportIssue(issue));
}

/** Keeps the public exam totals in Redis in step; a Redis outage does not undo the import. */
async function publishTotals(db: DataSource, config: ReturnType<typeof loadConfig>, examIds: string[]): Promise<void> {
  if (examIds.length === 0) return;
  const redis = createRedisClient(config);
  redis.on('error', () => undefined);
  try {
    await connectRedis(redis);
    const touched = new Set(examIds);
    const totals = (await new QuestionsRepository(db).liveIdsByExam()).filter((e) => touched.has(e.examId));
    await new PerformanceCountersRepository(redis).publishExamTotals(totals);
  } catch (error) {
    console.error(`Warning: exam totals not published to Redis (${(error as Error).message}); the questions are saved.`);
  } finally {
    redis.disconnect();
  }
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return EXIT.ok;
  }
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error(args.length === 0 ? 'No file given.' : `Expected one file, got: ${args.join(' ')}`);
    console.error(USAGE);
    return EXIT.usage;
  }
  if (!importFormatOf(args[0])) {
    console.error(`${args[0]}: expected a .json or .csv file.`);
    console.error(USAGE);
    return EXIT.usage;
  }
  // npm runs workspace scripts in backend/; a relative path means the caller's directory.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);

  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'ENOENT' ? `${path}: no such file.` : `${path}: cannot be read (${(error as Error).message}).`);
    return EXIT.failed;
  }
  const read = readQuestionFile(path, text);
  if (read.rows.length === 0 && read.issues.length === 0) {
    console.error(`${path}: no questions in the file.`);
    return EXIT.failed;
  }

  const config = loadConfig();
  let db: DataSource;
  try {
    db = await createDataSource(config.databaseUrl).initialize();
  } catch (error) {
    const where = new URL(config.databaseUrl);
    where.password = '';
    console.error(`Cannot connect to the database at ${where.host}${where.pathname}: ${(error as Error).message}`);
    return EXIT.failed;
  }
  try {
    const bar = progressBar();
    const report = await importQuestions(db, read, { onProgress: (done, total) => total > 0 && bar('Writing questions', done, total) });
    if (report.issues.length > 0) {
      console.log(`Nothing imported; ${plural(report.issues.length, 'problem')}:`);
      printIssues(report.issues);
      return EXIT.failed;
    }
    console.log(`Imported ${report.imported} (${report.inserted} new, ${report.updated} updated).`);
    for (const w of report.warnings ?? []) {
      console.log(`Warning: line ${w.line}, ${w.key}: its stem is a near-copy of ${w.similarTo.key} (${w.similarTo.exam}), similarity ${w.similarity.toFixed(2)}.`);
    }
    await publishTotals(db, config, report.examIds);
    return EXIT.ok;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof ImportDatabaseError) console.error(error.message);
    else if (error instanceof ImportFileError) console.error(`${process.argv[2]}: ${error.message}`);
    else console.error(`Import failed, nothing was written: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = EXIT.failed;
  });
