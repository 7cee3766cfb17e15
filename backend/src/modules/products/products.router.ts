import { Inject } from '@nestjs/common';
import { Input, Query, Router } from 'nestjs-trpc';
import { z } from 'zod';
import {
  examIdInputSchema,
  examKeyInputSchema,
  extensionVariantsInputSchema,
  productSchema,
  variantSchema,
} from '@medprep/shared';
import { ProductsService } from './products.service';

@Router({ alias: 'product' })
export class ProductsRouter {
  constructor(@Inject(ProductsService) private readonly products: ProductsService) {}

  @Query({ input: examIdInputSchema, output: productSchema })
  initProductVariantsWithExamID(@Input('examID') examID: string) {
    return this.products.productForExamId(examID);
  }

  @Query({ input: examKeyInputSchema, output: productSchema })
  initProductVariantsWithExamKey(@Input('examKey') examKey: string) {
    return this.products.productForExamKey(examKey);
  }

  @Query({ input: extensionVariantsInputSchema, output: z.array(variantSchema) })
  getExtensionVariants(@Input('examID') examID: string, @Input('currency') currency: string) {
    return this.products.extensionVariants(examID, currency);
  }
}
