import { z } from 'zod';
import {
  blogPostInputSchema,
  blogPostSchema,
  blogTeaserSchema,
  contentListInputSchema,
  contentListSchema,
  faqSchema,
  partnerSchema,
  testimonialSchema,
} from '../../api/content.schemas';
import { query } from '../procedure-definition';

export const contentProcedures = {
  partners: query({ output: z.array(partnerSchema) }),
  testimonials: query({ input: contentListInputSchema, output: contentListSchema(testimonialSchema) }),
  blog: query({ input: contentListInputSchema, output: contentListSchema(blogTeaserSchema) }),
  blogPost: query({ input: blogPostInputSchema, output: blogPostSchema }),
  faqs: query({ input: contentListInputSchema, output: contentListSchema(faqSchema) }),
};
