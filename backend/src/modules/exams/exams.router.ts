import { Inject } from '@nestjs/common';
import { Ctx, Input, Mutation, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { z } from 'zod';
import { createTrialInputSchema, examSchema, examVariantsSchema, trialSummarySchema } from '@medprep/shared';
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

  @Query({ output: z.array(examSchema) })
  initExamsAvailableForInstance() {
    return this.exams.listExams();
  }

  @Query({ output: z.array(examVariantsSchema) })
  initAvailableExamsVariants() {
    return this.products.variantsByExam();
  }

  /** False for visitors; true for a user who never had a trial and holds no subscription. */
  @Query({ output: z.boolean() })
  async checkIfUserCanCreateTrial(@Ctx() ctx: AppContext) {
    const principal = await ctx.principal();
    return this.trials.canCreateTrial(principal?.userId ?? null);
  }

  @Mutation({ input: createTrialInputSchema, output: trialSummarySchema })
  @UseMiddlewares(RequireUser)
  createTrialForUser(@Ctx() ctx: { user: Principal }, @Input('userID') userID: string, @Input('examSlug') examSlug: string) {
    return this.trials.createTrial(ctx.user.userId, userID, examSlug);
  }
}
