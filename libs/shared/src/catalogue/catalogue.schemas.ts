import { z } from 'zod';
import { CURRENCY_CODE_MESSAGE, CURRENCY_CODE_PATTERN } from '../money/currency';

/** Lower-case ISO 4217 code as stored and sent by the API, e.g. 'gbp' (normaliseCurrencyCode, by hand). */
export const currencyCodeSchema = z.string().trim().toLowerCase().regex(CURRENCY_CODE_PATTERN, CURRENCY_CODE_MESSAGE);

const currencySchema = z.object({
  code: z.string(),
  symbol: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

const examCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  label: z.string(),
});

export const examSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: examCategorySchema,
});
export type Exam = z.infer<typeof examSchema>;

export const variantSchema = z.object({
  id: z.string(),
  /** '3 months': the first word is the number of months. */
  label: z.string(),
  /** Length of access in months. */
  period: z.number().int().positive(),
  priceID: z.string().nullable(),
  /** Price in major units (e.g. 54.99). */
  value: z.number().nonnegative(),
  currency: currencySchema,
});
export type Variant = z.infer<typeof variantSchema>;

export const examVariantsSchema = z.object({
  id: z.string(),
  variants: z.array(variantSchema),
});
export type ExamVariants = z.infer<typeof examVariantsSchema>;

export const productSchema = z.object({
  id: z.string(),
  slug: z.string(),
  exam: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  title: z.string(),
  description: z.string(),
  stripePID: z.string().nullable(),
  variants: z.array(variantSchema),
});
export type Product = z.infer<typeof productSchema>;

const idInput = (name: string) =>
  z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(200, `${name} is too long`);

export const examIdInputSchema = z.object({ examID: idInput('examID') });
export const examKeyInputSchema = z.object({ examKey: idInput('examKey') });
export const extensionVariantsInputSchema = z.object({
  examID: idInput('examID'),
  currency: currencyCodeSchema,
});
