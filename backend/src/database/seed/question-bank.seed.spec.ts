import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ItemType, itemOfRecord, itemWarnings } from '@medprep/shared';
import { describeImportIssue } from '../../modules/questions/question-import';
import { QUESTION_SEED_DIR, readSeedFile, seedFileNames } from './question-bank.seed';

const files = seedFileNames().map((file) => readSeedFile(file));
const records = files.flatMap((f) => f.records);
const countOf = (exam: string, type: ItemType) => records.filter((r) => r.exam === exam && r.type === type).length;

/** The sample counts of each format, as the real papers ask for them. */
const MINIMUM_COUNTS: Array<[exam: string, type: ItemType, min: number]> = [
  ['msra', 'ranking', 12],
  ['msra', 'choose', 6],
  ['msra', 'emq', 2],
  ['frca-1', 'mtf', 15],
  ['mrcpsych-a', 'emq', 2],
  ['mrcpsych-b', 'emq', 2],
  ['mrcog-2', 'emq', 2],
  ['mrcpch-fop-tas', 'emq', 2],
  ['mrcpch-tas', 'emq', 2],
  ['mrcgp-akt', 'emq', 2],
  ['mrcgp-akt', 'numeric', 4],
];

describe('the sample question bank (seed-data/questions)', () => {
  it('should hold one file per exam, named after it, in the form { exam, questions }', () => {
    const misnamed = files.filter((f) => f.exam !== f.file.replace(/\.json$/, '')).map((f) => `${f.file}: exam is ${JSON.stringify(f.exam)}`);
    expect(misnamed).toEqual([]);
    for (const file of seedFileNames()) {
      const data = JSON.parse(readFileSync(join(QUESTION_SEED_DIR, file), 'utf8')) as Record<string, unknown>;
      expect({ file, fields: Object.keys(data).sort() }).toEqual({ file, fields: ['exam', 'questions'] });
    }
  });

  it('should parse every question with questionRecordSchema, each with its type, and raise no review warning', () => {
    const problems = files.flatMap((f) => f.issues.map((issue) => `${f.file}, ${describeImportIssue(issue)}`));
    expect(problems).toEqual([]);
    const untyped = files.flatMap((f) =>
      (JSON.parse(readFileSync(join(QUESTION_SEED_DIR, f.file), 'utf8')) as { questions: Array<{ key?: string; type?: unknown }> }).questions
        .filter((q) => typeof q.type !== 'string')
        .map((q) => `${f.file}: ${q.key}`),
    );
    expect(untyped).toEqual([]);
    const warnings = records.flatMap((r) => itemWarnings(itemOfRecord(r)).map((w) => `${r.key}, ${w.path}: ${w.message}`));
    expect(warnings).toEqual([]);
  });

  it('should give every question a key no other question has', () => {
    const keys = records.map((r) => r.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('should hold at least 300 questions, at least 10 for every exam', () => {
    expect(records.length).toBeGreaterThanOrEqual(300);
    expect(files.filter((f) => f.records.length < 10).map((f) => f.file)).toEqual([]);
  });

  it('should hold the sample counts of each format', () => {
    const short = MINIMUM_COUNTS.filter(([exam, type, min]) => countOf(exam, type) < min).map(
      ([exam, type, min]) => `${exam}: ${countOf(exam, type)} ${type} items, at least ${min} wanted`,
    );
    expect(short).toEqual([]);
  });

  it('should write every EMQ set with three or four stems and 8–12 options', () => {
    const offShape = records.flatMap((r) =>
      r.type === 'emq' && (r.stems.length < 3 || r.stems.length > 4 || r.options.length < 8 || r.options.length > 12) ? [r.key] : [],
    );
    expect(offShape).toEqual([]);
  });

  it('should date every reference', () => {
    const undated = records.flatMap((r) => r.references.filter((ref) => !Number.isInteger(ref.year)).map((ref) => `${r.key}: ${ref.title}`));
    expect(undated).toEqual([]);
  });

  it('should hold every FRCOphth Part 1 item as a four-option single best answer, keys spread across A–D', () => {
    const frcophth = records.filter((r) => r.exam === 'frcophth-1');
    expect(frcophth.length).toBeGreaterThanOrEqual(10);
    const offFormat = frcophth.flatMap((r) => (r.type === 'sba' && r.options.length === 4 ? [] : [`${r.key}: ${r.type === 'sba' ? `${r.options.length} options` : r.type}`]));
    expect(offFormat).toEqual([]);
    // The player lists options in key order, so a key that favours one place can be guessed.
    const keysAt = (letter: string) => frcophth.filter((r) => r.type === 'sba' && r.answer === letter).length;
    const share = Math.ceil(frcophth.length / 3);
    expect(['A', 'B', 'C', 'D'].filter((letter) => keysAt(letter) === 0 || keysAt(letter) > share)).toEqual([]);
  });
});
