import { Module } from '@nestjs/common';
import { CouponsModule } from '../coupons/coupons.module';
import { PaymentsModule } from '../payments/payments.module';
import { UsersModule } from '../users/users.module';
import { CheckoutRepository } from './checkout.repository';
import { CheckoutRouter } from './checkout.router';
import { CheckoutService } from './checkout.service';

@Module({
  imports: [CouponsModule, PaymentsModule, UsersModule],
  providers: [CheckoutRepository, CheckoutService, CheckoutRouter],
})
export class CheckoutModule {}
