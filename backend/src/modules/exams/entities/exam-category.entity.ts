import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ExamEntity } from './exam.entity';

@Entity({ name: 'exam_categories' })
export class ExamCategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  /** The specialty shown as a group heading, e.g. 'Paediatrics'. */
  @Column({ type: 'text' })
  label: string;

  @OneToMany(() => ExamEntity, (exam) => exam.category)
  exams: Relation<ExamEntity[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
