import { Inject, Injectable } from '@nestjs/common';
import type { DueQueue } from '@medprep/shared/contract';
import { QuestionsRepository } from '../questions/questions.repository';
import { FsrsCardsRepository } from './fsrs-cards.repository';
import { LearningErrors } from './learning.errors';

/** Cards listed in the queue's preview. */
const NEXT_CARDS = 20;

/** The end of the UTC day `now` falls in: users' time zones are not known. */
const endOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));

/** The caller's review queue in one exam: counts and the next cards, from the FSRS due dates. */
@Injectable()
export class DueQueueService {
  constructor(
    @Inject(FsrsCardsRepository) private readonly cards: FsrsCardsRepository,
    @Inject(QuestionsRepository) private readonly questions: QuestionsRepository,
  ) {}

  async dueQueue(userId: string, examRef: string, now = new Date()): Promise<DueQueue> {
    const exam = await this.questions.findExam(examRef);
    if (!exam) throw LearningErrors.examNotFound();
    const [counts, next] = await Promise.all([this.cards.dueCounts(userId, exam.id, now, endOfUtcDay(now)), this.cards.upcoming(userId, exam.id, NEXT_CARDS)]);
    return { ...counts, next };
  }
}
