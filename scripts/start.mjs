#!/usr/bin/env node
// `npm start`: from a fresh clone to the running service on one port. Installs and builds what is
// missing or stale; the server itself finds or starts PostgreSQL and Redis (in development), creates
// the database if needed, migrates and seeds it. `npm run start:prod` (--production) builds nothing:
// it runs what `npm run build` made, with NODE_ENV=production.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, ROOT } from './workspace.mjs';

const production = process.argv.includes('--production');

function refuse(headline, tried, why, fix) {
  console.error([`MedPrep could not start: ${headline}`, `  tried: ${tried}`, `  why:   ${why}`, `  fix:   ${fix.join('\n         ')}`].join('\n'));
  process.exit(1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19) || major === 21 || (major === 22 && minor < 12)) {
  refuse(`Node.js ${process.versions.node} is too old.`, `node ${process.execPath}`, 'MedPrep needs Node.js 20.19+ (or 22.12+)', [
    'install Node.js 20 (nvm install 20, or https://nodejs.org), then run npm start again',
  ]);
}

if (production) {
  for (const output of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(ROOT, output))) {
      refuse('the build is missing.', `running the build in ${ROOT}`, `${output} is missing`, [
        'npm run build, then npm run start:prod again (npm start builds by itself, for development)',
      ]);
    }
  }
} else {
  ensureInstalled();
  ensureBuilt();
}

const child = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: production ? { ...process.env, NODE_ENV: 'production' } : process.env,
});
// The server stops in order (requests, connections, then what it started): pass signals on, wait for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
