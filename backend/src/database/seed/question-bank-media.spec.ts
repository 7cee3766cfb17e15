import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ItemMedia, QuestionRecord } from '@medprep/shared';
import { REPO_ROOT } from '../../config/paths';
import { readSeedFile, seedFileNames } from './question-bank.seed';

const MEDIA_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'media');
/** Where the server serves the drawn sample images from: /media/samples/<name>.svg is MEDIA_DIR/<name>.svg. */
const SAMPLE_MEDIA_SRC = /^\/media\/samples\/([a-z0-9-]+\.svg)$/;
/** The exams whose real papers show images. */
const IMAGE_EXAMS = ['mrcp-2', 'mrcem-2', 'mrcpch-fop-tas', 'mrcpch-tas', 'mrcgp-akt'];

const records = seedFileNames().flatMap((file) => readSeedFile(file).records);
const withMedia = records.filter((r): r is QuestionRecord & { media: ItemMedia[] } => (r.media?.length ?? 0) > 0);

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

describe('the images of the sample bank (seed-data/media)', () => {
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
