import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { QuestionSearchRepository } from './question-search.repository';
import { QuestionSearchService } from './question-search.service';
import { QuestionsRepository } from './questions.repository';
import { QuestionsRouter } from './questions.router';
import { QuestionsService } from './questions.service';

@Module({
  imports: [AccessModule],
  providers: [QuestionsRepository, QuestionsService, QuestionsRouter, QuestionSearchRepository, QuestionSearchService],
  exports: [QuestionsRepository],
})
export class QuestionsModule {}
