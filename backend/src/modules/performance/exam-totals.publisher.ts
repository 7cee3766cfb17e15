import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { QuestionsRepository } from '../questions/questions.repository';
import { PerformanceCountersRepository } from './performance-counters.repository';

/**
 * Publishes each exam's live-question total and set to Redis at start (the seed may have added
 * questions, or Redis may have restarted empty); imports and admin edits publish again.
 */
@Injectable()
export class ExamTotalsPublisher implements OnApplicationBootstrap {
  constructor(
    private readonly questions: QuestionsRepository,
    private readonly performance: PerformanceCountersRepository,
  ) {}

  async onApplicationBootstrap() {
    await this.publish();
  }

  async publish() {
    await this.performance.publishExamTotals(await this.questions.liveIdsByExam());
  }
}
