import { type DynamicModule, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TRPC_MAX_BATCH_SIZE } from '@medprep/shared';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ChangeFeedModule } from './database/change-feed/change-feed';
import { dataSourceOptions } from './database/data-source';
import { PgPoolModule } from './database/pg-pool';
import { HealthModule } from './health/health.module';
import { AccountModule } from './modules/account/account.module';
import { AdminModule } from './modules/admin/admin.module';
import { AuthModule } from './modules/auth/auth.module';
import { CheckoutModule } from './modules/checkout/checkout.module';
import { ContentModule } from './modules/content/content.module';
import { CorrectionsModule } from './modules/corrections/corrections.module';
import { ExamsModule } from './modules/exams/exams.module';
import { ItemStatsModule } from './modules/item-stats/item-stats.module';
import { ExportModule } from './modules/export/export.module';
import { LearningModule } from './modules/learning/learning.module';
import { LiveEventsModule, LiveModule } from './modules/live/live.module';
import { MediaModule } from './modules/media/media.module';
import { PagesModule } from './modules/pages/pages.module';
import { PerformanceModule } from './modules/performance/performance.module';
import { ProductsModule } from './modules/products/products.module';
import { QuestionsModule } from './modules/questions/questions.module';
import { SessionsModule } from './modules/sessions/sessions.module';
import { SheetsModule } from './modules/sheets/sheets.module';
import { UsersModule } from './modules/users/users.module';
import { RedisModule } from './redis/redis.module';
import { RequireUser } from './trpc/auth.middleware';
import { DomainErrorMiddleware } from './trpc/domain-error.middleware';
import { WellFormedInputMiddleware } from './trpc/well-formed-input.middleware';
import { formatTrpcError } from './trpc/error-formatter';
import { trpcModule } from './trpc/trpc-module';
import { trpcTransformer } from './trpc/trpc-transformer';
import { AppTrpcContext } from './trpc/trpc-context';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.databaseUrl), migrationsRun: false }),
        PgPoolModule,
        RedisModule,
        ChangeFeedModule,
        LiveEventsModule,
        trpcModule(
          {
            basePath: '/api/trpc',
            transformer: trpcTransformer,
            context: AppTrpcContext,
            errorFormatter: formatTrpcError,
            globalMiddlewares: [DomainErrorMiddleware, WellFormedInputMiddleware],
            logger: new Logger('tRPC'),
          },
          // The body limit is the REST JSON parser's (100 kB).
          { maxBatchSize: TRPC_MAX_BATCH_SIZE, maxBodySize: 100 * 1024 },
        ),
        HealthModule,
        ProductsModule,
        ExamsModule,
        UsersModule,
        AuthModule,
        AdminModule,
        CheckoutModule,
        QuestionsModule,
        PerformanceModule,
        LearningModule,
        SessionsModule,
        SheetsModule,
        AccountModule,
        ContentModule,
        CorrectionsModule,
        LiveModule,
        PagesModule,
        MediaModule,
        ItemStatsModule,
        ExportModule,
      ],
      providers: [AppTrpcContext, DomainErrorMiddleware, WellFormedInputMiddleware, RequireUser],
    };
  }
}
