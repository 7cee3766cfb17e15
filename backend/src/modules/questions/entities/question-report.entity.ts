import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A user's report of a suspected error in a question, for the editors; one per user and question, edited by reporting again. */
@Entity({ name: 'question_reports' })
@Unique('uq_question_reports_user_question', ['userId', 'questionId'])
export class QuestionReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'question_id', type: 'uuid' })
  questionId: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'text', default: 'open' })
  status: 'open' | 'resolved' | 'rejected';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
