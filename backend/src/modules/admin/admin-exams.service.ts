import { Injectable } from '@nestjs/common';
import type { ExamCategoryEntity } from '../exams/entities/exam-category.entity';
import type { ExamEntity } from '../exams/entities/exam.entity';
import { AdminExamsRepository, type ExamChanges } from './admin-exams.repository';
import { guardedWrite } from './admin-persistence';
import { AdminErrors } from './admin.errors';
import { toAdminExam } from './admin.mappers';
import type { AdminExamDto, CreateExamDto, UpdateExamDto } from './dto/admin-exam.dto';

@Injectable()
export class AdminExamsService {
  constructor(private readonly exams: AdminExamsRepository) {}

  /** Every exam, active or not, in catalogue order. */
  async list(): Promise<AdminExamDto[]> {
    const exams = await this.exams.listAll();
    return exams.map(toAdminExam);
  }

  async create(input: CreateExamDto): Promise<AdminExamDto> {
    const category = await this.categoryBySlug(input.categorySlug);
    const id = await guardedWrite(
      () =>
        this.exams.insert({
          slug: input.slug,
          title: input.title,
          description: input.description ?? '',
          categoryId: category.id,
          sortOrder: input.sortOrder ?? 0,
          active: true,
        }),
      { uq_exams_slug: () => AdminErrors.examSlugTaken(input.slug) },
    );
    return toAdminExam(await this.load(id));
  }

  async update(id: string, input: UpdateExamDto): Promise<AdminExamDto> {
    await this.load(id);
    const changes: ExamChanges = {};
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.active !== undefined) changes.active = input.active;
    if (input.sortOrder !== undefined) changes.sortOrder = input.sortOrder;
    if (input.categorySlug !== undefined) changes.categoryId = (await this.categoryBySlug(input.categorySlug)).id;
    if (Object.keys(changes).length > 0) await guardedWrite(() => this.exams.update(id, changes));
    return toAdminExam(await this.load(id));
  }

  /** Orders, subscriptions and trials refer to the exam, so it is hidden rather than deleted. */
  async deactivate(id: string): Promise<AdminExamDto> {
    await this.load(id);
    await this.exams.update(id, { active: false });
    return toAdminExam(await this.load(id));
  }

  private async load(id: string): Promise<ExamEntity> {
    const exam = await this.exams.findById(id);
    if (!exam) throw AdminErrors.examNotFound(id);
    return exam;
  }

  private async categoryBySlug(slug: string): Promise<ExamCategoryEntity> {
    const category = await this.exams.findCategoryBySlug(slug);
    if (!category) throw AdminErrors.unknownCategory(slug);
    return category;
  }
}
