import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issuePath, itemSchemaWith, itemWarnings, type Item, type ItemMedia } from '@medprep/shared';
import { z } from 'zod';
import { REPO_ROOT } from '../../config/paths';

const TYPED_ITEMS_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'typed-items');
const MEDIA_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'media');
/** Where the server will serve the drawn sample images from: /media/samples/<name>.svg is MEDIA_DIR/<name>.svg. */
const SAMPLE_MEDIA_SRC = /^\/media\/samples\/([a-z0-9-]+\.svg)$/;

/** The staged files of the EMQ sets and image items, and the exam each belongs to. */
const FILES: Record<string, string> = {
  'mrcpsych-a.json': 'mrcpsych-a',
  'mrcpsych-b.json': 'mrcpsych-b',
  'mrcog-2.json': 'mrcog-2',
  'mrcpch-fop-tas.json': 'mrcpch-fop-tas',
  'mrcpch-tas.json': 'mrcpch-tas',
  'mrcgp-akt.json': 'mrcgp-akt',
  'mrcp-2.json': 'mrcp-2',
  'mrcem-2.json': 'mrcem-2',
};
const EMQ_SET_EXAMS = ['mrcpsych-a', 'mrcpsych-b', 'mrcog-2', 'mrcpch-fop-tas', 'mrcpch-tas', 'mrcgp-akt'];
const IMAGE_EXAMS = ['mrcp-2', 'mrcem-2', 'mrcpch-fop-tas', 'mrcpch-tas', 'mrcgp-akt'];

const seedItemSchema = itemSchemaWith({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{2,80}$/, 'must be 3–81 lower-case letters, digits and dashes'),
  topic: z.string().trim().min(2).max(100),
});
type SeedItem = Item & { key: string; topic: string; exam: string; file: string };

const problems: string[] = [];
const items: SeedItem[] = Object.entries(FILES).flatMap(([file, exam]) => {
  const data = JSON.parse(readFileSync(join(TYPED_ITEMS_DIR, file), 'utf8')) as { exam?: unknown; questions?: unknown[] };
  if (data.exam !== exam) problems.push(`${file}: exam must be "${exam}", is ${JSON.stringify(data.exam)}`);
  return (data.questions ?? []).flatMap((raw, i) => {
    const name = `${file}, item ${i + 1}`;
    const parsed = seedItemSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `${name}, ${issuePath(issue.path) || '(item)'}: ${issue.message}`));
      return [];
    }
    const item = parsed.data as Item & { key: string; topic: string };
    problems.push(...itemWarnings(item).map((w) => `${name}, ${w.path}: ${w.message}`));
    return [{ ...item, exam, file }];
  });
});
const withMedia = items.filter((item): item is SeedItem & { media: ItemMedia[] } => (item.media?.length ?? 0) > 0);

/** Why an SVG file is unsafe or malformed for an <img>: no script, no handlers, no outside references, balanced tags. */
function svgProblems(svg: string): string[] {
  const found: string[] = [];
  if (!/^<svg[\s>]/.test(svg)) found.push('does not start with <svg');
  if (!/^<svg[^>]*\sviewBox="0 0 \d+(\.\d+)? \d+(\.\d+)?"/.test(svg)) found.push('has no viewBox on the root element');
  if (/<script|<foreignObject|<!DOCTYPE|<!ENTITY/i.test(svg)) found.push('has a script, foreignObject or DTD');
  if (/\son[a-z]+\s*=/i.test(svg)) found.push('has an event handler attribute');
  if (/href\s*=|url\((?!#)/i.test(svg)) found.push('refers to something outside the file');
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<(\/?)([A-Za-z][\w:-]*)(?:"[^"]*"|[^>"])*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) found.push(`closes <${name}> out of order`);
    } else if (!selfClosing) open.push(name);
  }
  if (open.length > 0) found.push(`leaves <${open.join('>, <')}> open`);
  return found;
}

describe('staged EMQ sets and image items', () => {
  it('should parse every item with the item schema and raise no review warning', () => {
    expect(problems).toEqual([]);
  });

  it('should give every item a key no other item has', () => {
    const keys = items.map((item) => item.key);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('should hold at least two EMQ sets of three or four stems and 8–12 options in each exam that asks for them', () => {
    const short = EMQ_SET_EXAMS.filter((exam) => items.filter((item) => item.exam === exam && item.type === 'emq').length < 2);
    expect(short).toEqual([]);
    const offShape = items.flatMap((item) =>
      item.type === 'emq' && (item.stems.length < 3 || item.stems.length > 4 || item.options.length < 8 || item.options.length > 12) ? [item.key] : [],
    );
    expect(offShape).toEqual([]);
  });

  it('should hold at least 12 image items across MRCP 2, MRCEM, MRCPCH and the AKT, each with alt text and a caption', () => {
    expect(withMedia.length).toBeGreaterThanOrEqual(12);
    expect(withMedia.filter((item) => !IMAGE_EXAMS.includes(item.exam)).map((item) => item.key)).toEqual([]);
    for (const exam of ['mrcp-2', 'mrcem-2', 'mrcgp-akt']) expect(withMedia.some((item) => item.exam === exam)).toBe(true);
    expect(withMedia.some((item) => item.exam.startsWith('mrcpch'))).toBe(true);
    const thin = withMedia.flatMap((item) => item.media.filter((m) => m.alt.length < 80 || !m.caption).map((m) => `${item.key}: ${m.src}`));
    expect(thin).toEqual([]);
  });

  it('should point every image at a drawn SVG in seed-data/media, of the size it declares and safe to show', () => {
    const faults = withMedia.flatMap((item) =>
      item.media.flatMap((m) => {
        const file = SAMPLE_MEDIA_SRC.exec(m.src)?.[1];
        if (m.kind !== 'svg' || !file) return [`${item.key}: ${m.src} is not /media/samples/<name>.svg`];
        if (!existsSync(join(MEDIA_DIR, file))) return [`${item.key}: ${file} does not exist`];
        const svg = readFileSync(join(MEDIA_DIR, file), 'utf8');
        const size = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
        const sizeFault = size && (Number(size[1]) !== m.width || Number(size[2]) !== m.height) ? [`${file}: declared ${m.width}×${m.height}, drawn ${size[1]}×${size[2]}`] : [];
        return [...sizeFault, ...svgProblems(svg).map((p) => `${file}: ${p}`)];
      }),
    );
    expect(faults).toEqual([]);
  });

  it('should name each image by its kind and a number, since the player sees the address before the key is revealed', () => {
    const telling = withMedia.flatMap((item) => item.media.map((m) => m.src)).filter((src) => !/\/[a-z0-9]+(?:-[a-z0-9]+)*-\d{2}\.svg$/.test(src));
    expect(telling).toEqual([]);
  });

  it('should use every drawn SVG in some item', () => {
    const used = new Set(withMedia.flatMap((item) => item.media.map((m) => SAMPLE_MEDIA_SRC.exec(m.src)?.[1])));
    expect(readdirSync(MEDIA_DIR).filter((f) => f.endsWith('.svg') && !used.has(f))).toEqual([]);
  });

  it('should redraw exactly the committed SVGs from the generator', () => {
    const out = mkdtempSync(join(tmpdir(), 'medprep-media-'));
    try {
      execFileSync(process.execPath, [join(MEDIA_DIR, 'generate.mjs'), out]);
      const drawn = readdirSync(out).sort();
      expect(drawn).toEqual(readdirSync(MEDIA_DIR).filter((f) => f.endsWith('.svg')).sort());
      for (const file of drawn) expect({ file, same: readFileSync(join(out, file), 'utf8') === readFileSync(join(MEDIA_DIR, file), 'utf8') }).toEqual({ file, same: true });
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('should find the faults it guards against in an unsafe or broken SVG', () => {
    expect(svgProblems('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g><path d="M0 0"/></g></svg>')).toEqual([]);
    expect(svgProblems('<svg viewBox="0 0 10 10"><script>alert(1)</script></svg>')).toContain('has a script, foreignObject or DTD');
    expect(svgProblems('<svg viewBox="0 0 10 10"><image href="https://x.test/a.png"/></svg>')).toContain('refers to something outside the file');
    expect(svgProblems('<svg viewBox="0 0 10 10"><rect onload="x()"/></svg>')).toContain('has an event handler attribute');
    expect(svgProblems('<svg viewBox="0 0 10 10"><g></svg>')).toEqual(['closes <svg> out of order', 'leaves <svg> open']);
    expect(svgProblems('<svg width="10"></svg>')).toContain('has no viewBox on the root element');
  });
});
