import { deleteAccountInputSchema, orderIdInputSchema } from '@medprep/shared';
import { createZodDto } from 'nestjs-zod';

export class DeleteAccountDto extends createZodDto(deleteAccountInputSchema) {}
export class OrderIdDto extends createZodDto(orderIdInputSchema) {}
