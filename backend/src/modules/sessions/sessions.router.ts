import { Inject } from '@nestjs/common';
import type { SessionInitInput } from '@medprep/shared';
import { sessionsProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Mutation, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { SessionsService } from './sessions.service';

type SignedIn = { user: Principal };

@Router({ alias: 'sessions' })
@UseMiddlewares(RequireUser)
export class SessionsRouter {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @Query(sessionsProcedures.available)
  available(@Ctx() ctx: SignedIn, @Input('exam') exam: string) {
    return this.sessions.availability(ctx.user.userId, exam);
  }

  @Mutation(sessionsProcedures.start)
  start(@Ctx() ctx: SignedIn, @Input() input: SessionInitInput) {
    return this.sessions.start(ctx.user.userId, input);
  }
}
