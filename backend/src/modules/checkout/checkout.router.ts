import { Inject } from '@nestjs/common';
import type { CardInput } from '@medprep/shared';
import { checkoutProcedures } from '@medprep/shared/contract';
import { Ctx, Input, Mutation, Query, Router, UseMiddlewares } from 'nestjs-trpc';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RequireUser } from '../../trpc/auth.middleware';
import type { Principal } from '../auth/principal';
import { CouponsService } from '../coupons/coupons.service';
import { CheckoutService, type CreatePaymentInput } from './checkout.service';

type SignedIn = { user: Principal };

@Router({ alias: 'checkout' })
export class CheckoutRouter {
  constructor(
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
    @Inject(CouponsService) private readonly coupons: CouponsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Query(checkoutProcedures.confirmCoupon)
  confirmCoupon(@Input('code') code: string, @Input('examKey') examKey: string) {
    return this.coupons.confirm(code, examKey);
  }

  @Query(checkoutProcedures.paymentConfig)
  paymentConfig() {
    return this.checkout.paymentConfig(this.config.stripe?.publishableKey ?? null);
  }

  @Mutation(checkoutProcedures.createPayment)
  @UseMiddlewares(RequireUser)
  createPayment(@Ctx() ctx: SignedIn, @Input() input: CreatePaymentInput) {
    return this.checkout.createPayment(ctx.user.userId, input);
  }

  @Mutation(checkoutProcedures.confirmLocalPayment)
  @UseMiddlewares(RequireUser)
  confirmLocalPayment(@Ctx() ctx: SignedIn, @Input('orderId') orderId: string, @Input('card') card: CardInput) {
    return this.checkout.confirmLocalPayment(ctx.user.userId, orderId, card);
  }

  @Mutation(checkoutProcedures.checkOrderPayable)
  @UseMiddlewares(RequireUser)
  checkOrderPayable(@Ctx() ctx: SignedIn, @Input('orderId') orderId: string) {
    return this.checkout.checkOrderPayable(ctx.user.userId, orderId);
  }

  @Query(checkoutProcedures.orderStatus)
  @UseMiddlewares(RequireUser)
  orderStatus(@Ctx() ctx: SignedIn, @Input('orderId') orderId: string) {
    return this.checkout.orderStatus(ctx.user.userId, orderId);
  }
}
