import { Inject } from '@nestjs/common';
import { Ctx, Input, Mutation, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { examsProcedures } from '@medprep/shared/contract';
import { RequireUser } from '../../trpc/auth.middleware';
import type { AppContext } from '../../trpc/trpc-context';
import type { Principal } from '../auth/principal';
import { ProductsService } from '../products/products.service';
import { TrialsService } from '../trials/trials.service';
import { ExamsService } from './exams.service';

@Router({ alias: 'exams' })
export class ExamsRouter {
  constructor(
    @Inject(ExamsService) private readonly exams: ExamsService,
    @Inject(ProductsService) private readonly products: ProductsService,
    @Inject(TrialsService) private readonly trials: TrialsService,
  ) {}

  @Query(examsProcedures.initExamsAvailableForInstance)
  initExamsAvailableForInstance() {
    return this.exams.listExams();
  }

  @Query(examsProcedures.initAvailableExamsVariants)
  initAvailableExamsVariants() {
    return this.products.variantsByExam();
  }

  /** False for visitors; true for a user who never had a trial and holds no subscription. */
  @Query(examsProcedures.checkIfUserCanCreateTrial)
  async checkIfUserCanCreateTrial(@Ctx() ctx: AppContext) {
    const principal = await ctx.principal();
    return this.trials.canCreateTrial(principal?.userId ?? null);
  }

  @Mutation(examsProcedures.createTrialForUser)
  @UseMiddlewares(RequireUser)
  createTrialForUser(@Ctx() ctx: { user: Principal }, @Input('userID') userID: string, @Input('examSlug') examSlug: string) {
    return this.trials.createTrial(ctx.user.userId, userID, examSlug);
  }
}
