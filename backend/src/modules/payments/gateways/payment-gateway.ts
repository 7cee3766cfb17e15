import type { OrderEntity, PaymentProvider } from '../entities/order.entity';

export interface PaymentCustomer {
  id: string;
  email: string;
  firstName: string;
  surname: string;
  role: string;
  stripeCustomerId: string | null;
}

export interface StartedPayment {
  providerPaymentId: string;
  /** What the browser needs to collect the card (Stripe's client secret); null for the local gateway. */
  clientSecret: string | null;
}

/** What became of a payment asked to be cancelled: cancelled (no money can be taken), already taken, or still open. */
export type CancelOutcome =
  | { state: 'cancelled' }
  | { state: 'succeeded'; amountReceived: number; currency: string }
  | { state: 'open' };

/** Takes payments for orders. Access is never granted here: only fulfilment, after a confirmed payment, does that. */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  startPayment(order: OrderEntity, customer: PaymentCustomer): Promise<StartedPayment>;
  /** Cancels a payment not yet taken; a payment already taken is reported, never undone here. */
  cancelPayment(providerPaymentId: string): Promise<CancelOutcome>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
