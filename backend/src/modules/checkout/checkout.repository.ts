import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

interface PurchasableVariant {
  id: string;
  examId: string;
  examSlug: string;
  examTitle: string;
  periodMonths: number;
  currency: string;
  priceMinor: number;
}

@Injectable()
export class CheckoutRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A variant that can be bought now: it, its product and its exam all active. */
  async findPurchasableVariant(variantId: string): Promise<PurchasableVariant | null> {
    const [row] = await this.db.query(
      `SELECT v.id, e.id AS "examId", e.slug AS "examSlug", e.title AS "examTitle", v.period_months AS "periodMonths",
              v.currency, v.price_minor AS "priceMinor"
         FROM variants v JOIN products p ON p.id = v.product_id JOIN exams e ON e.id = p.exam_id
        WHERE v.id = $1 AND v.active AND p.active AND e.active`,
      [variantId],
    );
    return row ?? null;
  }

  async findExam(examId: string): Promise<{ slug: string; title: string } | null> {
    const [row] = await this.db.query(`SELECT slug, title FROM exams WHERE id = $1`, [examId]);
    return row ?? null;
  }

  async subscriptionEnd(userId: string, examId: string): Promise<Date | null> {
    const [row] = await this.db.query(`SELECT ends_at FROM subscriptions WHERE user_id = $1 AND exam_id = $2`, [userId, examId]);
    return row ? new Date(row.ends_at) : null;
  }
}
