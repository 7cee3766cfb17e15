import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { databaseErrorAsDomainError } from '../src/common/errors/database-errors';
import type { AppConfig } from '../src/config/app-config';
import { PgPool } from '../src/database/pg-pool';
import { createTestApp } from './helpers/test-app';

const DOUBLED = { name: 'spec_doubled', text: 'SELECT x * 2 AS doubled FROM unnest($1::int[]) AS x' };
const BY_ID = { name: 'spec_by_id', text: 'SELECT $1::uuid AS id' };

describe('PgPool: hot statements prepared once per connection', () => {
  let pool: PgPool;

  beforeAll(() => {
    pool = new PgPool({ databaseUrl: process.env.DATABASE_URL! } as AppConfig);
  });

  afterAll(() => pool.onApplicationShutdown());

  it('should answer every call with its own parameters, the plan reused and never the rows', async () => {
    const calls = Array.from({ length: 12 }, (_, k) => pool.queryPrepared<{ doubled: number }>(DOUBLED, [[k, k + 1]]));
    const results = await Promise.all(calls);
    results.forEach((rows, k) => expect(rows.map((r) => r.doubled)).toEqual([2 * k, 2 * k + 2]));
  });

  it('should fail a value Postgres refuses as data like any other query, so the caller gets a 400 and not a 500', async () => {
    const failure = await pool.queryPrepared(BY_ID, ['not-a-uuid']).catch((error: unknown) => error);
    expect(databaseErrorAsDomainError(failure)).toMatchObject({ kind: 'invalid', code: 'INVALID_VALUE' });
    // The connection stays usable for the same statement afterwards.
    const id = '00000000-0000-4000-8000-000000000001';
    expect(await pool.queryPrepared(BY_ID, [id])).toEqual([{ id }]);
  });

  it('should be closed when the application shuts down', async () => {
    const t = await createTestApp();
    const appPool = t.app.get(PgPool);
    expect(await appPool.queryPrepared(BY_ID, ['00000000-0000-4000-8000-000000000002'])).toHaveLength(1);
    await t.close();
    await expect(appPool.queryPrepared(BY_ID, ['00000000-0000-4000-8000-000000000002'])).rejects.toThrow(/after calling end/);
  });
});

describe('a pooled connection lost while checked out', () => {
  it('should not take the process down when it dies before its user listens, and the pool should carry on', () => {
    const child = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', join(__dirname, 'helpers', 'lost-connection.child.ts')], {
      env: { ...process.env, TS_NODE_PROJECT: join(__dirname, '..', 'tsconfig.json') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect({ status: child.status, crash: child.stderr.split('\n').filter((l) => /Error/.test(l)).slice(0, 3) }).toEqual({ status: 0, crash: [] });
    expect(child.stdout).toMatch(/A database connection was lost: terminating connection due to administrator command/);
    expect(child.stdout).toMatch(/survived 1\n$/);
  });
});
