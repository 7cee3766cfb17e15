import { contactInputSchema } from '@medprep/shared';
import { createZodDto } from 'nestjs-zod';

export class ContactDto extends createZodDto(contactInputSchema) {}
