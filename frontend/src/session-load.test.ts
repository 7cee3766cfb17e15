import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadKeys } from '../../bench/lib/first-load.mjs';

/**
 * What a session page loads at start: the entry, the data layer and the persistence that start-up
 * imports, and the player's route (layout and page), with everything they import statically. Each
 * part kept out here cost the page a long task on a phone: building the item-editing and session
 * schemas (zod, at module evaluation), and the dashboard's onboarding form with its date formatter.
 */
const SESSION_MODULES = [
  'src/app/startup/data-layer.ts',
  'src/app/persist/persist-store.ts',
  'src/app/layouts/SessionLayout.tsx',
  'src/app/routes/SessionPlayerPage.tsx',
];
/** A text found only in each part that must stay out. */
const KEPT_OUT = {
  'the item-editing schemas': 'contains a NUL character',
  'the session schemas': 'Send the response (or, for a single best answer, answer), not both.',
  "the dashboard's onboarding modal": 'Welcome to your dashboard',
};
const DIST = join(__dirname, '..', 'dist');

describe('the session page first load', () => {
  it.each(Object.entries(KEPT_OUT))('does not load %s', (_part, text) => {
    const manifestPath = join(DIST, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) {
      throw new Error('No build to inspect: run `npm run build -w @medprep/frontend` first (npm test does).');
    }
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
    const files = firstLoadKeys(manifest, SESSION_MODULES).map((key) => manifest[key].file);
    expect(files.filter((file) => readFileSync(join(DIST, file), 'utf8').includes(text))).toEqual([]);
  });
});
