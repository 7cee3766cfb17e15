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
