import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { fieldName, findIllFormedText, Messages } from '@medprep/shared';
import { DomainError } from '../errors/domain-error';

/**
 * The error for text that is not valid Unicode (an unpaired UTF-16 surrogate). Refused rather than
 * stored: Postgres would receive U+FFFD in its place, and the user's text would change silently.
 */
export function illFormedText(path: ReadonlyArray<string | number>): DomainError {
  const field = path.length > 0 ? fieldName(path) : 'input';
  return new DomainError('invalid', 'ILL_FORMED_TEXT', `${field}: ${Messages.http.illFormedText}`, {
    fields: [{ field, message: Messages.http.illFormedText }],
  });
}

/** Runs before validation on every REST body, query and path parameter (tRPC: WellFormedInputMiddleware). */
export class WellFormedTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'body' && metadata.type !== 'query' && metadata.type !== 'param') return value;
    const path = findIllFormedText(value);
    if (path) throw illFormedText(metadata.data ? [metadata.data, ...path] : path);
    return value;
  }
}
