import { Inject } from '@nestjs/common';
import { Query, Router } from 'nestjs-trpc';
import { z } from 'zod';
import { examSchema, examVariantsSchema } from '@medprep/shared';
import { ProductsService } from '../products/products.service';
import { ExamsService } from './exams.service';

@Router({ alias: 'exams' })
export class ExamsRouter {
  constructor(
    @Inject(ExamsService) private readonly exams: ExamsService,
    @Inject(ProductsService) private readonly products: ProductsService,
  ) {}

  @Query({ output: z.array(examSchema) })
  initExamsAvailableForInstance() {
    return this.exams.listExams();
  }

  @Query({ output: z.array(examVariantsSchema) })
  initAvailableExamsVariants() {
    return this.products.variantsByExam();
  }
}
