import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

interface SheetRow {
  name: string;
  value: string;
  unit?: string;
  note?: string;
}

export interface SheetSection {
  title: string;
  rows: SheetRow[];
}

/** A reference sheet (normal lab values and the like) shown beside a question. */
@Entity({ name: 'sheets' })
export class SheetEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'jsonb' })
  sections: SheetSection[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
