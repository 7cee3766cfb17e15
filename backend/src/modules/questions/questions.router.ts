import { Inject } from '@nestjs/common';
import { questionsProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Mutation, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { QuestionSearchService } from './question-search.service';
import { QuestionsService } from './questions.service';

type SignedIn = { user: Principal };

@Router({ alias: 'questions' })
@UseMiddlewares(RequireUser)
export class QuestionsRouter {
  constructor(
    @Inject(QuestionsService) private readonly questions: QuestionsService,
    @Inject(QuestionSearchService) private readonly searches: QuestionSearchService,
  ) {}

  @Mutation(questionsProcedures.flag)
  flag(@Ctx() ctx: SignedIn, @Input('questionId') questionId: string) {
    return this.questions.flag(ctx.user.userId, questionId, true);
  }

  @Mutation(questionsProcedures.unflag)
  unflag(@Ctx() ctx: SignedIn, @Input('questionId') questionId: string) {
    return this.questions.flag(ctx.user.userId, questionId, false);
  }

  @Mutation(questionsProcedures.report)
  report(@Ctx() ctx: SignedIn, @Input('questionId') questionId: string, @Input('message') message: string) {
    return this.questions.report(ctx.user.userId, questionId, message);
  }

  @Query(questionsProcedures.search)
  search(@Ctx() ctx: SignedIn, @Input('query') query: string, @Input('exam') exam: string | undefined) {
    return this.searches.search(ctx.user.userId, query, exam);
  }
}
