import { Inject } from '@nestjs/common';
import type { SessionHistoryInput } from '@medprep/shared';
import { accountProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { AccountService } from './account.service';

type SignedIn = { user: Principal };

@Router({ alias: 'account' })
@UseMiddlewares(RequireUser)
export class AccountRouter {
  constructor(@Inject(AccountService) private readonly account: AccountService) {}

  @Query(accountProcedures.history)
  history(@Ctx() ctx: SignedIn, @Input() input: SessionHistoryInput) {
    return this.account.history(ctx.user.userId, input);
  }

  @Query(accountProcedures.orders)
  orders(@Ctx() ctx: SignedIn) {
    return this.account.orderList(ctx.user.userId);
  }

  @Query(accountProcedures.receipt)
  receipt(@Ctx() ctx: SignedIn, @Input('orderId') orderId: string) {
    return this.account.receipt(ctx.user.userId, orderId);
  }
}
