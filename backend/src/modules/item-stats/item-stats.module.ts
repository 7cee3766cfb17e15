import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { NearDuplicatesRepository } from '../questions/near-duplicates.repository';
import { ItemStatsRunsController, QuestionStatsController } from './item-stats.controller';
import { ItemStatsRepository } from './item-stats.repository';
import { ItemStatsScheduler } from './item-stats.scheduler';
import { ItemStatsService } from './item-stats.service';
import { NearDuplicatesController } from './near-duplicates.controller';

/** Content quality for editors: item statistics (on demand and nightly) and near-duplicate stems. */
@Module({
  imports: [AuthModule, AuditModule],
  controllers: [ItemStatsRunsController, QuestionStatsController, NearDuplicatesController],
  providers: [ItemStatsRepository, ItemStatsService, ItemStatsScheduler, NearDuplicatesRepository],
  exports: [ItemStatsService],
})
export class ItemStatsModule {}
