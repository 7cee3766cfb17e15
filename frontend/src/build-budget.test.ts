import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_ROUTE_MODULES, measureFirstLoad } from '../../bench/lib/first-load.mjs';

/**
 * The home page's first-load JavaScript, gzipped: the entry chunk, the lazy route chunks the router
 * loads to render '/' (bench/lib/first-load.mjs, shared with the benchmark) and everything they
 * import statically. Sizes are deterministic for a given build, so this is a real budget, unlike a
 * timing. 110 KB is the product's target.
 */
const BUDGET_KB = 110;
const DIST = join(__dirname, '..', 'dist');

describe('the home page first-load budget', () => {
  it(`keeps the JavaScript the home page loads first under ${BUDGET_KB} KB gzip`, () => {
    if (!existsSync(join(DIST, '.vite', 'manifest.json'))) {
      throw new Error('No build to measure: run `npm run build -w @medprep/frontend` first (npm test does).');
    }
    const { totalKb, chunks } = measureFirstLoad(DIST, HOME_ROUTE_MODULES);
    const breakdown = chunks.map(({ file, kb }) => `  ${kb.toFixed(2).padStart(7)} KB  ${file}`).join('\n');

    expect(chunks.length).toBeGreaterThan(0);
    expect(totalKb, `first load ${totalKb} KB gzip > ${BUDGET_KB} KB; per chunk:\n${breakdown}\n`).toBeLessThanOrEqual(BUDGET_KB);
  });
});
