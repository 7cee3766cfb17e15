import { itemMediaSchema } from '@medprep/shared';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';

/** The text fields of an upload, by the item model's own rules (an empty caption, as a form sends it, is none). */
export const mediaUploadFieldsSchema = z.strictObject({
  alt: itemMediaSchema.shape.alt,
  caption: z.preprocess((value) => (value === '' ? undefined : value), itemMediaSchema.shape.caption),
});

export class MediaUploadFieldsDto extends createZodDto(mediaUploadFieldsSchema) {}

/** An image as an item carries it, ready to paste into the item's `media`. */
export class ItemMediaDto extends createZodDto(itemMediaSchema) {}
