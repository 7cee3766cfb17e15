#!/usr/bin/env node
// `npm test`: the static guards first — lint (ESLint: types, import zones, no cycles) and typecheck
// (tsc over every package, specs and tests included) — then every tier in turn: libs (Vitest),
// backend unit + integration against real Postgres and Redis (Jest), frontend (Vitest), end to end
// in Chromium (Playwright); then the outcome of each stage and one line with the test counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, ROOT, run } from './workspace.mjs';

const RESULTS = join(ROOT, 'var', 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

ensureInstalled();
// The backend's test setup migrates and seeds through code that imports the built shared library,
// the import-command test runs the built CLI as a user would, and the frontend's first-load budget
// test measures the built bundle.
ensureBuilt();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const out = (name) => join(RESULTS, `${name}.json`);
const stages = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'libs', cmd: ['npx', '-w', '@medprep/shared', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out('libs')}`] },
  { name: 'backend', cmd: ['npx', '-w', '@medprep/backend', 'jest', '--runInBand', '--json', `--outputFile=${out('backend')}`] },
  { name: 'frontend', cmd: ['npx', '-w', '@medprep/frontend', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out('frontend')}`] },
  { name: 'e2e', e2e: true, cmd: ['npx', '-w', '@medprep/frontend', 'playwright', 'test'], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out('e2e') } },
];

const only = process.argv.slice(2);
const failedStages = [];
const ranStages = [];
for (const stage of stages) {
  if (only.length > 0 && !only.includes(stage.name)) continue;
  if (stage.e2e && !existsSync(CHROMIUM)) {
    const message = `Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH.`;
    if (process.env.CI) {
      console.error(`✗ e2e: ${message}`);
      failedStages.push(stage.name);
    } else {
      console.warn(`! e2e skipped: ${message}`);
    }
    continue;
  }
  if (stage.e2e) ensureBuilt();
  console.log(`\n=== ${stage.name} ===`);
  const status = run(stage.cmd[0], stage.cmd.slice(1), { env: { ...process.env, ...stage.env } });
  ranStages.push(stage.name);
  if (status !== 0) failedStages.push(stage.name);
}

function counts(name) {
  const file = out(name);
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (json.stats) {
    return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped };
  }
  return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + (json.numTodoTests ?? 0) };
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const stage of stages) {
  const c = counts(stage.name);
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
}
console.log('');
console.log(`stages: ${ranStages.map((name) => `${name} ${failedStages.includes(name) ? 'failed' : 'passed'}`).join(', ')}`);
if (failedStages.length > 0) console.error(`Failed stages: ${failedStages.join(', ')}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStages.length > 0 || total.failed > 0 ? 1 : 0);
