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

  /** The version the reporter was reading. */
  @Column({ name: 'question_version', type: 'int', default: 1 })
  questionVersion: number;

  @Column({ type: 'text', default: 'open' })
  status: 'open' | 'accepted' | 'rejected' | 'fixed';

  /** The editor's answer to the reporter. */
  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ name: 'replied_by', type: 'uuid', nullable: true })
  repliedBy: string | null;

  @Column({ name: 'replied_at', type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  /** The version that fixed what was reported. */
  @Column({ name: 'fixed_in_version', type: 'int', nullable: true })
  fixedInVersion: number | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
