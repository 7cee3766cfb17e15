import { Injectable } from '@nestjs/common';
import { TRPCError } from '@trpc/server';
import type { MiddlewareOptions, TRPCMiddleware } from 'nestjs-trpc';
import { Messages } from '@medprep/shared';
import type { AppContext } from './trpc-context';

/**
 * Requires a signed-in caller (Nest guards do not run on tRPC procedures). Puts the verified
 * principal on the context as `user`; role checks read `meta.roles`.
 */
@Injectable()
export class RequireUser implements TRPCMiddleware<{ roles?: string[] } | undefined> {
  async use(opts: MiddlewareOptions<AppContext, Record<string, unknown>, { roles?: string[] } | undefined>) {
    const user = await opts.ctx.principal();
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: Messages.http.authenticationRequired });
    const roles = opts.meta?.roles;
    if (roles && !roles.includes(user.role)) throw new TRPCError({ code: 'FORBIDDEN', message: Messages.http.forbidden });
    return opts.next({ ctx: { ...opts.ctx, user } });
  }
}
