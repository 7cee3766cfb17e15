import type { ItemResponse } from '@medprep/shared';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One answer that stands: the source of truth every performance counter is rebuilt from. */
@Entity({ name: 'attempts' })
export class AttemptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @Column({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @Column({ name: 'exam_id', type: 'uuid' })
  examId: string;

  /** The response in its item type's shape. */
  /** The version of the question answered. */
  @Column({ name: 'question_version', type: 'int', default: 1 })
  questionVersion: number;

  @Column({ type: 'jsonb' })
  response: ItemResponse;

  @Column({ type: 'int' })
  score: number;

  @Column({ name: 'max_score', type: 'int' })
  maxScore: number;

  /** Full marks (score = maxScore): what the 'incorrect' filter and the standing read. */
  @Column({ type: 'boolean' })
  correct: boolean;

  @Column({ name: 'time_ms', type: 'int' })
  timeMs: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
