import { Injectable } from '@nestjs/common';
import { findIllFormedText } from '@medprep/shared';
import type { MiddlewareOptions, TRPCMiddleware } from 'nestjs-trpc';
import { illFormedText } from '../common/validation/well-formed-text.pipe';

/**
 * Refuses any procedure input holding text that is not valid Unicode, before its schema runs: the
 * tRPC side of WellFormedTextPipe, so every string field of every input is covered once.
 */
@Injectable()
export class WellFormedInputMiddleware implements TRPCMiddleware {
  async use(opts: MiddlewareOptions) {
    const path = findIllFormedText(await opts.getRawInput());
    if (path) throw illFormedText(path);
    return opts.next();
  }
}
