import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { QuestionsModule } from '../questions/questions.module';
import { ExamReader } from './history-exam';
import { HistoryRepository } from './history.repository';
import { HistoryService } from './history.service';
import { LearningRouter } from './learning.router';

@Module({
  imports: [AccessModule, QuestionsModule, AuthModule],
  providers: [ExamReader, HistoryRepository, HistoryService, LearningRouter],
})
export class LearningModule {}
