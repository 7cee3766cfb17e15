import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { QuestionsModule } from '../questions/questions.module';
import { ExamTotalsPublisher } from './exam-totals.publisher';
import { PerformanceOverviewService } from './performance-overview.service';
import { PerformanceRouter, RedisRouter } from './performance.router';
import { PerformanceCountersRepository } from './performance-counters.repository';
import { RedisQueryController } from './redis-query.controller';
import { RedisReadsRepository } from './redis-reads.repository';
import { RedisQueryService } from './redis-query.service';
import { StandingRepository } from './standing.repository';

@Module({
  imports: [AccessModule, QuestionsModule, AuthModule],
  controllers: [RedisQueryController],
  providers: [PerformanceCountersRepository, ExamTotalsPublisher, PerformanceOverviewService, StandingRepository, RedisQueryService, RedisReadsRepository, PerformanceRouter, RedisRouter],
  exports: [PerformanceCountersRepository, ExamTotalsPublisher],
})
export class PerformanceModule {}
