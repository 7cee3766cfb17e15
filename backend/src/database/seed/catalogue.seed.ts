import type { EntityManager } from 'typeorm';
import { CATEGORIES, EXAMS, seedPrices } from './catalogue.data';

/**
 * Ensures the launch catalogue exists. Idempotent: rows are matched on their natural keys (slugs;
 * product + period + currency) and only missing ones are inserted, so a restart never duplicates
 * anything and never overwrites a price an admin has changed.
 */
export async function seedCatalogue(manager: EntityManager): Promise<void> {
  for (const category of CATEGORIES) {
    await manager.query(
      `INSERT INTO exam_categories (slug, label) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING`,
      [category.slug, category.label],
    );
  }
  for (const [index, exam] of EXAMS.entries()) {
    await manager.query(
      `INSERT INTO exams (slug, title, description, category_id, sort_order)
       SELECT $1, $2, $3, c.id, $5 FROM exam_categories c WHERE c.slug = $4
       ON CONFLICT (slug) DO NOTHING`,
      [exam.slug, exam.title, exam.description, exam.category, index],
    );
    await manager.query(
      `INSERT INTO products (slug, exam_id, title, description)
       SELECT $1, e.id, $2, $3 FROM exams e WHERE e.slug = $4
       ON CONFLICT DO NOTHING`,
      [`${exam.slug}-access`, `${exam.title} question bank`, `Full access to the ${exam.title} question bank, timed sessions and performance tracking.`, exam.slug],
    );
    const prices = seedPrices(exam.tier);
    await manager.query(
      `INSERT INTO variants (product_id, period_months, currency, price_minor)
       SELECT p.id, v.period_months, v.currency, v.price_minor
       FROM products p
       JOIN exams e ON e.id = p.exam_id AND e.slug = $1
       CROSS JOIN unnest($2::int[], $3::text[], $4::int[]) AS v(period_months, currency, price_minor)
       ON CONFLICT (product_id, period_months, currency) DO NOTHING`,
      [exam.slug, prices.map((p) => p.periodMonths), prices.map((p) => p.currency), prices.map((p) => p.priceMinor)],
    );
  }
}
