import { DataSource, QueryFailedError } from 'typeorm';
import { databaseErrorAsDomainError } from '../src/common/errors/database-errors';
import { dataSourceOptions } from '../src/database/data-source';
import { queryPrepared } from '../src/database/prepared-query';

const DOUBLED = { name: 'spec_doubled', text: 'SELECT x * 2 AS doubled FROM unnest($1::int[]) AS x' };
const BY_ID = { name: 'spec_by_id', text: 'SELECT $1::uuid AS id' };

describe('hot statements prepared once per connection', () => {
  let db: DataSource;

  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });

  afterAll(async () => {
    await db.destroy();
  });

  it('should answer every call with its own parameters, the plan reused and never the rows', async () => {
    const calls = Array.from({ length: 12 }, (_, k) => queryPrepared<{ doubled: number }>(db, DOUBLED, [[k, k + 1]]));
    const results = await Promise.all(calls);
    results.forEach((rows, k) => expect(rows.map((r) => r.doubled)).toEqual([2 * k, 2 * k + 2]));
  });

  it('should fail a value Postgres refuses as data like any other query, so the caller gets a 400 and not a 500', async () => {
    const failure = await queryPrepared(db, BY_ID, ['not-a-uuid']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect(databaseErrorAsDomainError(failure)).toMatchObject({ kind: 'invalid', code: 'INVALID_VALUE' });
    // The connection stays usable for the same statement afterwards.
    const id = '00000000-0000-4000-8000-000000000001';
    expect(await queryPrepared(db, BY_ID, [id])).toEqual([{ id }]);
  });
});
