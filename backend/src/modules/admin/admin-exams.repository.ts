import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { isUuid } from '../../common/validation/is-uuid';
import { ExamCategoryEntity } from '../exams/entities/exam-category.entity';
import { ExamEntity } from '../exams/entities/exam.entity';

type ExamValues = Pick<ExamEntity, 'slug' | 'title' | 'description' | 'categoryId' | 'sortOrder' | 'active'>;
export type ExamChanges = Partial<Pick<ExamEntity, 'title' | 'description' | 'active' | 'categoryId' | 'sortOrder'>>;

/** Exams (and their categories) as the admin edits and names them, active or not. */
@Injectable()
export class AdminExamsRepository {
  constructor(
    @InjectRepository(ExamEntity) private readonly exams: Repository<ExamEntity>,
    @InjectRepository(ExamCategoryEntity) private readonly categories: Repository<ExamCategoryEntity>,
  ) {}

  /** Every exam with its category, in catalogue order. */
  listAll(): Promise<ExamEntity[]> {
    return this.exams.find({ relations: { category: true }, order: { sortOrder: 'ASC', title: 'ASC' } });
  }

  async insert(values: ExamValues): Promise<string> {
    return (await this.exams.save(this.exams.create(values))).id;
  }

  async update(id: string, changes: ExamChanges): Promise<void> {
    await this.exams.update({ id }, changes);
  }

  /** The exam with its category; null for an unknown or malformed id. */
  findById(id: string): Promise<ExamEntity | null> {
    return isUuid(id) ? this.exams.findOne({ where: { id }, relations: { category: true } }) : Promise.resolve(null);
  }

  /** An exam by slug, or by id when the reference is a uuid. */
  findByRef(ref: string): Promise<ExamEntity | null> {
    return this.exams.findOne({ where: isUuid(ref) ? [{ slug: ref }, { id: ref }] : { slug: ref } });
  }

  exists(id: string): Promise<boolean> {
    return this.exams.exists({ where: { id } });
  }

  findCategoryBySlug(slug: string): Promise<ExamCategoryEntity | null> {
    return this.categories.findOne({ where: { slug } });
  }

  /** The slug of each exam among `ids`, by id. */
  async slugsByIds(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const exams = await this.exams.find({ where: { id: In(unique) }, select: { id: true, slug: true } });
    return new Map(exams.map((exam) => [exam.id, exam.slug]));
  }

  /** The id of each exam named among `slugs`, by slug (unknown slugs are absent). */
  async idsBySlugs(slugs: string[]): Promise<Map<string, string>> {
    if (slugs.length === 0) return new Map();
    const found = await this.exams.find({ where: { slug: In(slugs) }, select: { id: true, slug: true } });
    return new Map(found.map((exam) => [exam.slug, exam.id]));
  }
}
