import { Inject } from '@nestjs/common';
import { learningProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { BlueprintService } from './blueprint.service';
import { DueQueueService } from './due-queue.service';
import { HistoryService } from './history.service';
import { ReadinessService } from './readiness.service';

type SignedIn = { user: Principal };

@Router({ alias: 'learning' })
@UseMiddlewares(RequireUser)
export class LearningRouter {
  constructor(
    @Inject(DueQueueService) private readonly dueQueues: DueQueueService,
    @Inject(BlueprintService) private readonly blueprints: BlueprintService,
    @Inject(ReadinessService) private readonly readinessService: ReadinessService,
    @Inject(HistoryService) private readonly historyService: HistoryService,
  ) {}

  @Query(learningProcedures.dueQueue)
  dueQueue(@Ctx() ctx: SignedIn, @Input('exam') exam: string) {
    return this.dueQueues.dueQueue(ctx.user.userId, exam);
  }

  @Query(learningProcedures.blueprint)
  blueprint(@Ctx() ctx: SignedIn, @Input('exam') exam: string) {
    return this.blueprints.blueprint(ctx.user.userId, exam);
  }

  @Query(learningProcedures.readiness)
  readiness(@Ctx() ctx: SignedIn, @Input('exam') exam: string) {
    return this.readinessService.readiness(ctx.user.userId, exam);
  }

  @Query(learningProcedures.history)
  history(@Ctx() ctx: SignedIn, @Input('exam') exam: string) {
    return this.historyService.history(ctx.user.userId, exam);
  }
}
