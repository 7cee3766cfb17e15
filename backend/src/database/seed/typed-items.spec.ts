import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { issuePath, itemSchemaWith, itemWarnings, type Item, type ItemType } from '@medprep/shared';
import { z } from 'zod';
import { REPO_ROOT } from '../../config/paths';

const TYPED_ITEMS_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'typed-items');

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
});
