import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadKeys } from '../../bench/lib/first-load.mjs';

/**
 * What a visitor's public page runs at start: the entry, the data layer and the persisted store
 * that start-up imports, and the page's route, with everything they import statically. zod
 * (~25 KB gzip, and a long task to evaluate on a phone) is not among them: the persisted store's
 * parts are checked by hand, the exam page's paper formats read plain constants, and the forms
 * and the checkout that need zod load when they are used or the browser is idle.
 */
const VISITOR_PAGES = {
  home: ['src/app/routes/HomePage.tsx'],
  'an exam page': ['src/app/routes/ExamPage.tsx'],
};
const START_UP = ['src/app/startup/data-layer.ts', 'src/app/persist/persist-store.ts'];
/** A text found only in zod's own code. */
const ZOD = 'ZodError';
const DIST = join(__dirname, '..', 'dist');

describe("a visitor's first load", () => {
  it.each(Object.entries(VISITOR_PAGES))('of %s does not load zod', (_page, route) => {
    const manifestPath = join(DIST, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) {
      throw new Error('No build to inspect: run `npm run build -w @medprep/frontend` first (npm test does).');
    }
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
    const files = firstLoadKeys(manifest, [...START_UP, ...route]).map((key) => manifest[key].file);
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => readFileSync(join(DIST, file), 'utf8').includes(ZOD))).toEqual([]);
  });
});
