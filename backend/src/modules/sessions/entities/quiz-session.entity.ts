import type { SessionPaper } from '@medprep/shared';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type SessionMode = 'tutor' | 'timed' | 'mock';
export type SessionFilter = 'all' | 'new' | 'incorrect' | 'flagged' | 'review';

@Entity({ name: 'quiz_sessions' })
export class QuizSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'exam_id', type: 'uuid' })
  examId: string;

  @Column({ type: 'text' })
  mode: SessionMode;

  @Column({ type: 'text' })
  filter: SessionFilter;

  @Column({ type: 'text', array: true, nullable: true })
  topics: string[] | null;

  /** The questions in the order they are shown. */
  @Column({ name: 'question_ids', type: 'uuid', array: true })
  questionIds: string[];

  /** The version of each question (same order as questionIds) the session serves: kept while it runs. Null on sessions from before versions. */
  @Column({ name: 'question_versions', type: 'int', array: true, nullable: true })
  questionVersions: number[] | null;

  /** null for an untimed tutor session. */
  @Column({ name: 'time_limit_ms', type: 'int', nullable: true })
  timeLimitMs: number | null;

  /** A mock's papers in the exam's real format; null for practice sessions. */
  @Column({ type: 'jsonb', nullable: true })
  papers: SessionPaper[] | null;

  @Column({ name: 'is_trial', type: 'boolean', default: false })
  isTrial: boolean;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  /** Answers recorded so far; kept by the statement that records each answer. */
  @Column({ type: 'int', default: 0, select: false })
  answered?: number;
}
