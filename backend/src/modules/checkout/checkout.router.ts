import { Inject } from '@nestjs/common';
import {
  confirmCouponInputSchema,
  confirmCouponResultSchema,
  confirmLocalPaymentInputSchema,
  createPaymentInputSchema,
  orderIdInputSchema,
  orderStatusSchema,
  paymentConfigSchema,
  paymentStartSchema,
  type CardInput,
} from '@medprep/shared';
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

  @Query({ input: confirmCouponInputSchema, output: confirmCouponResultSchema })
  confirmCoupon(@Input('code') code: string, @Input('examKey') examKey: string) {
    return this.coupons.confirm(code, examKey);
  }

  @Query({ output: paymentConfigSchema })
  paymentConfig() {
    return this.checkout.paymentConfig(this.config.stripe?.publishableKey ?? null);
  }

  @Mutation({ input: createPaymentInputSchema, output: paymentStartSchema })
  @UseMiddlewares(RequireUser)
  createPayment(@Ctx() ctx: SignedIn, @Input() input: CreatePaymentInput) {
    return this.checkout.createPayment(ctx.user.userId, input);
  }

  @Mutation({ input: confirmLocalPaymentInputSchema, output: orderStatusSchema })
  @UseMiddlewares(RequireUser)
  confirmLocalPayment(@Ctx() ctx: SignedIn, @Input('orderId') orderId: string, @Input('card') card: CardInput) {
    return this.checkout.confirmLocalPayment(ctx.user.userId, orderId, card);
  }

  @Mutation({ input: orderIdInputSchema, output: orderStatusSchema })
  @UseMiddlewares(RequireUser)
  checkOrderPayable(@Ctx() ctx: SignedIn, @Input('orderId') orderId: string) {
    return this.checkout.checkOrderPayable(ctx.user.userId, orderId);
  }

  @Query({ input: orderIdInputSchema, output: orderStatusSchema })
  @UseMiddlewares(RequireUser)
  orderStatus(@Ctx() ctx: SignedIn, @Input('orderId') orderId: string) {
    return this.checkout.orderStatus(ctx.user.userId, orderId);
  }
}
