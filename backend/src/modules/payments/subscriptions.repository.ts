import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

interface SubscriptionPeriod {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

/** Subscriptions as payments grant them: one row per user and exam, extended in place. */
@Injectable()
export class SubscriptionsRepository {
  /** Serialises grants for one user and exam until the transaction ends (two orders for the same exam). */
  async lockUserExam(userId: string, examId: string, m: EntityManager): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`subscription:${userId}:${examId}`]);
  }

  async findOf(userId: string, examId: string, m: EntityManager): Promise<SubscriptionPeriod | null> {
    const [row] = await m.query(`SELECT id, starts_at, ends_at FROM subscriptions WHERE user_id = $1 AND exam_id = $2`, [userId, examId]);
    return row ? { id: row.id, startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) } : null;
  }

  async setPeriod(id: string, startsAt: Date, endsAt: Date, m: EntityManager): Promise<void> {
    await m.query(`UPDATE subscriptions SET starts_at = $2, ends_at = $3, updated_at = now() WHERE id = $1`, [id, startsAt, endsAt]);
  }

  async insertForOrder(userId: string, examId: string, startsAt: Date, endsAt: Date, m: EntityManager): Promise<void> {
    await m.query(`INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) VALUES ($1, $2, $3, $4, 'order')`, [userId, examId, startsAt, endsAt]);
  }
}
