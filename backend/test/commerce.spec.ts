import { randomUUID } from 'node:crypto';
import { addCalendarMonths, Messages } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { changesHeard } from './helpers/change-feed';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { createCoupon, DECLINED_CARD, examIdOf, TEST_CARD, variantOf } from './helpers/catalogue';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, query, resultData } from './helpers/trpc';

const DAY = 24 * 3600 * 1000;

describe('buying access with the local gateway', () => {
  let t: TestApp;
  let db: DataSource;
  const code = () => `T${randomUUID().slice(0, 8).toUpperCase()}`;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  const me = async (user: SignedUpUser) => (await t.http().get('/api/auth/me').set('Cookie', user.cookie).expect(200)).body;
  const pay = (user: SignedUpUser, variantId: string, couponCode?: string, checkoutType = 'product') =>
    mutate(t, 'checkout.createPayment', { variantId, couponCode, checkoutType }, user.cookie);

  describe('the free trial', () => {
    it('should not offer a trial to a visitor', async () => {
      expect(resultData((await query(t, 'exams.checkIfUserCanCreateTrial').expect(200)).body)).toBe(false);
    });

    it('should grant exactly one trial when two claims race, and then offer no more', async () => {
      const user = await signUp(t);
      expect(resultData((await query(t, 'exams.checkIfUserCanCreateTrial', undefined, user.cookie)).body)).toBe(true);
      const claims = await Promise.all(
        ['msra', 'mrcp-1'].map((examSlug) => mutate(t, 'exams.createTrialForUser', { userID: user.id, examSlug }, user.cookie)),
      );
      expect(claims.map((c) => c.status).sort()).toEqual([200, 409]);
      expect(claims.find((c) => c.status === 409)!.body.error.json.message).toBe(Messages.trials.alreadyUsed);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM trials WHERE user_id = $1`, [user.id]);
      expect(n).toBe(1);
      const access = (await me(user)).access;
      expect(access.access).toBe('trial');
      expect(['msra', 'mrcp-1']).toContain(access.trial.examSlug);
      expect(resultData((await query(t, 'exams.checkIfUserCanCreateTrial', undefined, user.cookie)).body)).toBe(false);
    });

    it('should refuse a trial claimed for someone else or for an unknown exam', async () => {
      const user = await signUp(t);
      const other = await signUp(t);
      await mutate(t, 'exams.createTrialForUser', { userID: other.id, examSlug: 'msra' }, user.cookie).expect(403);
      await mutate(t, 'exams.createTrialForUser', { userID: user.id, examSlug: 'nope' }, user.cookie).expect(404);
      await mutate(t, 'exams.createTrialForUser', { userID: user.id, examSlug: 'msra' }).expect(401);
    });
  });

  describe('checkout.confirmCoupon', () => {
    const confirm = (input: object) => query(t, 'checkout.confirmCoupon', input);

    it('should accept a valid code typed in any case with spaces', async () => {
      const c = code();
      await createCoupon(db, { code: c, effect: 'percent', value: 20 });
      const result = resultData<{ success: boolean; coupon: { code: string; value: number } }>((await confirm({ code: `  ${c.toLowerCase()} `, examKey: 'msra' }).expect(200)).body);
      expect(result).toMatchObject({ success: true, error: null, coupon: { code: c, value: 20 } });
    });

    it('should refuse a missing code or exam with the spec messages', async () => {
      expect((await confirm({ code: '  ', examKey: 'msra' }).expect(400)).body.error.json.message).toBe('No coupon code provided.');
      expect((await confirm({ code: 'X', examKey: '' }).expect(400)).body.error.json.message).toBe(Messages.coupons.noExam);
    });

    it.each([
      ['unknown', null],
      ['inactive', { active: false }],
      ['expired', { expiry: new Date(Date.now() - DAY) }],
      ['used up', { maxRedemptions: 2, redemptions: 2 }],
    ])('should call an %s coupon invalid', async (_, props) => {
      const c = code();
      if (props) await createCoupon(db, { code: c, effect: 'percent', value: 10, ...props });
      const result = resultData((await confirm({ code: c, examKey: 'msra' }).expect(200)).body);
      expect(result).toEqual({ success: false, coupon: null, error: 'invalid', exams: [] });
    });

    it('should name the exams a restricted coupon is valid for', async () => {
      const c = code();
      await createCoupon(db, { code: c, effect: 'percent', value: 10, examSlugs: ['mrcp-1', 'mrcp-2'] });
      const result = resultData<{ error: string; exams: string[] }>((await confirm({ code: c, examKey: 'msra' }).expect(200)).body);
      expect(result).toMatchObject({ success: false, error: 'valid-wrong-exam', exams: ['MRCP Part 1', 'MRCP Part 2'] });
      expect(Messages.coupons.validWrongExam(result.exams)).toBe(
        'This coupon is valid, but only for: MRCP Part 1, MRCP Part 2. Please choose one of those exams to use it.',
      );
      expect(resultData((await confirm({ code: c, examKey: 'mrcp-2' })).body)).toMatchObject({ success: true });
    });
  });

  describe('checkout.createPayment and confirmLocalPayment', () => {
    it('should price the order on the server: 3 months in gbp with 20 % off', async () => {
      const user = await signUp(t);
      const variant = await variantOf(db, 'msra', 3, 'gbp');
      const c = code();
      await createCoupon(db, { code: c, effect: 'percent', value: 20 });
      const start = resultData<{ amount: number; currency: string; provider: string; status: string; orderId: string }>((await pay(user, variant.id, c)).body);
      expect(start).toMatchObject({ amount: Math.round(variant.priceMinor * 0.8) / 100, currency: 'gbp', provider: 'local', status: 'pending' });
      const [order] = await db.query(`SELECT amount_minor, discount_minor, status FROM orders WHERE id = $1`, [start.orderId]);
      expect(order).toEqual({ amount_minor: Math.round(variant.priceMinor * 0.8), discount_minor: variant.priceMinor - Math.round(variant.priceMinor * 0.8), status: 'pending' });
    });

    it('should refuse a client-sent price: the input has no such field', async () => {
      const user = await signUp(t);
      const variant = await variantOf(db, 'msra', 3, 'gbp');
      const res = await mutate(t, 'checkout.createPayment', { variantId: variant.id, checkoutType: 'product', amount: 0.01 }, user.cookie).expect(400);
      expect(res.body.error.json.message).toMatch(/Unrecognized key/);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM orders WHERE user_id = $1`, [user.id]);
      expect(n).toBe(0);
    });

    it('should refuse a wrong-exam coupon at payment with the spec message', async () => {
      const user = await signUp(t);
      const c = code();
      await createCoupon(db, { code: c, effect: 'percent', value: 20, examSlugs: ['mrcp-1'] });
      const res = await pay(user, (await variantOf(db, 'msra', 1, 'usd')).id, c);
      expect(res.status).toBe(400);
      expect(res.body.error.json.message).toBe(Messages.coupons.validWrongExam(['MRCP Part 1']));
    });

    it('should decline the decline card, then grant access for the test card', async () => {
      const user = await signUp(t);
      const variant = await variantOf(db, 'mrcgp-akt', 3, 'gbp');
      const { orderId } = resultData<{ orderId: string }>((await pay(user, variant.id)).body);
      const declined = await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: DECLINED_CARD }, user.cookie).expect(400);
      expect(declined.body.error.json.message).toBe(Messages.checkout.cardDeclined);
      expect((await me(user)).access.access).toBe('none');

      const paid = resultData<{ status: string; subscription: { examSlug: string; endsAt: Date } }>(
        (await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie).expect(200)).body,
      );
      expect(paid.status).toBe('paid');
      expect(paid.subscription.examSlug).toBe('mrcgp-akt');
      const expectedEnd = addCalendarMonths(new Date(), 3).getTime();
      expect(Math.abs(paid.subscription.endsAt.getTime() - expectedEnd)).toBeLessThan(60_000);
      expect(resultData((await query(t, 'product.userOwnsExam', { examID: variant.examId }, user.cookie)).body)).toBe(true);
      const access = (await me(user)).access;
      expect(access.access).toBe('subscription');
      expect(access.subscriptions.map((s: { examSlug: string }) => s.examSlug)).toEqual(['mrcgp-akt']);
    });

    it('should save the currency a user paid in, so their next checkout opens in it', async () => {
      const user = await signUp(t);
      expect((await me(user)).settings.currency).toBeUndefined();
      const { orderId } = resultData<{ orderId: string }>((await pay(user, (await variantOf(db, 'msra', 1, 'gbp')).id)).body);
      await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie).expect(200);
      expect((await me(user)).settings).toEqual({ theme: 'light', currency: 'gbp' });
    });

    it('should complete a 100 % coupon order without a card and count the redemption once', async () => {
      const user = await signUp(t);
      const c = code();
      const couponId = await createCoupon(db, { code: c, effect: 'percent', value: 100, maxRedemptions: 5 });
      const start = resultData<{ amount: number; status: string }>((await pay(user, (await variantOf(db, 'frca-1', 1, 'usd')).id, c).expect(200)).body);
      expect(start).toMatchObject({ amount: 0, status: 'paid' });
      expect((await me(user)).access.access).toBe('subscription');
      const [{ redemptions }] = await db.query(`SELECT redemptions FROM coupons WHERE id = $1`, [couponId]);
      expect(redemptions).toBe(1);
    });

    it('should extend a live subscription from its current end', async () => {
      const user = await signUp(t);
      const examId = await examIdOf(db, 'mrcs-a');
      const currentEnd = new Date(Date.now() + 40 * DAY);
      await db.query(`INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) VALUES ($1, $2, now() - interval '20 days', $3, 'admin')`, [user.id, examId, currentEnd]);
      await changesHeard(t);
      const { orderId } = resultData<{ orderId: string }>((await pay(user, (await variantOf(db, 'mrcs-a', 1, 'gbp')).id, undefined, 'extension')).body);
      const paid = resultData<{ subscription: { endsAt: Date } }>((await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie).expect(200)).body);
      expect(paid.subscription.endsAt.getTime()).toBe(addCalendarMonths(currentEnd, 1).getTime());
    });

    it('should start again from today when the subscription has lapsed', async () => {
      const user = await signUp(t);
      const examId = await examIdOf(db, 'mrcs-a');
      await db.query(`INSERT INTO subscriptions (user_id, exam_id, starts_at, ends_at, source) VALUES ($1, $2, now() - interval '90 days', now() - interval '5 days', 'admin')`, [user.id, examId]);
      await changesHeard(t);
      expect(resultData((await query(t, 'product.userOwnsExam', { examID: examId }, user.cookie)).body)).toBe(false);
      const { orderId } = resultData<{ orderId: string }>((await pay(user, (await variantOf(db, 'mrcs-a', 1, 'gbp')).id)).body);
      const paid = resultData<{ subscription: { endsAt: Date } }>((await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie).expect(200)).body);
      expect(Math.abs(paid.subscription.endsAt.getTime() - addCalendarMonths(new Date(), 1).getTime())).toBeLessThan(60_000);
    });

    it("should not show or pay another user's order", async () => {
      const buyer = await signUp(t);
      const snoop = await signUp(t);
      const { orderId } = resultData<{ orderId: string }>((await pay(buyer, (await variantOf(db, 'msra', 1, 'gbp')).id)).body);
      await query(t, 'checkout.orderStatus', { orderId }, snoop.cookie).expect(404);
      await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, snoop.cookie).expect(404);
      expect((await me(snoop)).access.access).toBe('none');
    });

    it('should refuse an unknown or malformed variant with a clear message', async () => {
      const user = await signUp(t);
      for (const variantId of [randomUUID(), 'not-a-uuid']) {
        const res = await pay(user, variantId).expect(404);
        expect(res.body.error.json.message).toBe(Messages.checkout.variantUnavailable);
      }
    });

    it('should report the local gateway to the client', async () => {
      expect(resultData((await query(t, 'checkout.paymentConfig').expect(200)).body)).toEqual({ provider: 'local', publishableKey: null });
    });
  });
});
