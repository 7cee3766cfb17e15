import { randomUUID } from 'node:crypto';
import { addCalendarMonths, Messages, ORDER_TTL_MINUTES } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { signUp, type SignedUpUser } from '../helpers/accounts';
import { createCoupon, DECLINED_CARD, TEST_CARD, variantOf } from '../helpers/catalogue';
import { flushTestRedis } from '../helpers/redis';
import { errorMessage, INTERNALS } from '../helpers/security';
import { OrderExpirySweeper } from '../../src/modules/payments/order-expiry.sweeper';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { mutate, query, resultData } from '../helpers/trpc';

/**
 * ASVS 2.x (business logic) on money and access, with the local gateway. Stripe's side is in
 * test/payments-stripe.spec.ts: a bad signature changes nothing, and the same signed event
 * delivered 50 times at once grants access once.
 */
describe('security: money and access (ASVS 2.1.3, 2.3.x)', () => {
  let t: TestApp;
  let db: DataSource;
  const code = () => `S${randomUUID().slice(0, 8).toUpperCase()}`;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  const access = async (user: SignedUpUser) => (await t.http().get('/api/auth/me').set('Cookie', user.cookie).expect(200)).body.access;
  const pay = (user: SignedUpUser, variantId: string, couponCode?: string) => mutate(t, 'checkout.createPayment', { variantId, couponCode, checkoutType: 'product' }, user.cookie);
  const count = async (sql: string, params: unknown[]) => (await db.query(sql, params))[0].n as number;

  describe('access only after a verified payment (2.3.1)', () => {
    it('should grant nothing for a pending or declined order, and access once the charge succeeds', async () => {
      const user = await signUp(t);
      const variant = await variantOf(db, 'mrcem-1', 1, 'gbp');
      const { orderId } = resultData<{ orderId: string }>((await pay(user, variant.id).expect(200)).body);
      const refused = async () => {
        expect((await access(user)).access).toBe('none');
        expect(resultData((await query(t, 'product.userOwnsExam', { examID: variant.examId }, user.cookie)).body)).toBe(false);
        await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: 'mrcem-1', mode: 'tutor', count: 1 }).expect(403);
      };
      await refused();
      await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: DECLINED_CARD }, user.cookie).expect(400);
      await refused();
      expect(resultData<{ status: string }>((await query(t, 'checkout.orderStatus', { orderId }, user.cookie)).body).status).toBe('pending');
      await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie).expect(200);
      expect(resultData((await query(t, 'product.userOwnsExam', { examID: variant.examId }, user.cookie)).body)).toBe(true);
    });
  });

  describe('one trial per user (2.1.3) and coupon bounds (2.3.2)', () => {
    it('should grant one trial when 20 claims for different exams arrive at once', async () => {
      const user = await signUp(t);
      const slugs = ['msra', 'mrcp-1', 'mrcp-2', 'mrcgp-akt', 'mrcs-a'];
      const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => mutate(t, 'exams.createTrialForUser', { userID: user.id, examSlug: slugs[i % slugs.length] }, user.cookie)));
      expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
      expect(claims.filter((c) => c.status === 409).every((c) => c.body.error.json.message === Messages.trials.alreadyUsed)).toBe(true);
      expect(claims.filter((c) => c.status === 409)).toHaveLength(19);
      expect(await count(`SELECT count(*)::int AS n FROM trials WHERE user_id = $1`, [user.id])).toBe(1);
    });

    it('should not offer a trial to a subscriber', async () => {
      const user = await signUp(t);
      await db.query(`INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) SELECT $1, id, now(), now() + interval '30 days', 'admin' FROM exams WHERE slug = 'msra'`, [user.id]);
      await mutate(t, 'exams.createTrialForUser', { userID: user.id, examSlug: 'mrcp-1' }, user.cookie).expect(409);
    });

    it('should never price an order below zero: a value coupon larger than the price makes it free', async () => {
      const user = await signUp(t);
      const variant = await variantOf(db, 'mrcp-2', 1, 'gbp');
      const c = code();
      await createCoupon(db, { code: c, effect: 'value', value: variant.priceMinor * 10 });
      const start = resultData<{ amount: number; status: string }>((await pay(user, variant.id, c).expect(200)).body);
      expect(start).toMatchObject({ amount: 0, status: 'paid' });
      const [order] = await db.query(`SELECT amount_minor, discount_minor FROM orders WHERE user_id = $1`, [user.id]);
      expect(order).toEqual({ amount_minor: 0, discount_minor: variant.priceMinor });
    });

    it('should refuse a coupon percent outside 0–100 and a negative value at the database', async () => {
      await expect(createCoupon(db, { code: code(), effect: 'percent', value: 101 })).rejects.toThrow(/ck_coupons_value/);
      await expect(createCoupon(db, { code: code(), effect: 'value', value: -1 })).rejects.toThrow(/ck_coupons_value/);
    });

    it.each([
      ['used up', { maxRedemptions: 1, redemptions: 1 }],
      ['expired', { expiry: new Date(Date.now() - 1000) }],
      ['inactive', { active: false }],
    ])('should refuse a %s coupon at payment, creating no order', async (_, props) => {
      const user = await signUp(t);
      const c = code();
      await createCoupon(db, { code: c, effect: 'percent', value: 50, ...props });
      const res = await pay(user, (await variantOf(db, 'msra', 1, 'gbp')).id, c).expect(400);
      expect(res.body.error.json.message).toBe(Messages.coupons.invalid);
      expect(await count(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1`, [user.id])).toBe(0);
    });
  });

  describe('one effect for concurrent duplicates (2.3.4) and redemption limits (2.3.2)', () => {
    it.each([1, 3])('should let 20 simultaneous free orders redeem a coupon capped at %i exactly that many times', async (cap) => {
      const c = code();
      const couponId = await createCoupon(db, { code: c, effect: 'percent', value: 100, maxRedemptions: cap });
      const variant = await variantOf(db, 'frca-1', 1, 'gbp');
      const buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(t)));
      const results = await Promise.all(buyers.map((buyer) => pay(buyer, variant.id, c)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(cap);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused.every((r) => r.status === 400 && r.body.error.json.message === Messages.coupons.invalid)).toBe(true);
      const [coupon] = await db.query(`SELECT redemptions FROM coupons WHERE id = $1`, [couponId]);
      expect(coupon.redemptions).toBe(cap);
      expect(await count(`SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1`, [couponId])).toBe(cap);
      expect(await count(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = ANY($1)`, [buyers.map((b) => b.id)])).toBe(cap);
      expect(await count(`SELECT count(*)::int AS n FROM orders WHERE coupon_id = $1 AND status = 'paid'`, [couponId])).toBe(cap);
    });

    it('should charge, redeem and extend once when the same order is confirmed 20 times at once', async () => {
      const user = await signUp(t);
      const c = code();
      const couponId = await createCoupon(db, { code: c, effect: 'percent', value: 25 });
      const variant = await variantOf(db, 'mrcog-1', 3, 'gbp');
      const { orderId } = resultData<{ orderId: string }>((await pay(user, variant.id, c).expect(200)).body);
      const confirmations = await Promise.all(Array.from({ length: 20 }, () => mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie)));
      expect(confirmations.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(await count(`SELECT count(*)::int AS n FROM payment_events WHERE order_id = $1`, [orderId])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM coupon_redemptions WHERE order_id = $1`, [orderId])).toBe(1);
      expect((await db.query(`SELECT redemptions FROM coupons WHERE id = $1`, [couponId]))[0].redemptions).toBe(1);
      const subs = await db.query(`SELECT ends_at FROM subscriptions WHERE user_id = $1`, [user.id]);
      expect(subs).toHaveLength(1);
      expect(Math.abs(new Date(subs[0].ends_at).getTime() - addCalendarMonths(new Date(), 3).getTime())).toBeLessThan(60_000);
    });
  });

  describe('a pending order holds a reservation against its coupon cap (2.3.2)', () => {
    const confirm = (user: SignedUpUser, orderId: string) => mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie);
    const orderIdOf = (res: { body: unknown }) => resultData<{ orderId: string }>(res.body as never).orderId;
    const couponUse = async (couponId: string) => ({
      redemptions: (await db.query(`SELECT redemptions FROM coupons WHERE id = $1`, [couponId]))[0].redemptions as number,
      rows: await count(`SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1`, [couponId]),
      paid: await count(`SELECT count(*)::int AS n FROM orders WHERE coupon_id = $1 AND status = 'paid'`, [couponId]),
    });
    const expire = (orderId: string) => db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [orderId]);

    it('should redeem a 50 % coupon capped at 1 once when five orders are created first and then all paid', async () => {
      const c = code();
      const couponId = await createCoupon(db, { code: c, effect: 'percent', value: 50, maxRedemptions: 1 });
      const variant = await variantOf(db, 'mrcpsych-a', 1, 'gbp');
      const buyers = await Promise.all(Array.from({ length: 5 }, () => signUp(t)));
      const created = await Promise.all(buyers.map((buyer) => pay(buyer, variant.id, c)));
      expect(created.filter((r) => r.status === 200)).toHaveLength(1);
      expect(created.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.error.json.message === Messages.coupons.invalid)).toBe(true);
      const payments = await Promise.all(created.map(async (r, i) => (r.status === 200 ? await confirm(buyers[i], orderIdOf(r)) : null)));
      expect(payments.filter((p) => p?.status === 200)).toHaveLength(1);
      expect(await couponUse(couponId)).toEqual({ redemptions: 1, rows: 1, paid: 1 });
    });

    it('should never pass a cap of 3 when 12 buyers create and pay at once, however the calls interleave', async () => {
      const c = code();
      const couponId = await createCoupon(db, { code: c, effect: 'percent', value: 50, maxRedemptions: 3 });
      const variant = await variantOf(db, 'mrcpsych-a', 3, 'gbp');
      const buyers = await Promise.all(Array.from({ length: 12 }, () => signUp(t)));
      // Half create-then-pay at once, half create, the others pay, then they pay: every mix at the same time.
      const outcomes = await Promise.all(
        buyers.map(async (buyer, i) => {
          const created = await pay(buyer, variant.id, c);
          if (created.status !== 200) return 'refused';
          if (i % 2 === 1) await Promise.all([confirm(buyer, orderIdOf(created)), pay(buyer, variant.id, c)]);
          else await confirm(buyer, orderIdOf(created));
          return 'created';
        }),
      );
      expect(outcomes.filter((o) => o === 'created').length).toBeGreaterThanOrEqual(3);
      const use = await couponUse(couponId);
      expect(use.redemptions).toBeLessThanOrEqual(3);
      expect(use).toEqual({ redemptions: use.paid, rows: use.paid, paid: use.paid });
      const [{ held }] = await db.query(`SELECT count(*)::int AS held FROM orders WHERE coupon_id = $1 AND status = 'pending'`, [couponId]);
      expect(use.redemptions + held).toBeLessThanOrEqual(3);
    });

    it('should release the reservation when the order expires: the next buyer gets the coupon, the expired order cannot be paid', async () => {
      const c = code();
      const couponId = await createCoupon(db, { code: c, effect: 'percent', value: 50, maxRedemptions: 1 });
      const variant = await variantOf(db, 'mrcpsych-a', 1, 'gbp');
      const [first, second] = await Promise.all([signUp(t), signUp(t)]);
      const held = orderIdOf(await pay(first, variant.id, c).expect(200));
      const [order] = await db.query(`SELECT created_at, expires_at FROM orders WHERE id = $1`, [held]);
      // created_at is the database's clock, expires_at the service's: the same instant give or take a moment.
      expect(Math.abs(new Date(order.expires_at).getTime() - new Date(order.created_at).getTime() - ORDER_TTL_MINUTES * 60_000)).toBeLessThan(5_000);
      expect((await pay(second, variant.id, c).expect(400)).body.error.json.message).toBe(Messages.coupons.invalid);

      await expire(held);
      const taken = orderIdOf(await pay(second, variant.id, c).expect(200));
      expect((await db.query(`SELECT status FROM orders WHERE id = $1`, [held]))[0].status).toBe('expired');
      const late = await confirm(first, held).expect(409);
      expect(late.body.error.json).toMatchObject({ message: Messages.checkout.orderExpired, data: { domainCode: 'ORDER_EXPIRED' } });
      await confirm(second, taken).expect(200);
      expect(await couponUse(couponId)).toEqual({ redemptions: 1, rows: 1, paid: 1 });
      expect((await access(first)).access).toBe('none');
    });

    it("should replace a buyer's own pending order with the coupon, so going back and ordering again does not use the coupon up", async () => {
      const user = await signUp(t);
      const c = code();
      const couponId = await createCoupon(db, { code: c, effect: 'percent', value: 50, maxRedemptions: 1 });
      const earlier = orderIdOf(await pay(user, (await variantOf(db, 'mrcpsych-a', 1, 'gbp')).id, c).expect(200));
      const later = orderIdOf(await pay(user, (await variantOf(db, 'mrcpsych-a', 3, 'gbp')).id, c).expect(200));
      expect((await db.query(`SELECT status FROM orders WHERE id = $1`, [earlier]))[0].status).toBe('cancelled');
      await confirm(user, earlier).expect(409);
      await confirm(user, later).expect(200);
      expect(await couponUse(couponId)).toEqual({ redemptions: 1, rows: 1, paid: 1 });
    });

    it('should release expired orders on the sweep, without another order or payment', async () => {
      const user = await signUp(t);
      const { orderId } = resultData<{ orderId: string }>((await pay(user, (await variantOf(db, 'mrcpsych-a', 6, 'gbp')).id).expect(200)).body);
      await t.app.get(OrderExpirySweeper).sweep();
      expect((await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0].status).toBe('pending');
      await expire(orderId);
      await t.app.get(OrderExpirySweeper).sweep();
      expect(resultData<{ status: string }>((await query(t, 'checkout.orderStatus', { orderId }, user.cookie).expect(200)).body).status).toBe('expired');
    });
  });

  describe('an order is paid only at a price that still holds', () => {
    const confirm = (user: SignedUpUser, orderId: string) => mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie);
    const orderOf = async (res: { body: unknown }) => {
      const start = resultData<{ orderId: string; amount: number }>(res.body as never);
      return { ...start, status: async () => (await db.query(`SELECT status FROM orders WHERE id = $1`, [start.orderId]))[0].status as string };
    };
    const expectPriceChanged = (res: { body: { error: { json: unknown } } }) =>
      expect(res.body.error.json).toMatchObject({ message: 'The price of this order has changed. Please review it and try again.', data: { domainCode: 'ORDER_PRICE_CHANGED' } });

    it('should refuse an order made at £29.99 once the price is £74.99, and price a fresh one at £74.99', async () => {
      const user = await signUp(t);
      const variant = await variantOf(db, 'mrcpsych-a', 1, 'gbp');
      const order = await orderOf(await pay(user, variant.id).expect(200));
      expect(order.amount).toBe(variant.priceMinor / 100);
      await db.query(`UPDATE variants SET price_minor = 7499 WHERE id = $1`, [variant.id]);
      try {
        expectPriceChanged(await confirm(user, order.orderId).expect(409));
        expect(await order.status()).toBe('cancelled');
        expect((await access(user)).access).toBe('none');
        const fresh = await orderOf(await pay(user, variant.id).expect(200));
        expect(fresh.amount).toBe(74.99);
        await confirm(user, fresh.orderId).expect(200);
      } finally {
        await db.query(`UPDATE variants SET price_minor = $2 WHERE id = $1`, [variant.id, variant.priceMinor]);
      }
    });

    it('should refuse an order made with a coupon once the coupon is switched off', async () => {
      const user = await signUp(t);
      const c = code();
      const couponId = await createCoupon(db, { code: c, effect: 'percent', value: 50 });
      const order = await orderOf(await pay(user, (await variantOf(db, 'mrcpsych-a', 3, 'gbp')).id, c).expect(200));
      await db.query(`UPDATE coupons SET active = false WHERE id = $1`, [couponId]);
      expectPriceChanged(await confirm(user, order.orderId).expect(409));
      expect(await order.status()).toBe('cancelled');
      expect(await count(`SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1`, [couponId])).toBe(0);
      expect((await access(user)).access).toBe('none');
    });

    it('should refuse an order for a variant switched off since', async () => {
      const user = await signUp(t);
      const variant = await variantOf(db, 'mrcpsych-a', 12, 'gbp');
      const order = await orderOf(await pay(user, variant.id).expect(200));
      await db.query(`UPDATE variants SET active = false WHERE id = $1`, [variant.id]);
      try {
        expectPriceChanged(await confirm(user, order.orderId).expect(409));
        expect((await access(user)).access).toBe('none');
      } finally {
        await db.query(`UPDATE variants SET active = true WHERE id = $1`, [variant.id]);
      }
    });

    it('should refuse an order past its 30 minutes, whatever its price', async () => {
      const user = await signUp(t);
      const order = await orderOf(await pay(user, (await variantOf(db, 'mrcpsych-a', 6, 'usd')).id).expect(200));
      await db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [order.orderId]);
      const res = await confirm(user, order.orderId).expect(409);
      expect(res.body.error.json).toMatchObject({ message: Messages.checkout.orderExpired, data: { domainCode: 'ORDER_EXPIRED' } });
      expect(await order.status()).toBe('expired');
      expect((await access(user)).access).toBe('none');
    });
  });

  describe('fulfilment is atomic (2.3.3)', () => {
    const TRIGGER = 'sec_test_fail_subscription';

    afterEach(async () => {
      await db.query(`DROP TRIGGER IF EXISTS ${TRIGGER} ON subscriptions`);
      await db.query(`DROP FUNCTION IF EXISTS ${TRIGGER}()`);
    });

    it('should leave nothing behind when granting fails half-way, and succeed once on a retry', async () => {
      const user = await signUp(t);
      const c = code();
      const couponId = await createCoupon(db, { code: c, effect: 'percent', value: 50, maxRedemptions: 10 });
      const variant = await variantOf(db, 'mrcpsych-a', 1, 'gbp');
      const { orderId } = resultData<{ orderId: string }>((await pay(user, variant.id, c).expect(200)).body);

      // Fails the subscription insert, after the event, the order and the coupon have been written in the same transaction.
      await db.query(`CREATE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.user_id = '${user.id}' THEN RAISE EXCEPTION 'injected failure: SELECT secret FROM subscriptions'; END IF; RETURN NEW; END $$`);
      await db.query(`CREATE TRIGGER ${TRIGGER} BEFORE INSERT ON subscriptions FOR EACH ROW EXECUTE FUNCTION ${TRIGGER}()`);

      const failed = await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie);
      expect(failed.status).toBe(500);
      expect(errorMessage(failed.body)).toBe(Messages.http.internal);
      expect(failed.text).not.toMatch(INTERNALS);
      expect(failed.text).not.toMatch(/injected|secret/);

      const leftovers = async () => ({
        order: (await db.query(`SELECT status FROM orders WHERE id = $1`, [orderId]))[0].status,
        subscriptions: await count(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1`, [user.id]),
        redemptions: await count(`SELECT count(*)::int AS n FROM coupon_redemptions WHERE order_id = $1`, [orderId]),
        couponCount: (await db.query(`SELECT redemptions FROM coupons WHERE id = $1`, [couponId]))[0].redemptions,
        events: await count(`SELECT count(*)::int AS n FROM payment_events WHERE order_id = $1 OR id = $2`, [orderId, `local:${orderId}`]),
      });
      expect(await leftovers()).toEqual({ order: 'pending', subscriptions: 0, redemptions: 0, couponCount: 0, events: 0 });
      expect((await access(user)).access).toBe('none');

      await db.query(`DROP TRIGGER ${TRIGGER} ON subscriptions`);
      const paid = resultData<{ status: string }>((await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie).expect(200)).body);
      expect(paid.status).toBe('paid');
      await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie).expect(200);
      expect(await leftovers()).toEqual({ order: 'paid', subscriptions: 1, redemptions: 1, couponCount: 1, events: 1 });
      expect((await access(user)).access).toBe('subscription');
    });
  });
});
