import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { UserEntity } from './user.entity';

@Entity({ name: 'user_profiles' })
export class UserProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @OneToOne(() => UserEntity, (user) => user.profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<UserEntity>;

  @Column({ type: 'text', nullable: true }) address: string | null;
  @Column({ type: 'text', nullable: true }) avatar: string | null;
  @Column({ type: 'text', nullable: true }) bio: string | null;
  @Column({ type: 'text', nullable: true }) city: string | null;
  @Column({ type: 'jsonb', nullable: true }) country: { code: string; id: string; name: string } | null;
  @Column({ type: 'text', nullable: true }) cover: string | null;
  @Column({ name: 'postal_code', type: 'text', nullable: true }) postalCode: string | null;
  @Column({ type: 'jsonb', default: () => `'{}'` }) social: { facebook?: string | null; instagram?: string | null; twitter?: string | null };
  @Column({ type: 'text', nullable: true }) website: string | null;
  @Column({ name: 'level_of_training', type: 'text', nullable: true }) levelOfTraining: string | null;
  @Column({ type: 'text', nullable: true }) credentials: string | null;
  @Column({ type: 'text', nullable: true }) position: string | null;
  @Column({ name: 'primary_affiliation', type: 'text', nullable: true }) primaryAffiliation: string | null;
  @Column({ name: 'medical_school', type: 'text', nullable: true }) medicalSchool: string | null;
  @Column({ name: 'year_of_graduation', type: 'int', nullable: true }) yearOfGraduation: number | null;
  @Column({ name: 'year_of_study', type: 'int', nullable: true }) yearOfStudy: number | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
