import { z } from 'zod';
import { userOwnsExamInputSchema } from '../../api/commerce.schemas';
import { examIdInputSchema, examKeyInputSchema, extensionVariantsInputSchema, productSchema, variantSchema } from '../../catalogue/catalogue.schemas';
import { query } from '../procedure-definition';

export const productProcedures = {
  initProductVariantsWithExamID: query({ input: examIdInputSchema, output: productSchema }),
  initProductVariantsWithExamKey: query({ input: examKeyInputSchema, output: productSchema }),
  getExtensionVariants: query({ input: extensionVariantsInputSchema, output: z.array(variantSchema) }),
  userOwnsExam: query({ input: userOwnsExamInputSchema, output: z.boolean() }),
};
