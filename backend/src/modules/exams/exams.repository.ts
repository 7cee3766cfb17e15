import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ExamEntity } from './entities/exam.entity';

@Injectable()
export class ExamsRepository {
  constructor(@InjectRepository(ExamEntity) private readonly exams: Repository<ExamEntity>) {}

  findActive(): Promise<ExamEntity[]> {
    return this.exams.find({
      where: { active: true },
      relations: { category: true },
      order: { sortOrder: 'ASC', title: 'ASC' },
    });
  }

  findActiveBySlug(slug: string): Promise<ExamEntity | null> {
    return this.exams.findOne({ where: { slug, active: true }, relations: { category: true } });
  }
}
