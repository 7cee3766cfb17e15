import { Injectable } from '@nestjs/common';
import type { ContextOptions, TRPCContext } from 'nestjs-trpc';

/** What every procedure receives: the HTTP request and response (the caller is added by auth). */
@Injectable()
export class AppTrpcContext implements TRPCContext {
  create(opts: ContextOptions) {
    return { req: opts.req, res: opts.res };
  }
}
