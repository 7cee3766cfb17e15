// Helpers shared by the start and test commands: install when needed, build when sources changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  return result.status ?? 1;
}

/** Runs the command; when it fails, says what failed and what to do (its own messages are above), and exits. */
export function runOrExit(command, args, options, failure) {
  const status = run(command, args, options);
  if (status !== 0) {
    if (failure) console.error(`\n${failure}`);
    process.exit(status);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const installed = mtime(join(ROOT, 'node_modules', '.package-lock.json'));
  if (installed === 0 || installed < mtime(join(ROOT, 'package-lock.json'))) {
    console.log('> Installing dependencies (npm ci)…');
    runOrExit('npm', ['ci', '--no-audit', '--no-fund'], {}, [
      '`npm ci` failed (its messages are above).',
      'Fix: check that the npm registry can be reached and that Node.js is 20.19+ (node --version), then run the command again.',
    ].join('\n'));
  }
}

const BUILDS = [
  { workspace: '@medprep/shared', sources: ['libs/shared/src', 'libs/shared/tsconfig.json'], output: 'libs/shared/dist/index.js' },
  { workspace: '@medprep/backend', sources: ['libs/shared/src', 'backend/src', 'backend/tsconfig.json'], output: 'backend/dist/main.js' },
  {
    workspace: '@medprep/frontend',
    sources: ['libs/shared/src', 'frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts'],
    // Written last: the web app, then its prerender bundle (vite build --ssr).
    output: 'frontend/dist-ssr/prerender-entry.js',
  },
];

/** Builds each package (or just those named) whose sources are newer than its output. */
export function ensureBuilt(only = null) {
  for (const build of BUILDS.filter((b) => !only || only.includes(b.workspace))) {
    const built = mtime(join(ROOT, build.output));
    const changed = Math.max(...build.sources.map((s) => newestMtime(join(ROOT, s))));
    if (built === 0 || built < changed) {
      console.log(`> Building ${build.workspace}…`);
      // A production build whatever the caller runs under: Jest sets NODE_ENV=test, with which the
      // prerender bundle was built against React's development JSX runtime and could not render.
      runOrExit('npm', ['run', 'build', '-w', build.workspace], { env: { ...process.env, NODE_ENV: 'production' } }, [
        `Building ${build.workspace} failed (the compiler's messages are above).`,
        'Fix: correct the errors it names; if it cannot find a module, reinstall the dependencies (npm ci) and run the command again.',
      ].join('\n'));
    }
  }
}
