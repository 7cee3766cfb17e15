import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A provider event already handled: its id is the primary key, so a replay is a no-op. */
@Entity({ name: 'payment_events' })
export class PaymentEventEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;
}
