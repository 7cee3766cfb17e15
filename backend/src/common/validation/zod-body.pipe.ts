import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { DomainError } from '../errors/domain-error';
import { describeIssues, issueField } from './zod-issues';

/**
 * Validates a REST body with the same zod schema the tRPC procedure and the client form use, so
 * a rule is written once (libs/shared) for every transport.
 */
export class ZodBody<T extends z.ZodType> implements PipeTransform<unknown, z.infer<T>> {
  constructor(private readonly schema: T) {}

  transform(value: unknown): z.infer<T> {
    const parsed = this.schema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new DomainError('invalid', 'VALIDATION_FAILED', describeIssues(parsed.error.issues), {
      fields: parsed.error.issues.map((i) => ({ field: issueField(i), message: i.message })),
    });
  }
}
