import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user's latest standing on one question, including where it is in the review queue. */
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

  @Column({ name: 'last_answered_at', type: 'timestamptz' })
  lastAnsweredAt: Date;

  @Column({ name: 'review_due_at', type: 'timestamptz', nullable: true })
  reviewDueAt: Date | null;

  @Column({ name: 'review_step', type: 'int', default: 0 })
  reviewStep: number;

  @Column({ name: 'review_right_streak', type: 'int', default: 0 })
  reviewRightStreak: number;
}
