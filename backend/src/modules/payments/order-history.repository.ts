import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CheckoutType, OrderStatus, PaymentProvider } from './entities/order.entity';

export interface OrderHistoryRow {
  id: string;
  exam_slug: string;
  exam_title: string;
  checkout_type: CheckoutType;
  period_months: number;
  currency: string;
  list_price_minor: number;
  discount_minor: number;
  amount_minor: number;
  status: OrderStatus;
  provider: PaymentProvider;
  created_at: Date;
  paid_at: Date | null;
}

/** Bounds the list: a buyer has a handful of orders; a runaway client cannot make this unbounded. */
const MAX_ORDERS = 500;

const COLUMNS = `o.id, e.slug AS exam_slug, e.title AS exam_title, o.checkout_type, o.period_months, lower(o.currency) AS currency,
  o.list_price_minor, o.discount_minor, o.amount_minor, o.status, o.provider, o.created_at, o.paid_at`;

/** A buyer's own orders, as their account lists them. */
@Injectable()
export class OrderHistoryRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  listOf(userId: string): Promise<OrderHistoryRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM orders o JOIN exams e ON e.id = o.exam_id WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT ${MAX_ORDERS}`,
      [userId],
    );
  }

  async findOwned(userId: string, orderId: string): Promise<OrderHistoryRow | null> {
    const rows: OrderHistoryRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM orders o JOIN exams e ON e.id = o.exam_id WHERE o.user_id = $1 AND o.id::text = $2`,
      [userId, orderId],
    );
    return rows[0] ?? null;
  }
}
