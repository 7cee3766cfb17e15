import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToMany,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { ExamEntity } from '../../exams/entities/exam.entity';
import { VariantEntity } from './variant.entity';

/** What is sold for one exam: time-limited access, in several periods and currencies (variants). */
@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ name: 'exam_id', type: 'uuid', unique: true })
  examId: string;

  @OneToOne(() => ExamEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exam_id' })
  exam: Relation<ExamEntity>;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'stripe_product_id', type: 'text', nullable: true })
  stripeProductId: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @OneToMany(() => VariantEntity, (variant) => variant.product)
  variants: Relation<VariantEntity[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
