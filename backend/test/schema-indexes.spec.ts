import { Client } from 'pg';

/**
 * Every index is written on every insert it covers: one whose columns lead another index on the
 * same table (same predicate, no expressions, not enforcing uniqueness) serves nothing the longer
 * one does not, and only costs the writes (an answer wrote one such on `attempts` until migration
 * 100).
 */
describe('The migrated schema', () => {
  let db: Client;

  beforeAll(async () => {
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
  });

  it('should hold no index whose columns are only the leading columns of another index of the same table', async () => {
    const { rows } = await db.query<{ redundant: string; coveredBy: string }>(
      `SELECT a.indexrelid::regclass::text AS redundant, b.indexrelid::regclass::text AS "coveredBy"
         FROM pg_index a
         JOIN pg_index b ON b.indrelid = a.indrelid AND b.indexrelid <> a.indexrelid
         JOIN pg_class t ON t.oid = a.indrelid
        WHERE t.relnamespace = 'public'::regnamespace
          AND NOT a.indisunique
          AND a.indexprs IS NULL AND b.indexprs IS NULL
          AND pg_get_expr(a.indpred, a.indrelid) IS NOT DISTINCT FROM pg_get_expr(b.indpred, b.indrelid)
          AND (b.indkey::text || ' ') LIKE (a.indkey::text || ' %')
          AND (b.indclass::text || ' ') LIKE (a.indclass::text || ' %')
        ORDER BY 1, 2`,
    );
    expect(rows).toEqual([]);
  });
});
