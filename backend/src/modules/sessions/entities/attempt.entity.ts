import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { OptionLetter } from '../../questions/entities/question.entity';

/** One answer: the source of truth every performance counter is rebuilt from. */
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

  @Column({ type: 'char', length: 1 })
  chosen: OptionLetter;

  @Column({ type: 'boolean' })
  correct: boolean;

  @Column({ name: 'time_ms', type: 'int' })
  timeMs: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
