import type { Exam } from '@medprep/shared';
import type { ExamEntity } from './entities/exam.entity';

export function toExam(entity: ExamEntity): Exam {
  return {
    id: entity.id,
    slug: entity.slug,
    title: entity.title,
    description: entity.description,
    category: { id: entity.category.id, slug: entity.category.slug, label: entity.category.label },
  };
}
