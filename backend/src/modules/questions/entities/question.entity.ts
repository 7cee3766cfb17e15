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

  /** The served version's status (see question_versions for every version's own). */
  @Column({ type: 'text', default: 'draft' })
  status: QuestionStatus;

  /** The version sessions receive: the live one, else the newest. Its content is this row's. */
  @Column({ type: 'int', default: 1 })
  version: number;

  /** The newest version, which may be a draft or in review beside the live one. */
  @Column({ name: 'latest_version', type: 'int', default: 1 })
  latestVersion: number;

  /** When a reviewer last checked the served version against its references. */
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'next_review_due', type: 'date', nullable: true })
  nextReviewDue: string | null;

  /** Why the item must be reviewed (a cited guideline updated, its statistics), else null. */
  @Column({ name: 'review_flag', type: 'text', nullable: true })
  reviewFlag: string | null;

  /** md5 of the served body: a seed or import whose content differs makes a new version. */
  @Column({ name: 'content_hash', type: 'text', insert: false, update: false })
  contentHash: string;

  /** Written as sample content for the launch bank. */
  @Column({ type: 'boolean', default: false })
  sample: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
