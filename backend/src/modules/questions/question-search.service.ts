import { Inject, Injectable } from '@nestjs/common';
import type { QuestionSearchResult } from '@medprep/shared';
import { SessionErrors } from '../sessions/sessions.errors';
import { QuestionSearchRepository } from './question-search.repository';
import { QuestionsRepository } from './questions.repository';

/** questions.search: the caller's answered items and own notes matching a query, best first. */
@Injectable()
export class QuestionSearchService {
  constructor(
    @Inject(QuestionSearchRepository) private readonly searches: QuestionSearchRepository,
    @Inject(QuestionsRepository) private readonly questions: QuestionsRepository,
  ) {}

  async search(userId: string, query: string, examRef?: string): Promise<{ results: QuestionSearchResult[] }> {
    let examId: string | null = null;
    if (examRef) {
      const exam = await this.questions.findExam(examRef);
      if (!exam) throw SessionErrors.examNotFound();
      examId = exam.id;
    }
    return { results: await this.searches.search(userId, query, examId) };
  }
}
