import { addCalendarMonths, Messages } from '@medprep/shared';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { variantOf } from './helpers/catalogue';
import { flushTestRedis } from './helpers/redis';
import { StripeStandIn } from './helpers/stripe-stand-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

const WEBHOOK_SECRET = 'whsec_medprep_test_secret';
const stripe = new Stripe('sk_test_medprep');

function succeededEvent(eventId: string, intentId: string, orderId: string, amount: number, currency: string, type = 'payment_intent.succeeded') {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        currency,
        metadata: { orderId },
        last_payment_error: type === 'payment_intent.payment_failed' ? { message: 'Your card has insufficient funds.' } : null,
      },
    },
  });
}

// Its own file: one app per file (passport's strategy registry is process-wide), here with Stripe.
describe('payments through Stripe (SDK pointed at a local stand-in)', () => {
  const standIn = new StripeStandIn();
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    await flushTestRedis();
    const url = await standIn.start();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_medprep',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_medprep',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: url,
    });
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
    await standIn.stop();
  });

  const deliver = (payload: string, signature?: string) => {
    const req = t.http().post('/api/payments/webhook').set('Content-Type', 'application/json');
    if (signature !== undefined) req.set('Stripe-Signature', signature);
    return req.send(payload);
  };
  const sign = (payload: string) => stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

  async function startOrder(user: SignedUpUser, slug = 'msra', months = 3) {
    const variant = await variantOf(db, slug, months, 'gbp');
    const res = await mutate(t, 'checkout.createPayment', { variantId: variant.id, checkoutType: 'product' }, user.cookie).expect(200);
    const start = resultData<{ orderId: string; clientSecret: string; provider: string; amount: number }>(res.body);
    const [order] = await db.query(`SELECT provider_payment_id, amount_minor FROM orders WHERE id = $1`, [start.orderId]);
    return { ...start, intentId: order.provider_payment_id as string, amountMinor: order.amount_minor as number, variant };
  }

  const accessOf = async (user: SignedUpUser) => (await t.http().get('/api/auth/me').set('Cookie', user.cookie)).body.access;

  it('should create a customer and one PaymentIntent per order, returning its client secret', async () => {
    const user = await signUp(t, { firstName: 'Nia', surname: 'Evans' });
    const order = await startOrder(user);
    expect(order).toMatchObject({ provider: 'stripe', clientSecret: expect.stringMatching(/^pi_\w+_secret_/) });
    const customer = standIn.requests.find((r) => r.path === '/v1/customers' && r.body.email === user.email)!;
    expect(customer.body).toMatchObject({ name: 'Nia Evans', 'metadata[userId]': user.id, 'metadata[role]': 'user' });
    const intent = standIn.requests.find((r) => r.path === '/v1/payment_intents' && r.body['metadata[orderId]'] === order.orderId)!;
    expect(intent.body).toMatchObject({ amount: String(order.variant.priceMinor), currency: 'gbp' });
    expect(intent.headers['idempotency-key']).toBe(`order-${order.orderId}`);
    expect(resultData((await query(t, 'checkout.paymentConfig')).body)).toEqual({ provider: 'stripe', publishableKey: 'pk_test_medprep' });
  });

  it('should reuse the Stripe customer on a second order', async () => {
    const user = await signUp(t);
    await startOrder(user);
    await startOrder(user, 'mrcp-1', 1);
    expect(standIn.requests.filter((r) => r.path === '/v1/customers' && r.body.email === user.email)).toHaveLength(1);
  });

  it('should refuse a webhook with a bad or missing signature and change nothing', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    const payload = succeededEvent('evt_bad_sig', order.intentId, order.orderId, order.amountMinor, 'gbp');
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged).expect(400)).body.message).toBe(Messages.checkout.webhookSignature);
    await deliver(payload).expect(400);
    await deliver(payload.replace('"amount":', '"amount": 1, "x":'), sign(payload)).expect(400);
    const [row] = await db.query(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
    expect(row.status).toBe('pending');
    expect((await accessOf(user)).access).toBe('none');
  });

  it('should grant access once when the same signed event arrives 50 times at once', async () => {
    const user = await signUp(t);
    const order = await startOrder(user, 'msra', 3);
    const payload = succeededEvent('evt_dup_50', order.intentId, order.orderId, order.amountMinor, 'gbp');
    const signature = sign(payload);
    const responses = await Promise.all(Array.from({ length: 50 }, () => deliver(payload, signature)));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    const [orderRow] = await db.query(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
    expect(orderRow.status).toBe('paid');
    const subs = await db.query(`SELECT ends_at FROM subscriptions WHERE user_id = $1`, [user.id]);
    expect(subs).toHaveLength(1);
    expect(Math.abs(new Date(subs[0].ends_at).getTime() - addCalendarMonths(new Date(), 3).getTime())).toBeLessThan(60_000);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM payment_events WHERE id = 'evt_dup_50'`);
    expect(n).toBe(1);
    expect((await accessOf(user)).access).toBe('subscription');
    const status = resultData<{ status: string }>((await query(t, 'checkout.orderStatus', { orderId: order.orderId }, user.cookie)).body);
    expect(status.status).toBe('paid');
  });

  it('should not grant access when the amount paid differs from the order', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    const payload = succeededEvent('evt_short', order.intentId, order.orderId, order.amountMinor - 100, 'gbp');
    await deliver(payload, sign(payload)).expect(200);
    const [row] = await db.query(`SELECT status FROM orders WHERE id = $1`, [order.orderId]);
    expect(row.status).toBe('failed');
    expect((await accessOf(user)).access).toBe('none');
  });

  it('should mark the order failed on payment_intent.payment_failed', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    const payload = succeededEvent('evt_failed', order.intentId, order.orderId, order.amountMinor, 'gbp', 'payment_intent.payment_failed');
    await deliver(payload, sign(payload)).expect(200);
    const status = resultData<{ status: string; failureReason: string }>((await query(t, 'checkout.orderStatus', { orderId: order.orderId }, user.cookie)).body);
    expect(status).toMatchObject({ status: 'failed', failureReason: 'Your card has insufficient funds.' });
  });

  it('should refuse the local card step for a Stripe order', async () => {
    const user = await signUp(t);
    const order = await startOrder(user);
    const res = await mutate(t, 'checkout.confirmLocalPayment', { orderId: order.orderId, card: { number: '4242424242424242', expiry: '12/35', cvc: '123' } }, user.cookie).expect(400);
    expect(res.body.error.json.message).toBe(Messages.checkout.useStripe);
  });

  it('should ignore a signed event for a payment it does not know', async () => {
    const payload = succeededEvent('evt_unknown', 'pi_nope', 'not-a-uuid', 100, 'gbp');
    await deliver(payload, sign(payload)).expect(200);
  });
});
