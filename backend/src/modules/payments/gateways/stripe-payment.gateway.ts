import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { UsersRepository } from '../../users/users.repository';
import type { OrderEntity } from '../entities/order.entity';
import type { CancelOutcome, PaymentCustomer, PaymentGateway, StartedPayment } from './payment-gateway';
import { STRIPE } from './stripe-client';

/** Stripe PaymentIntents; the browser confirms with the Payment Element and the webhook fulfils. */
@Injectable()
export class StripePaymentGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly users: UsersRepository,
  ) {}

  async startPayment(order: OrderEntity, customer: PaymentCustomer): Promise<StartedPayment> {
    const customerId = customer.stripeCustomerId ?? (await this.createCustomer(customer));
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: order.amountMinor,
        currency: order.currency,
        customer: customerId,
        automatic_payment_methods: { enabled: true },
        description: `MedPrep: ${order.periodMonths} month${order.periodMonths === 1 ? '' : 's'} of access`,
        metadata: { orderId: order.id, userId: order.userId, examId: order.examId },
      },
      // One PaymentIntent per order, however often the buyer presses Pay.
      { idempotencyKey: `order-${order.id}` },
    );
    return { providerPaymentId: intent.id, clientSecret: intent.client_secret };
  }

  /**
   * Cancels the PaymentIntent. Stripe refuses to cancel one that has succeeded (or is processing):
   * then its current state says whether the money was taken.
   */
  async cancelPayment(providerPaymentId: string): Promise<CancelOutcome> {
    try {
      await this.stripe.paymentIntents.cancel(providerPaymentId);
      return { state: 'cancelled' };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const intent = await this.stripe.paymentIntents.retrieve(providerPaymentId);
      if (intent.status === 'canceled') return { state: 'cancelled' };
      if (intent.status === 'succeeded') return { state: 'succeeded', amountReceived: intent.amount_received, currency: intent.currency };
      return { state: 'open' };
    }
  }

  private async createCustomer(customer: PaymentCustomer): Promise<string> {
    const created = await this.stripe.customers.create(
      {
        email: customer.email,
        name: `${customer.firstName} ${customer.surname}`.trim(),
        metadata: { userId: customer.id, role: customer.role, firstName: customer.firstName, surname: customer.surname },
      },
      { idempotencyKey: `customer-${customer.id}` },
    );
    await this.users.setStripeCustomerId(customer.id, created.id);
    return created.id;
  }
}
