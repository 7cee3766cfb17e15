import pino from 'pino';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { prepareDatabase } from '../src/database/prepare-database';
import { readSeedFile, seedFileNames, seedQuestionBank } from '../src/database/seed/question-bank.seed';
import { writeQuestions } from '../src/modules/questions/question-writer.repository';

/** Thrown to roll back a test's transaction once it has looked. */
class RollBack extends Error {}

const TABLES = ['exam_categories', 'exams', 'products', 'variants', 'questions', 'partners', 'faqs', 'blog_posts', 'testimonials'];

describe('prepareDatabase (migrate and seed on every start)', () => {
  const url = process.env.DATABASE_URL!;
  let db: DataSource;

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(TABLES.map(async (t) => [t, Number((await db.query(`SELECT count(*)::int AS n FROM ${t}`))[0].n)])),
    );

  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions(url)).initialize();
  });
  afterAll(() => db.destroy());

  it('should seed the launch catalogue: 18 exams, 18 products, 24 variants each', async () => {
    expect(await counts()).toMatchObject({ exams: 18, products: 18, variants: 18 * 24 });
  });

  it('should seed a sample bank of at least 300 live questions, at least 10 for every exam, each marked as a sample', async () => {
    const perExam: Array<{ slug: string; n: number }> = await db.query(
      `SELECT e.slug, count(q.id)::int AS n FROM exams e LEFT JOIN questions q ON q.exam_id = e.id AND q.status = 'live' AND q.sample
        WHERE e.slug NOT LIKE 'fixture-%' GROUP BY e.slug`,
    );
    expect(perExam).toHaveLength(18);
    expect(perExam.filter((e) => e.n < 10)).toEqual([]);
    expect(perExam.reduce((sum, e) => sum + e.n, 0)).toBeGreaterThanOrEqual(300);
  });

  it('should not duplicate any row when the service starts again, even twice at once', async () => {
    const before = await counts();
    const silent = pino({ level: 'silent' });
    await Promise.all([prepareDatabase(url, silent, { seed: true }), prepareDatabase(url, silent, { seed: true })]);
    expect(await counts()).toEqual(before);
  });

  it('should keep a price an admin changed when the seed runs again', async () => {
    await db.query(
      `UPDATE variants SET price_minor = 1234 WHERE currency = 'gbp' AND period_months = 1
         AND product_id = (SELECT p.id FROM products p JOIN exams e ON e.id = p.exam_id WHERE e.slug = 'msra')`,
    );
    await prepareDatabase(url, pino({ level: 'silent' }), { seed: true });
    const [row] = await db.query(
      `SELECT v.price_minor FROM variants v JOIN products p ON p.id = v.product_id JOIN exams e ON e.id = p.exam_id
        WHERE e.slug = 'msra' AND v.currency = 'gbp' AND v.period_months = 1`,
    );
    expect(row.price_minor).toBe(1234);
  });

  it('should seed by key and content: an unchanged record keeps its version, a changed one becomes a new live version, still a sample', async () => {
    const versions = (m: { query: DataSource['query'] }) =>
      m.query(`SELECT key, version, latest_version AS "latestVersion", status FROM questions WHERE sample ORDER BY key`) as Promise<unknown[]>;
    const [seeded] = readSeedFile(seedFileNames()[0]).records;
    const corrected = { ...seeded, explanation: `${seeded.explanation} (Corrected.)`, reviewedAt: '2026-11-03', changeNote: 'The explanation now says why, per the 2025 guidance.' };
    await expect(
      db.transaction(async (m) => {
        const before = await versions(m);
        await seedQuestionBank(m);
        expect(await versions(m)).toEqual(before);

        const [{ version }] = await m.query(`SELECT version FROM questions WHERE key = $1`, [seeded.key]);
        expect(await writeQuestions(m, [corrected], 'seed')).toMatchObject({ inserted: 0, updated: 1, unchanged: 0 });
        const [row] = await m.query(
          `SELECT q.version, q.status, q.sample, q.body ->> 'explanation' AS explanation, to_char(q.reviewed_at, 'YYYY-MM-DD') AS "reviewedAt",
                  to_char(q.next_review_due, 'YYYY-MM-DD') AS "nextReviewDue", v.is_correction AS "isCorrection", v.change_note AS "changeNote"
             FROM questions q JOIN question_versions v ON v.question_id = q.id AND v.version = q.version WHERE q.key = $1`,
          [seeded.key],
        );
        expect(row).toEqual({
          version: version + 1,
          status: 'live',
          sample: true,
          explanation: corrected.explanation,
          reviewedAt: '2026-11-03',
          nextReviewDue: '2027-11-03',
          isCorrection: true,
          changeNote: corrected.changeNote,
        });
        // The same record again, or the seed file's older content (a version the question has), changes nothing.
        expect(await writeQuestions(m, [corrected], 'seed')).toMatchObject({ updated: 0, unchanged: 1 });
        await seedQuestionBank(m);
        expect((await m.query(`SELECT version FROM questions WHERE key = $1`, [seeded.key]))[0].version).toBe(version + 1);
        throw new RollBack();
      }),
    ).rejects.toBeInstanceOf(RollBack);
  });

  it('should have applied every migration and refuse bad catalogue data at the database', async () => {
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM migrations`);
    expect(n).toBeGreaterThan(0);
    await expect(
      db.query(`INSERT INTO variants (product_id, period_months, currency, price_minor) SELECT id, 1, 'gbp', -1 FROM products LIMIT 1`),
    ).rejects.toThrow(/ck_variants_price|uq_variants/);
  });
});
