import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type OptionLetter = 'A' | 'B' | 'C' | 'D' | 'E';
export type OptionTexts = Record<OptionLetter, string>;

/** A single-best-answer question: a stem, five options, the answer and why each option is right or wrong. */
@Entity({ name: 'questions' })
export class QuestionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** A stable import key (e.g. mrcp-1-001): re-importing updates rather than duplicates. */
  @Column({ type: 'text' })
  key: string;

  @Column({ name: 'exam_id', type: 'uuid' })
  examId: string;

  @Column({ type: 'text' })
  topic: string;

  @Column({ type: 'text' })
  stem: string;

  @Column({ type: 'jsonb' })
  options: OptionTexts;

  @Column({ type: 'char', length: 1 })
  answer: OptionLetter;

  @Column({ type: 'text' })
  explanation: string;

  @Column({ name: 'option_explanations', type: 'jsonb' })
  optionExplanations: OptionTexts;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  references: string[];

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ type: 'text', default: 'draft' })
  status: 'draft' | 'live';

  /** Written as sample content for the launch bank. */
  @Column({ type: 'boolean', default: false })
  sample: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
