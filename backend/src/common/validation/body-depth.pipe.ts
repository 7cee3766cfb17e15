import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';

/** No request body of this API nests deeper than a handful of levels. */
export const MAX_BODY_DEPTH = 32;

/** True when `value` nests objects or arrays more than `max` levels deep (checked without recursion). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The refusal of a body nested more than MAX_BODY_DEPTH levels deep, the same on every transport. */
export function bodyTooDeep(): DomainError {
  return new DomainError('invalid', 'BODY_TOO_DEEP', `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`);
}

/**
 * Runs before validation: a body nested thousands of levels deep (valid JSON) would otherwise
 * exhaust the stack of the recursive transformers and validators, a 500 for the client's mistake.
 */
export class BodyDepthPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body' && nestsDeeperThan(value, MAX_BODY_DEPTH)) {
      throw bodyTooDeep();
    }
    return value;
  }
}
