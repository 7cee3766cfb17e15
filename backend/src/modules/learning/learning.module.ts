import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { QuestionsModule } from '../questions/questions.module';
import { BlueprintRepository } from './blueprint.repository';
import { BlueprintService } from './blueprint.service';
import { DifficultiesController } from './difficulties.controller';
import { DifficultiesRepository } from './difficulties.repository';
import { DifficultiesScheduler } from './difficulties.scheduler';
import { DifficultiesService } from './difficulties.service';
import { DueQueueService } from './due-queue.service';
import { FsrsCardsRepository } from './fsrs-cards.repository';
import { ExamReader } from './history-exam';
import { HistoryRepository } from './history.repository';
import { HistoryService } from './history.service';
import { LearningExamService } from './learning-exam.service';
import { LearningRouter } from './learning.router';
import { ReadinessRepository } from './readiness.repository';
import { ReadinessService } from './readiness.service';

@Module({
  imports: [AccessModule, QuestionsModule, AuthModule],
  controllers: [DifficultiesController],
  providers: [
    FsrsCardsRepository,
    DueQueueService,
    LearningExamService,
    BlueprintRepository,
    BlueprintService,
    ReadinessRepository,
    ReadinessService,
    DifficultiesRepository,
    DifficultiesService,
    DifficultiesScheduler,
    ExamReader,
    HistoryRepository,
    HistoryService,
    LearningRouter,
  ],
})
export class LearningModule {}
