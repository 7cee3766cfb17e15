import type { DataSource } from 'typeorm';

export interface VariantRef {
  id: string;
  examId: string;
  priceMinor: number;
}

/** A seeded variant of an exam, by slug, period and currency. */
export async function variantOf(db: DataSource, slug: string, periodMonths: number, currency: string): Promise<VariantRef> {
  const [row] = await db.query(
    `SELECT v.id, e.id AS "examId", v.price_minor AS "priceMinor"
       FROM variants v JOIN products p ON p.id = v.product_id JOIN exams e ON e.id = p.exam_id
      WHERE e.slug = $1 AND v.period_months = $2 AND v.currency = $3`,
    [slug, periodMonths, currency],
  );
  if (!row) throw new Error(`no variant ${slug} ${periodMonths} ${currency}`);
  return row;
}

export async function examIdOf(db: DataSource, slug: string): Promise<string> {
  const [row] = await db.query(`SELECT id FROM exams WHERE slug = $1`, [slug]);
  return row.id;
}

export async function createCoupon(
  db: DataSource,
  coupon: { code: string; effect: 'percent' | 'value'; value: number; active?: boolean; expiry?: Date | null; maxRedemptions?: number | null; redemptions?: number; examSlugs?: string[] },
): Promise<string> {
  const examIds = coupon.examSlugs ? await Promise.all(coupon.examSlugs.map((s) => examIdOf(db, s))) : null;
  const [row] = await db.query(
    `INSERT INTO coupons (code, description, effect, value, active, date_expiry, max_redemptions, redemptions, exam_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [coupon.code, `${coupon.code} test coupon`, coupon.effect, coupon.value, coupon.active ?? true, coupon.expiry ?? null, coupon.maxRedemptions ?? null, coupon.redemptions ?? 0, examIds],
  );
  return row.id;
}

/** The local gateway's cards: this one is charged, the declined one is refused like a bank would. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' };
export const DECLINED_CARD = { number: '4000 0000 0000 0002', expiry: '12/35', cvc: '123' };
