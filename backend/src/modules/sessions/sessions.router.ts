import { Inject } from '@nestjs/common';
import {
  answerInputSchema,
  answerResultSchema,
  availabilityInputSchema,
  availabilitySchema,
  sessionClockResultSchema,
  sessionIdInputSchema,
  sessionInitInputSchema,
  sessionReviewSchema,
  sessionSchema,
  syncTimeInputSchema,
  type SessionInitInput,
} from '@medprep/shared';
import { Ctx, Input, Mutation, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { type AnswerInput, SessionsService } from './sessions.service';

type SignedIn = { user: Principal };

@Router({ alias: 'sessions' })
@UseMiddlewares(RequireUser)
export class SessionsRouter {
  constructor(@Inject(SessionsService) private readonly sessions: SessionsService) {}

  @Query({ input: availabilityInputSchema, output: availabilitySchema })
  available(@Ctx() ctx: SignedIn, @Input('exam') exam: string) {
    return this.sessions.availability(ctx.user.userId, exam);
  }

  @Mutation({ input: sessionInitInputSchema, output: sessionSchema })
  start(@Ctx() ctx: SignedIn, @Input() input: SessionInitInput) {
    return this.sessions.start(ctx.user.userId, input);
  }

  @Query({ input: sessionIdInputSchema, output: sessionSchema })
  get(@Ctx() ctx: SignedIn, @Input('sessionId') sessionId: string) {
    return this.sessions.get(ctx.user.userId, sessionId);
  }

  @Mutation({ input: answerInputSchema, output: answerResultSchema })
  answer(@Ctx() ctx: SignedIn, @Input() input: AnswerInput) {
    return this.sessions.answer(ctx.user.userId, input);
  }

  @Mutation({ input: syncTimeInputSchema, output: sessionClockResultSchema })
  syncTime(@Ctx() ctx: SignedIn, @Input('sessionId') sessionId: string, @Input('elapsedMs') elapsedMs: number) {
    return this.sessions.syncTime(ctx.user.userId, sessionId, elapsedMs);
  }

  @Mutation({ input: sessionIdInputSchema, output: sessionReviewSchema })
  end(@Ctx() ctx: SignedIn, @Input('sessionId') sessionId: string) {
    return this.sessions.end(ctx.user.userId, sessionId);
  }

  @Query({ input: sessionIdInputSchema, output: sessionReviewSchema })
  review(@Ctx() ctx: SignedIn, @Input('sessionId') sessionId: string) {
    return this.sessions.review(ctx.user.userId, sessionId);
  }
}
