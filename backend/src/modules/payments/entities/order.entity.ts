import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** pending holds the order's price and coupon reservation until it expires; failed, expired and cancelled release them. */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled';
export type CheckoutType = 'product' | 'subscribe' | 'extension';
export type PaymentProvider = 'stripe' | 'local';

/** A purchase of one variant, priced by the server; the amount never comes from the client. */
@Entity({ name: 'orders' })
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'exam_id', type: 'uuid' })
  examId: string;

  @Column({ name: 'variant_id', type: 'uuid' })
  variantId: string;

  @Column({ name: 'coupon_id', type: 'uuid', nullable: true })
  couponId: string | null;

  @Column({ name: 'checkout_type', type: 'text' })
  checkoutType: CheckoutType;

  @Column({ name: 'period_months', type: 'int' })
  periodMonths: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ name: 'list_price_minor', type: 'int' })
  listPriceMinor: number;

  @Column({ name: 'discount_minor', type: 'int' })
  discountMinor: number;

  @Column({ name: 'amount_minor', type: 'int' })
  amountMinor: number;

  @Column({ type: 'text' })
  status: OrderStatus;

  @Column({ type: 'text' })
  provider: PaymentProvider;

  @Column({ name: 'provider_payment_id', type: 'text', nullable: true })
  providerPaymentId: string | null;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** After this instant the order cannot be paid: it is released and the buyer prices a fresh one. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;
}
