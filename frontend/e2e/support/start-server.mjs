// Starts the built backend (serving the built SPA) for Playwright against a freshly created
// database, so every end-to-end run begins from the seeded catalogue and nothing else.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/medprep_e2e';
const name = new URL(databaseUrl).pathname.slice(1);
if (!name.includes('e2e')) throw new Error(`Refusing to reset ${name}: the e2e database's name must contain "e2e"`);

const admin = new URL(databaseUrl);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await client.end();

// The mail outbox the backend writes .eml files to (no SMTP here); emptied so that tests read only
// this run's messages (e2e/support/outbox.ts).
const outboxDir = process.env.E2E_OUTBOX_DIR ?? join(root, 'var', 'e2e-outbox');
rmSync(outboxDir, { recursive: true, force: true });
mkdirSync(outboxDir, { recursive: true });

const server = spawn('node', [join(root, 'backend', 'dist', 'main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    PORT: process.env.E2E_PORT ?? '3999',
    HOST: '127.0.0.1',
    // The browser's Origin is checked against this (not against the Host header it sends).
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3999'}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/2',
    OUTBOX_DIR: outboxDir,
    // Every e2e account is created from 127.0.0.1.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
