import { addCalendarMonths, Messages } from '@medprep/shared';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { OrderExpirySweeper } from '../src/modules/payments/order-expiry.sweeper';
import { createCoupon, variantOf } from './helpers/catalogue';
import { capturedLogger } from './helpers/security';
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
  const logs = capturedLogger('info');
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
    }, logs.logger);
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

  async function startOrder(user: SignedUpUser, slug = 'msra', months = 3, couponCode?: string) {
    const variant = await variantOf(db, slug, months, 'gbp');
    const res = await mutate(t, 'checkout.createPayment', { variantId: variant.id, checkoutType: 'product', couponCode }, user.cookie).expect(200);
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

  describe('expired orders and their PaymentIntents', () => {
    const expire = (orderId: string) => db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [orderId]);
    const statusOf = async (orderId: string) => (await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0].status;
    const sweep = () => t.app.get(OrderExpirySweeper).sweep();
    const cancels = (intentId: string) => standIn.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${intentId}/cancel`);

    it('should cancel the PaymentIntent of an expired order and release the order', async () => {
      const user = await signUp(t);
      const order = await startOrder(user, 'mrcp-2', 1);
      await expire(order.orderId);
      await sweep();
      expect(cancels(order.intentId)).toHaveLength(1);
      expect(standIn.intentStatus(order.intentId)).toBe('canceled');
      expect(await statusOf(order.orderId)).toBe('expired');
    });

    it('should honour, and log, a payment Stripe took before the expired order could be cancelled', async () => {
      const user = await signUp(t);
      const order = await startOrder(user, 'mrcp-2', 3);
      standIn.setIntentStatus(order.intentId, 'succeeded');
      await expire(order.orderId);
      await sweep();
      expect(await statusOf(order.orderId)).toBe('paid');
      expect((await accessOf(user)).access).toBe('subscription');
      expect(logs.text()).toContain(`Order ${order.orderId} was to be expired, but its payment ${order.intentId} had succeeded: honoured`);
      // Stripe's own event arrives later and grants nothing more.
      const payload = succeededEvent(`evt_late_${order.intentId}`, order.intentId, order.orderId, order.amountMinor, 'gbp');
      await deliver(payload, sign(payload)).expect(200);
      const subs = await db.query(`SELECT ends_at FROM subscriptions WHERE user_id = $1`, [user.id]);
      expect(subs).toHaveLength(1);
      expect(Math.abs(new Date(subs[0].ends_at).getTime() - addCalendarMonths(new Date(), 3).getTime())).toBeLessThan(60_000);
    });

    it('should keep an expired order pending while its payment is still processing, and release it once cancelled', async () => {
      const user = await signUp(t);
      const order = await startOrder(user, 'mrcp-2', 6);
      standIn.setIntentStatus(order.intentId, 'processing');
      await expire(order.orderId);
      await sweep();
      expect(await statusOf(order.orderId)).toBe('pending');
      standIn.setIntentStatus(order.intentId, 'requires_payment_method');
      await sweep();
      expect(await statusOf(order.orderId)).toBe('expired');
    });

    it('should honour a succeeded payment for an order released meanwhile', async () => {
      const user = await signUp(t);
      const order = await startOrder(user, 'mrcp-2', 12);
      await db.query(`UPDATE orders SET status = 'expired' WHERE id = $1`, [order.orderId]);
      const payload = succeededEvent(`evt_after_release_${order.intentId}`, order.intentId, order.orderId, order.amountMinor, 'gbp');
      await deliver(payload, sign(payload)).expect(200);
      expect(await statusOf(order.orderId)).toBe('paid');
      expect((await accessOf(user)).access).toBe('subscription');
      expect(logs.text()).toContain(`Order ${order.orderId} was paid after it was expired: the payment is honoured`);
    });
  });

  describe('checking an order just before Stripe takes the card', () => {
    const check = (user: SignedUpUser, orderId: string) => mutate(t, 'checkout.checkOrderPayable', { orderId }, user.cookie);

    it('should accept an order whose price holds', async () => {
      const user = await signUp(t);
      const order = await startOrder(user, 'mrcs-a', 12);
      expect(resultData<{ status: string }>((await check(user, order.orderId).expect(200)).body).status).toBe('pending');
    });

    it('should refuse an order whose price was raised, cancelling its PaymentIntent', async () => {
      const user = await signUp(t);
      const order = await startOrder(user, 'mrcs-a', 12);
      await db.query(`UPDATE variants SET price_minor = price_minor * 3 WHERE id = $1`, [order.variant.id]);
      try {
        const res = await check(user, order.orderId).expect(409);
        expect(res.body.error.json).toMatchObject({ message: Messages.checkout.priceChanged, data: { domainCode: 'ORDER_PRICE_CHANGED' } });
        expect(standIn.intentStatus(order.intentId)).toBe('canceled');
        expect((await db.query(`SELECT status FROM orders WHERE id = $1`, [order.orderId]))[0].status).toBe('cancelled');
      } finally {
        await db.query(`UPDATE variants SET price_minor = $2 WHERE id = $1`, [order.variant.id, order.variant.priceMinor]);
      }
    });

    it('should refuse an expired order', async () => {
      const user = await signUp(t);
      const order = await startOrder(user, 'mrcs-a', 12);
      await db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [order.orderId]);
      expect((await check(user, order.orderId).expect(409)).body.error.json.data.domainCode).toBe('ORDER_EXPIRED');
      expect(standIn.intentStatus(order.intentId)).toBe('canceled');
    });
  });

  describe('coupon reservations with Stripe', () => {
    const code = () => `P${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    const create = (user: SignedUpUser, variantId: string, couponCode: string) =>
      mutate(t, 'checkout.createPayment', { variantId, checkoutType: 'product', couponCode }, user.cookie);

    it('should release the reservation when the payment fails, letting the next buyer use the coupon', async () => {
      const c = code();
      await createCoupon(db, { code: c, effect: 'percent', value: 50, maxRedemptions: 1 });
      const [first, second] = await Promise.all([signUp(t), signUp(t)]);
      const order = await startOrder(first, 'mrcs-a', 1, c);
      const variant = await variantOf(db, 'mrcs-a', 1, 'gbp');
      expect((await create(second, variant.id, c).expect(400)).body.error.json.message).toBe(Messages.coupons.invalid);
      const payload = succeededEvent(`evt_fail_${order.intentId}`, order.intentId, order.orderId, order.amountMinor, 'gbp', 'payment_intent.payment_failed');
      await deliver(payload, sign(payload)).expect(200);
      await create(second, variant.id, c).expect(200);
    });

    it("should cancel the PaymentIntent of a buyer's earlier order with the coupon when they order again", async () => {
      const c = code();
      await createCoupon(db, { code: c, effect: 'percent', value: 50, maxRedemptions: 1 });
      const user = await signUp(t);
      const earlier = await startOrder(user, 'mrcs-a', 3, c);
      const later = await startOrder(user, 'mrcs-a', 6, c);
      expect(standIn.intentStatus(earlier.intentId)).toBe('canceled');
      expect(standIn.intentStatus(later.intentId)).toBe('requires_payment_method');
      const [row] = await db.query(`SELECT status FROM orders WHERE id = $1`, [earlier.orderId]);
      expect(row.status).toBe('cancelled');
    });
  });
});
