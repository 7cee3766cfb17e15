import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { QuestionsModule } from '../questions/questions.module';
import { DueQueueService } from './due-queue.service';
import { FsrsCardsRepository } from './fsrs-cards.repository';
import { LearningRouter } from './learning.router';

@Module({
  imports: [QuestionsModule, AuthModule],
  providers: [FsrsCardsRepository, DueQueueService, LearningRouter],
})
export class LearningModule {}
