import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's latest standing on one question, including its FSRS card (when it is next due for review). */
@Entity({ name: 'user_question_states' })
export class UserQuestionStateEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @Column({ name: 'exam_id', type: 'uuid' })
  examId: string;

  @Column({ type: 'int' })
  attempts: number;

  @Column({ name: 'correct_count', type: 'int' })
  correctCount: number;

  @Column({ name: 'last_correct', type: 'boolean' })
  lastCorrect: boolean;

  /** The marks of the answer that stands last (null on rows from before they were kept). */
  @Column({ name: 'last_score', type: 'int', nullable: true })
  lastScore: number | null;

  @Column({ name: 'last_max_score', type: 'int', nullable: true })
  lastMaxScore: number | null;

  @Column({ name: 'last_answered_at', type: 'timestamptz' })
  lastAnsweredAt: Date;

  // The FSRS card (ts-fsrs's Card fields; see the learning module).
  @Column({ type: 'timestamptz' })
  due: Date;

  @Column({ type: 'float8' })
  stability: number;

  @Column({ type: 'float8' })
  difficulty: number;

  @Column({ name: 'elapsed_days', type: 'int' })
  elapsedDays: number;

  @Column({ name: 'scheduled_days', type: 'int' })
  scheduledDays: number;

  @Column({ name: 'learning_steps', type: 'int' })
  learningSteps: number;

  @Column({ type: 'int' })
  reps: number;

  @Column({ type: 'int' })
  lapses: number;

  @Column({ type: 'smallint' })
  state: number;

  @Column({ name: 'last_review', type: 'timestamptz', nullable: true })
  lastReview: Date | null;
}
