import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadKeys } from '../../bench/lib/first-load.mjs';

/**
 * What a page loads at start, read from the build: the entry, the data layer and the persisted
 * store that start-up imports, and the page's route modules, with everything they import
 * statically. Each part kept out here cost a page a long task on a phone (zod's start and its
 * schemas at module evaluation, a form and its date formatter); they load where they are used, and
 * plain constants (item types, session modes) live apart from the schemas built from them.
 */
const START_UP = ['src/app/startup/data-layer.ts', 'src/app/persist/persist-store.ts'];
const DIST = join(__dirname, '..', 'dist');

/** A text found only in each part. */
const PARTS = {
  zod: 'ZodError',
  'the item-editing schemas': 'contains a NUL character',
  'the session schemas': 'Send the response (or, for a single best answer, answer), not both.',
  "the dashboard's onboarding form": 'Welcome to your dashboard',
} as const;

/** Each page's route modules, and the parts it must not load at start. */
const PAGES: Array<[page: string, modules: string[], keptOut: Array<keyof typeof PARTS>]> = [
  ['home', ['src/app/routes/HomePage.tsx'], ['zod']],
  // With its purchase panel and checkout, which load as soon as the page is idle.
  ['an exam page', ['src/app/routes/ExamPage.tsx', 'src/features/checkout/components/ExamPurchase.tsx'], ['zod']],
  // A returning user's: the onboarding form loads only for a first visit, the account forms' schemas when one is sent.
  ['the dashboard', ['src/app/layouts/DashboardLayout.tsx', 'src/app/routes/DashboardPage.tsx'], ['zod', "the dashboard's onboarding form"]],
  // The report form loads once the player is idle, unsent answers' check only when there are some.
  [
    'a session',
    ['src/app/layouts/SessionLayout.tsx', 'src/app/routes/SessionPlayerPage.tsx'],
    ['zod', 'the item-editing schemas', 'the session schemas', "the dashboard's onboarding form"],
  ],
];

function firstLoadFiles(modules: string[]): string[] {
  const manifestPath = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build to inspect: run `npm run build -w @medprep/frontend` first (npm test does).');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  return firstLoadKeys(manifest, [...START_UP, ...modules]).map((key) => manifest[key].file);
}

describe('the first load', () => {
  it.each(PAGES.flatMap(([page, modules, keptOut]) => keptOut.map((part) => [page, part, modules] as const)))('of %s does not load %s', (_page, part, modules) => {
    const files = firstLoadFiles(modules);
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => readFileSync(join(DIST, file), 'utf8').includes(PARTS[part]))).toEqual([]);
  });
});
