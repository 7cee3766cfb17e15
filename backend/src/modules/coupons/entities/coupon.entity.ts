import type { CouponEffect } from '@medprep/shared';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

const numeric = { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

@Entity({ name: 'coupons' })
export class CouponEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored upper-case, unique. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  effect: CouponEffect;

  /** Percent off (0–100) for 'percent'; an amount in the order's major units for 'value'. */
  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numeric })
  value: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'date_created', type: 'timestamptz' })
  dateCreated: Date;

  @Column({ name: 'date_expiry', type: 'timestamptz', nullable: true })
  dateExpiry: Date | null;

  @Column({ type: 'text', nullable: true })
  organisation: string | null;

  /** The exams the coupon is limited to; null or empty: every exam. */
  @Column({ name: 'exam_ids', type: 'uuid', array: true, nullable: true })
  examIds: string[] | null;

  @Column({ name: 'max_redemptions', type: 'int', nullable: true })
  maxRedemptions: number | null;

  @Column({ type: 'int', default: 0 })
  redemptions: number;
}
