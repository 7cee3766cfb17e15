import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A user's one free trial of one exam (unique per user at the database). */
@Entity({ name: 'trials' })
export class TrialEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'exam_id', type: 'uuid' })
  examId: string;

  @Column({ type: 'text' })
  instance: string;

  /** The trial's question session, once started. */
  @Column({ type: 'uuid', nullable: true })
  sid: string | null;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'session_started', type: 'boolean' })
  sessionStarted: boolean;

  @Column({ name: 'session_start_date', type: 'timestamptz', nullable: true })
  sessionStartDate: Date | null;

  @Column({ name: 'session_complete', type: 'boolean' })
  sessionComplete: boolean;

  @Column({ name: 'session_complete_date', type: 'timestamptz', nullable: true })
  sessionCompleteDate: Date | null;
}
