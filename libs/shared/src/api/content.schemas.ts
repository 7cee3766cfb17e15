import { z } from 'zod';
import { currencyCodeSchema } from '../catalogue/catalogue.schemas';
import { emailSchema } from './account.schemas';

export const CONTENT_PAGE_SIZE = 10;

/** The product's list paging: page 1, 10 a page, newest first by date. */
export const contentListInputSchema = z
  .strictObject({
    page: z.number().int().min(1).max(10_000).default(1),
    limit: z.number().int().min(1).max(50).default(CONTENT_PAGE_SIZE),
    sort: z.enum(['date']).default('date'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .optional();
export type ContentListInput = z.infer<typeof contentListInputSchema>;

export function contentListSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number(),
    limit: z.number(),
    sort: z.literal('date'),
    order: z.enum(['asc', 'desc']),
    page: z.number(),
  });
}

export const partnerSchema = z.object({ id: z.string(), name: z.string(), image: z.string(), link: z.string().nullable() });
export type Partner = z.infer<typeof partnerSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  affiliation: z.string(),
  testimonial: z.string(),
  image: z.string().nullable(),
  date: z.date(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const blogTeaserSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  author: z.string(),
  date: z.date(),
});
export const blogPostSchema = blogTeaserSchema.extend({ body: z.string() });
export type BlogTeaser = z.infer<typeof blogTeaserSchema>;

export const faqSchema = z.object({ id: z.string(), question: z.string(), answer: z.string(), category: z.string(), date: z.date() });
export type Faq = z.infer<typeof faqSchema>;

export const blogPostInputSchema = z.strictObject({ slug: z.string().trim().min(1).max(200) });

export const contactInputSchema = z.strictObject({
  name: z.string({ error: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(100, 'Keep your name under 100 characters.'),
  email: emailSchema,
  subject: z.string().trim().max(150, 'Keep the subject under 150 characters.').default('General enquiry'),
  message: z
    .string({ error: 'Enter a message.' })
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters).')
    .max(5000, 'Keep the message under 5000 characters.'),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const updateUserStateInputSchema = z.strictObject({
  data: z.strictObject({
    stateData: z.strictObject({
      onboardingModalAddressed: z.boolean().optional(),
      currency: currencyCodeSchema.optional(),
    }),
  }),
});
