import { Inject } from '@nestjs/common';
import { authProcedures } from '@medprep/shared/contract';
import { Ctx, Query, Router } from 'nestjs-trpc';
import type { AppContext } from '../../trpc/trpc-context';
import { UsersService } from '../users/users.service';

@Router({ alias: 'auth' })
export class AuthRouter {
  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  /** The same answer as GET /api/auth/me: the user, `{uid: null}` for a visitor, 401 for a bad token. */
  @Query(authProcedures.me)
  async me(@Ctx() ctx: AppContext) {
    const principal = await ctx.principal();
    return principal ? this.users.me(principal.userId) : { uid: null };
  }
}
