import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { issuePath, itemSchemaWith, itemWarnings, type Item, type ItemType } from '@medprep/shared';
import { z } from 'zod';
import { REPO_ROOT } from '../../config/paths';

const TYPED_ITEMS_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'typed-items');
const QUESTIONS_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'questions');

const seedItemSchema = itemSchemaWith({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{2,80}$/, 'must be 3–81 lower-case letters, digits and dashes'),
  topic: z.string().trim().min(2, 'must be at least 2 characters').max(100, 'must be at most 100 characters'),
});
type SeedItem = Item & { key: string; topic: string };

interface StagedFile {
  file: string;
  exam: string;
  items: SeedItem[];
  problems: string[];
}

function readStaged(file: string): StagedFile {
  const data = JSON.parse(readFileSync(join(TYPED_ITEMS_DIR, file), 'utf8')) as { exam?: unknown; questions?: unknown };
  const problems: string[] = [];
  if (data.exam !== file.replace(/\.json$/, '')) problems.push(`${file}: exam must be "${file.replace(/\.json$/, '')}", is ${JSON.stringify(data.exam)}`);
  if (!Array.isArray(data.questions)) return { file, exam: String(data.exam), items: [], problems: [...problems, `${file}: questions must be a list`] };
  const items = data.questions.flatMap((raw: unknown, index: number) => {
    const name = `${file}, item ${index + 1} (${(raw as { key?: string } | null)?.key ?? 'no key'})`;
    const parsed = seedItemSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `${name}, ${issuePath(issue.path) || '(item)'}: ${issue.message}`));
      return [];
    }
    const item = parsed.data as SeedItem;
    problems.push(...itemWarnings(item).map((warning) => `${name}, ${warning.path}: ${warning.message}`));
    return [item];
  });
  return { file, exam: String(data.exam), items, problems };
}

const staged = readdirSync(TYPED_ITEMS_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map(readStaged);

const MINIMUM_COUNTS: Array<[exam: string, type: ItemType, min: number]> = [
  ['msra', 'ranking', 12],
  ['msra', 'choose', 6],
  ['msra', 'emq', 2],
  ['frca-1', 'mtf', 15],
  ['mrcgp-akt', 'numeric', 4],
  ['mrcgp-akt', 'emq', 2],
];

const countOf = (exam: string, type: ItemType) =>
  staged
    .filter((s) => s.exam === exam)
    .flatMap((s) => s.items)
    .filter((item) => item.type === type).length;

describe('staged typed sample items', () => {
  it('should parse every item with the item schema and raise no review warning', () => {
    expect(staged.flatMap((s) => s.problems)).toEqual([]);
  });

  it('should give every item a key no other staged item has', () => {
    const seen = new Map<string, string>();
    const repeats = staged.flatMap(({ file, items }) =>
      items.flatMap(({ key }) => {
        const first = seen.get(key);
        seen.set(key, first ?? file);
        return first === undefined ? [] : [`${file}: key ${key} is already used in ${first}`];
      }),
    );
    expect(repeats).toEqual([]);
  });

  it('should hold the sample counts of each format', () => {
    const short = MINIMUM_COUNTS.filter(([exam, type, min]) => countOf(exam, type) < min).map(
      ([exam, type, min]) => `${exam}: ${countOf(exam, type)} ${type} items, at least ${min} wanted`,
    );
    expect(short).toEqual([]);
  });

  it('should hold every FRCOphth Part 1 item of the current bank as a four-option single best answer, keys spread across A–D', () => {
    const current = JSON.parse(readFileSync(join(QUESTIONS_DIR, 'frcophth-1.json'), 'utf8')) as { questions: Array<{ key: string }> };
    const frcophth = staged.filter((s) => s.exam === 'frcophth-1').flatMap((s) => s.items);

    expect(frcophth.map((item) => item.key).sort()).toEqual(current.questions.map((q) => q.key).sort());
    const offFormat = frcophth.flatMap((item) =>
      item.type === 'sba' && item.options.length === 4 ? [] : [`${item.key}: ${item.type === 'sba' ? `${item.options.length} options` : item.type}`],
    );
    expect(offFormat).toEqual([]);
    // The player lists options in key order, so a key that favours one place can be guessed.
    const keysAt = (letter: string) => frcophth.filter((item) => item.type === 'sba' && item.answer === letter).length;
    const share = Math.ceil(frcophth.length / 3);
    expect(['A', 'B', 'C', 'D'].filter((letter) => keysAt(letter) === 0 || keysAt(letter) > share)).toEqual([]);
  });
});
