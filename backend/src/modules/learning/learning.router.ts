import { Inject } from '@nestjs/common';
import { learningProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { HistoryService } from './history.service';

type SignedIn = { user: Principal };

@Router({ alias: 'learning' })
@UseMiddlewares(RequireUser)
export class LearningRouter {
  constructor(@Inject(HistoryService) private readonly historyService: HistoryService) {}

  @Query(learningProcedures.history)
  history(@Ctx() ctx: SignedIn, @Input('exam') exam: string) {
    return this.historyService.history(ctx.user.userId, exam);
  }
}
