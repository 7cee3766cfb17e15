import { Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work';
import { UsersModule } from '../users/users.module';
import { CouponRedemptionsRepository } from './coupon-redemptions.repository';
import { OrderEntity } from './entities/order.entity';
import { PaymentEventEntity } from './entities/payment-event.entity';
import { FulfilmentService } from './fulfilment.service';
import { LocalPaymentGateway } from './gateways/local-payment.gateway';
import { PAYMENT_GATEWAY } from './gateways/payment-gateway';
import { createStripeClient, STRIPE } from './gateways/stripe-client';
import { StripePaymentGateway } from './gateways/stripe-payment.gateway';
import { OrderExpirySweeper } from './order-expiry.sweeper';
import { OrderReleaseService } from './order-release.service';
import { OrdersRepository } from './orders.repository';
import { PaymentEventsRepository } from './payment-events.repository';
import { PaymentsController } from './payments.controller';
import { StripeWebhookService } from './stripe-webhook.service';
import { SubscriptionsRepository } from './subscriptions.repository';

const stripeClient: Provider = {
  provide: STRIPE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => (config.stripe ? createStripeClient(config.stripe) : null),
};

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local test-card gateway. */
const gateway: Provider = {
  provide: PAYMENT_GATEWAY,
  inject: [APP_CONFIG, StripePaymentGateway, LocalPaymentGateway],
  useFactory: (config: AppConfig, stripe: StripePaymentGateway, local: LocalPaymentGateway) => (config.stripe ? stripe : local),
};

@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, PaymentEventEntity]), UsersModule],
  controllers: [PaymentsController],
  providers: [stripeClient, StripePaymentGateway, LocalPaymentGateway, gateway, UnitOfWork, OrdersRepository, PaymentEventsRepository, CouponRedemptionsRepository, SubscriptionsRepository, FulfilmentService, StripeWebhookService, OrderReleaseService, OrderExpirySweeper],
  exports: [PAYMENT_GATEWAY, LocalPaymentGateway, OrdersRepository, FulfilmentService, OrderReleaseService],
})
export class PaymentsModule {}
