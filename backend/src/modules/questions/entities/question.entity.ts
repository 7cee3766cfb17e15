import type { Item, ItemType, QuestionStatus } from '@medprep/shared';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A question of any type: its item (validated by libs/shared's item schema) beside the columns lists and filters use. */
@Entity({ name: 'questions' })
export class QuestionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** A stable import key (e.g. mrcp-1-001): re-importing updates rather than duplicates. */
  @Column({ type: 'text' })
  key: string;

  @Column({ name: 'exam_id', type: 'uuid' })
  examId: string;

  @Column({ type: 'text' })
  topic: string;

  @Column({ type: 'text' })
  type: ItemType;

  /** The listing text (see itemListingText): kept from the body for lists, search and notes. */
  @Column({ type: 'text' })
  stem: string;

  @Column({ type: 'jsonb' })
  body: Item;

  @Column({ type: 'text', default: 'draft' })
  status: QuestionStatus;

  /** Written as sample content for the launch bank. */
  @Column({ type: 'boolean', default: false })
  sample: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
