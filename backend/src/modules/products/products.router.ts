import { Inject } from '@nestjs/common';
import { Ctx, Input, Query, Router } from 'nestjs-trpc';
import { productProcedures } from '@medprep/shared/contract';
import { isUuid } from '../../common/validation/is-uuid';
import type { AppContext } from '../../trpc/trpc-context';
import { AccessService } from '../access/access.service';
import { ProductsService } from './products.service';

@Router({ alias: 'product' })
export class ProductsRouter {
  constructor(
    @Inject(ProductsService) private readonly products: ProductsService,
    @Inject(AccessService) private readonly access: AccessService,
  ) {}

  /** True while the caller holds an unexpired subscription to the exam; false for visitors. */
  @Query(productProcedures.userOwnsExam)
  async userOwnsExam(@Ctx() ctx: AppContext, @Input('examID') examID: string) {
    const principal = await ctx.principal();
    return principal !== null && isUuid(examID) && this.access.ownsExam(principal.userId, examID);
  }

  @Query(productProcedures.initProductVariantsWithExamID)
  initProductVariantsWithExamID(@Input('examID') examID: string) {
    return this.products.productForExamId(examID);
  }

  @Query(productProcedures.initProductVariantsWithExamKey)
  initProductVariantsWithExamKey(@Input('examKey') examKey: string) {
    return this.products.productForExamKey(examKey);
  }

  @Query(productProcedures.getExtensionVariants)
  getExtensionVariants(@Input('examID') examID: string, @Input('currency') currency: string) {
    return this.products.extensionVariants(examID, currency);
  }
}
