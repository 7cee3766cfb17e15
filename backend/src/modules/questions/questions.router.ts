import { Inject } from '@nestjs/common';
import { flagResultSchema, questionRefInputSchema, reportInputSchema } from '@medprep/shared';
import { Ctx, Input, Mutation, Router, UseMiddlewares } from 'nestjs-trpc';
import { z } from 'zod';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { QuestionsService } from './questions.service';

type SignedIn = { user: Principal };

@Router({ alias: 'questions' })
@UseMiddlewares(RequireUser)
export class QuestionsRouter {
  constructor(@Inject(QuestionsService) private readonly questions: QuestionsService) {}

  @Mutation({ input: questionRefInputSchema, output: flagResultSchema })
  flag(@Ctx() ctx: SignedIn, @Input('questionId') questionId: string) {
    return this.questions.flag(ctx.user.userId, questionId, true);
  }

  @Mutation({ input: questionRefInputSchema, output: flagResultSchema })
  unflag(@Ctx() ctx: SignedIn, @Input('questionId') questionId: string) {
    return this.questions.flag(ctx.user.userId, questionId, false);
  }

  @Mutation({ input: reportInputSchema, output: z.object({ reportId: z.string() }) })
  report(@Ctx() ctx: SignedIn, @Input('questionId') questionId: string, @Input('message') message: string) {
    return this.questions.report(ctx.user.userId, questionId, message);
  }
}
