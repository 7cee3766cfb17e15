import { createZodValidationPipe } from 'nestjs-zod';
import { z } from 'zod';
import { DomainError } from '../errors/domain-error';
import { describeIssues, issueField, type ValidationIssue } from './zod-issues';

/** A refused input in the product's error shape: the shared schema's own messages, each with its field. */
function validationFailed(issues: readonly ValidationIssue[]): DomainError {
  return new DomainError('invalid', 'VALIDATION_FAILED', describeIssues(issues), {
    fields: issues.map((i) => ({ field: issueField(i), message: i.message })),
  });
}

/**
 * nestjs-zod's pipe: validates every REST body, query or parameter typed with a `createZodDto` class
 * against its schema, the same one the tRPC procedure and the client's form use. Anything else
 * (an admin class-validator DTO, a plain string) passes through untouched.
 */
export const ZodValidationPipe = createZodValidationPipe({
  createValidationException: (error) => {
    if (error instanceof z.ZodError) return validationFailed(error.issues);
    // A schema's own transform that threw: a bug, for the exception filter to log as one.
    return error instanceof Error ? error : new Error(String(error));
  },
});
