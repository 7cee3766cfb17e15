import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface ProviderEvent {
  id: string;
  type: string;
}

/** The payment provider's events, each recorded once (its id is the primary key). */
@Injectable()
export class PaymentEventsRepository {
  /** True when the event is new; false when it was recorded before. */
  async record(event: ProviderEvent, orderId: string, m: EntityManager): Promise<boolean> {
    const inserted = await m.query(
      `INSERT INTO payment_events (id, type, order_id) VALUES ($1, $2, (SELECT id FROM orders WHERE id = $3)) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, orderId],
    );
    return inserted.length > 0;
  }
}
