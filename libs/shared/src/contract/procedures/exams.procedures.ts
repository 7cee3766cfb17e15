import { z } from 'zod';
import { trialSummarySchema } from '../../api/me.schemas';
import { createTrialInputSchema } from '../../api/commerce.schemas';
import { examSchema, examVariantsSchema } from '../../catalogue/catalogue.schemas';
import { mutation, query } from '../procedure-definition';

export const examsProcedures = {
  initExamsAvailableForInstance: query({ output: z.array(examSchema) }),
  initAvailableExamsVariants: query({ output: z.array(examVariantsSchema) }),
  checkIfUserCanCreateTrial: query({ output: z.boolean() }),
  createTrialForUser: mutation({ input: createTrialInputSchema, output: trialSummarySchema }),
};
