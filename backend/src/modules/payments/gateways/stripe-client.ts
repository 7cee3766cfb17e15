import Stripe from 'stripe';
import type { AppConfig } from '../../../config/app-config';

export const STRIPE = Symbol('STRIPE');

/** The Stripe SDK, pointed at STRIPE_API_URL when set (a local stand-in in tests). */
export function createStripeClient(stripe: NonNullable<AppConfig['stripe']>): Stripe {
  const api = stripe.apiUrl ? new URL(stripe.apiUrl) : null;
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}
