import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import type { ZodDto } from 'nestjs-zod';

function isZodDto(metatype: unknown): metatype is ZodDto {
  return (metatype as Partial<ZodDto> | undefined)?.isZodDto === true;
}

/**
 * class-validator, for the admin DTOs that have no shared schema (unknown fields refused). A
 * `createZodDto` parameter on the same controller is left to the global ZodValidationPipe: as a
 * class without class-validator decorators it would otherwise be refused whole.
 */
export class ClassValidatorPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  }

  protected override toValidate(metadata: ArgumentMetadata): boolean {
    return !isZodDto(metadata.metatype) && super.toValidate(metadata);
  }
}
