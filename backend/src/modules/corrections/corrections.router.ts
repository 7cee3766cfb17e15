import { Inject } from '@nestjs/common';
import { correctionsProcedures } from '@medprep/shared/contract';
import { Ctx, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { CorrectionsService } from './corrections.service';

type SignedIn = { user: Principal };

@Router({ alias: 'corrections' })
@UseMiddlewares(RequireUser)
export class CorrectionsRouter {
  constructor(@Inject(CorrectionsService) private readonly corrections: CorrectionsService) {}

  @Query(correctionsProcedures.list)
  list(@Ctx() ctx: SignedIn) {
    return this.corrections.list(ctx.user.userId);
  }

  @Query(correctionsProcedures.myReports)
  myReports(@Ctx() ctx: SignedIn) {
    return this.corrections.myReports(ctx.user.userId);
  }
}
