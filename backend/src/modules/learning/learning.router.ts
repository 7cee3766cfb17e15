import { Inject } from '@nestjs/common';
import { learningProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { DueQueueService } from './due-queue.service';

type SignedIn = { user: Principal };

@Router({ alias: 'learning' })
@UseMiddlewares(RequireUser)
export class LearningRouter {
  constructor(@Inject(DueQueueService) private readonly dueQueues: DueQueueService) {}

  @Query(learningProcedures.dueQueue)
  dueQueue(@Ctx() ctx: SignedIn, @Input('exam') exam: string) {
    return this.dueQueues.dueQueue(ctx.user.userId, exam);
  }
}
