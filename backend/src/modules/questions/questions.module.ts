import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { QuestionsRepository } from './questions.repository';
import { QuestionsRouter } from './questions.router';
import { QuestionsService } from './questions.service';

@Module({
  imports: [AccessModule],
  providers: [QuestionsRepository, QuestionsService, QuestionsRouter],
  exports: [QuestionsRepository],
})
export class QuestionsModule {}
