import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { ProductEntity } from './product.entity';

/** One purchasable option of a product: a period of access at a price in one currency. */
@Entity({ name: 'variants' })
@Unique('uq_variants_product_period_currency', ['productId', 'periodMonths', 'currency'])
export class VariantEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @ManyToOne(() => ProductEntity, (product) => product.variants, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Relation<ProductEntity>;

  @Column({ name: 'period_months', type: 'int' })
  periodMonths: number;

  /** Lower-case ISO 4217 code. */
  @Column({ type: 'char', length: 3 })
  currency: string;

  /** Price in minor units (pence, cents): money never travels as a float inside the server. */
  @Column({ name: 'price_minor', type: 'int' })
  priceMinor: number;

  @Column({ name: 'stripe_price_id', type: 'text', nullable: true })
  stripePriceId: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
