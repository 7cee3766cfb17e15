import { ankiExportQuerySchema } from '@medprep/shared';
import { createZodDto } from 'nestjs-zod';

export class AnkiExportQueryDto extends createZodDto(ankiExportQuerySchema) {}
