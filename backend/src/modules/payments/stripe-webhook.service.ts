import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isUuid } from '../../common/validation/is-uuid';
import { OrdersRepository } from './orders.repository';
import { FulfilmentService } from './fulfilment.service';
import { STRIPE } from './gateways/stripe-client';
import { PaymentErrors } from './payments.errors';

/** Verifies Stripe's signature on the raw body, then hands payment outcomes to fulfilment. */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');
  private readonly verifier: Stripe;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly fulfilment: FulfilmentService,
    @Optional() @Inject(STRIPE) stripe?: Stripe,
  ) {
    // Signature checks need no API access; without a configured client a keyless one does them.
    this.verifier = stripe ?? new Stripe('sk_test_signature_verification_only');
  }

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    const secret = this.config.webhookSecret;
    if (!secret) throw PaymentErrors.webhookNotConfigured();
    let event: Stripe.Event;
    try {
      event = this.verifier.webhooks.constructEvent(rawBody ?? Buffer.alloc(0), signature ?? '', secret);
    } catch {
      throw PaymentErrors.badSignature();
    }
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return;

    const intent = event.data.object;
    const orderId = intent.metadata?.orderId;
    const order = orderId && isUuid(orderId) ? await this.orders.findById(orderId) : null;
    if (!order || order.providerPaymentId !== intent.id) {
      this.logger.warn(`Ignored ${event.type} ${event.id}: no order matches payment ${intent.id}`);
      return;
    }
    const ref = { id: event.id, type: event.type };
    if (event.type === 'payment_intent.payment_failed') {
      await this.fulfilment.markFailed(order.id, intent.last_payment_error?.message ?? 'The payment failed.', ref);
      return;
    }
    await this.fulfilment.settlePaid(order, { amountReceived: intent.amount_received, currency: intent.currency }, ref);
  }
}
