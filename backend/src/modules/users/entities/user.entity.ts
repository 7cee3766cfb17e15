import type { ExamDate, RoleValue, Settings, UserState } from '@medprep/shared';
import { Column, CreateDateColumn, Entity, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { UserProfileEntity } from './user-profile.entity';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-case; unique. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'text', default: 'user' })
  role: RoleValue;

  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  surname: string;

  /** A short public reference for support conversations, e.g. MP7K2D9QX4. */
  @Column({ name: 'unique_id', type: 'text' })
  uniqueId: string;

  @Column({ type: 'text' })
  instance: string;

  @Column({ type: 'jsonb' })
  settings: Settings;

  @Column({ type: 'jsonb' })
  state: UserState;

  @Column({ name: 'exam_dates', type: 'jsonb' })
  examDates: ExamDate[];

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId: string | null;

  @OneToOne(() => UserProfileEntity, (profile) => profile.user)
  profile: Relation<UserProfileEntity>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
