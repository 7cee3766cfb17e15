import { randomUUID } from 'node:crypto';
import { Messages } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, type SignedUpUser } from './helpers/accounts';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';

type Method = 'get' | 'post' | 'patch' | 'delete';

interface Route {
  method: Method;
  path: string;
}

/** Everything this suite creates carries the run's tag, so that afterAll can remove it and leave the seeded catalogue as it was. */
const RUN = randomUUID().slice(0, 8);
const slug = (label: string) => `admin-test-${RUN}-${label}`;
const couponCode = (label: string) => `ADMINTEST${RUN}${label}`.toUpperCase();

describe('admin REST', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: SignedUpUser;
  let member: SignedUpUser;
  let adminRoutes: Route[];

  const call = (method: Method, path: string, cookie?: string) => {
    const req = t.http()[method](path);
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const asAdmin = {
    get: (path: string) => call('get', path, admin.cookie),
    post: (path: string, body: object) => call('post', path, admin.cookie).send(body),
    patch: (path: string, body: object) => call('patch', path, admin.cookie).send(body),
    delete: (path: string) => call('delete', path, admin.cookie),
  };

  async function createExam(label: string, extra: object = {}) {
    const res = await asAdmin
      .post('/api/admin/exams', { slug: slug(label), title: `Admin test ${label}`, categorySlug: 'medicine', ...extra })
      .expect(201);
    return res.body as { id: string; slug: string };
  }

  async function createProduct(label: string) {
    const exam = await createExam(label);
    const res = await asAdmin.post('/api/admin/products', { examId: exam.id, slug: slug(`${label}-access`), title: `Admin test ${label} bank` }).expect(201);
    return res.body as { id: string; examId: string };
  }

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    admin = await signUp(t, { firstName: 'Ada', surname: 'Admin' });
    member = await signUp(t);
    await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    const docs = await t.http().get('/api/docs-json').expect(200);
    adminRoutes = Object.entries(docs.body.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method as Method, path })));
  });

  afterAll(async () => {
    await db.query(`DELETE FROM orders WHERE user_id = ANY($1)`, [[admin.id, member.id]]);
    await db.query(`DELETE FROM coupons WHERE code LIKE $1`, [`ADMINTEST${RUN.toUpperCase()}%`]);
    // Products and variants go with their exams (ON DELETE CASCADE).
    await db.query(`DELETE FROM exams WHERE slug LIKE $1`, [`admin-test-${RUN}-%`]);
    await db.destroy();
    await t.close();
  });

  describe('access', () => {
    const concrete = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());

    it('should document every admin route in the OpenAPI document', () => {
      const operations = adminRoutes.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
      expect(operations).toEqual(
        expect.arrayContaining([
          ...['exams', 'products', 'variants', 'coupons'].flatMap((resource) => [
            `GET /api/admin/${resource}`,
            `POST /api/admin/${resource}`,
            `PATCH /api/admin/${resource}/{id}`,
            `DELETE /api/admin/${resource}/{id}`,
          ]),
          'GET /api/admin/orders',
        ]),
      );
    });

    it('should answer a visitor with 401 on every admin route', async () => {
      const wrong: string[] = [];
      for (const route of adminRoutes) {
        const res = await call(route.method, concrete(route.path)).send({});
        if (res.status !== 401 || res.body.message !== Messages.http.authenticationRequired) wrong.push(`${route.method} ${route.path} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });

    it('should answer a signed-in user without the admin role with 403 on every admin route', async () => {
      const wrong: string[] = [];
      for (const route of adminRoutes) {
        const res = await call(route.method, concrete(route.path), member.cookie).send({});
        if (res.status !== 403 || res.body.message !== Messages.http.forbidden) wrong.push(`${route.method} ${route.path} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });

    it('should let an admin through on every admin route (to validation or a 404 at worst, never a 500)', async () => {
      const wrong: string[] = [];
      for (const route of adminRoutes) {
        const res = await call(route.method, concrete(route.path), admin.cookie).send({});
        if ([401, 403].includes(res.status) || res.status >= 500) wrong.push(`${route.method} ${route.path} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });

    it('should refuse an admin demoted since signing in, on the same cookie', async () => {
      const former = await signUp(t);
      await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [former.id]);
      await call('get', '/api/admin/exams', former.cookie).expect(200);
      await db.query(`UPDATE users SET role = 'user' WHERE id = $1`, [former.id]);
      await call('get', '/api/admin/exams', former.cookie).expect(403);
    });
  });

  describe('exams', () => {
    it('should create, list, change and deactivate an exam, which then leaves the public catalogue', async () => {
      const created = await asAdmin
        .post('/api/admin/exams', { slug: slug('roundtrip'), title: '  Round Trip  ', description: 'About it', categorySlug: 'medicine', sortOrder: 99 })
        .expect(201);
      expect(created.body).toMatchObject({
        slug: slug('roundtrip'),
        title: 'Round Trip',
        description: 'About it',
        category: { slug: 'medicine', label: 'Medicine' },
        sortOrder: 99,
        active: true,
      });
      const id = created.body.id as string;
      await t.http().get(`/api/exams/${slug('roundtrip')}`).expect(200);

      const changed = await asAdmin.patch(`/api/admin/exams/${id}`, { title: 'Round Trip 2', categorySlug: 'surgery', sortOrder: 3 }).expect(200);
      expect(changed.body).toMatchObject({ id, slug: slug('roundtrip'), title: 'Round Trip 2', category: { slug: 'surgery' }, sortOrder: 3, active: true });

      const deleted = await asAdmin.delete(`/api/admin/exams/${id}`).expect(200);
      expect(deleted.body).toMatchObject({ id, active: false });
      await t.http().get(`/api/exams/${slug('roundtrip')}`).expect(404);

      const listed = await asAdmin.get('/api/admin/exams').expect(200);
      expect(listed.body.find((e: { id: string }) => e.id === id)).toMatchObject({ title: 'Round Trip 2', active: false });
      expect(listed.body.some((e: { slug: string }) => e.slug === 'mrcp-1')).toBe(true);

      const restored = await asAdmin.patch(`/api/admin/exams/${id}`, { active: true }).expect(200);
      expect(restored.body.active).toBe(true);
    });

    it('should refuse a taken slug with 409', async () => {
      const res = await asAdmin.post('/api/admin/exams', { slug: 'mrcp-1', title: 'Again', categorySlug: 'medicine' }).expect(409);
      expect(res.body).toMatchObject({ code: 'EXAM_SLUG_TAKEN', message: 'An exam with the slug "mrcp-1" already exists.' });
    });

    it('should refuse an unknown category with 400 naming it', async () => {
      const res = await asAdmin.post('/api/admin/exams', { slug: slug('nocat'), title: 'No category', categorySlug: 'astrology' }).expect(400);
      expect(res.body.message).toBe('No exam category has the slug "astrology".');
      const exam = await createExam('badcat');
      await asAdmin.patch(`/api/admin/exams/${exam.id}`, { categorySlug: 'astrology' }).expect(400);
    });

    it.each([
      ['a slug that is not kebab-case', { slug: 'Not A Slug', title: 'X', categorySlug: 'medicine' }, /slug must be lower-case words joined by hyphens/],
      ['a blank title', { slug: slug('blank'), title: '   ', categorySlug: 'medicine' }, /title must have 1 to 200 characters/],
      ['an unknown field', { slug: slug('extra'), title: 'X', categorySlug: 'medicine', active: false }, /property active should not exist/],
    ])('should refuse %s with 400', async (_, body, message) => {
      const res = await asAdmin.post('/api/admin/exams', body).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });

    it('should refuse to empty a required field with null', async () => {
      const exam = await createExam('nulltitle');
      await asAdmin.patch(`/api/admin/exams/${exam.id}`, { title: null }).expect(400);
    });

    it('should answer an unknown or malformed id with 404 naming it', async () => {
      const unknown = randomUUID();
      const res = await asAdmin.patch(`/api/admin/exams/${unknown}`, { title: 'X' }).expect(404);
      expect(res.body).toMatchObject({ code: 'EXAM_NOT_FOUND', message: `No exam has the id ${unknown}.` });
      const malformed = await asAdmin.delete('/api/admin/exams/not-a-uuid').expect(404);
      expect(malformed.body.message).toBe('No exam has the id not-a-uuid.');
    });
  });

  describe('products', () => {
    it('should create, list, change and deactivate a product', async () => {
      const exam = await createExam('product');
      const created = await asAdmin
        .post('/api/admin/products', { examId: exam.id, slug: slug('product-access'), title: 'Product bank', stripeProductId: 'prod_123' })
        .expect(201);
      expect(created.body).toMatchObject({
        examId: exam.id,
        exam: { id: exam.id, slug: exam.slug },
        slug: slug('product-access'),
        title: 'Product bank',
        description: '',
        stripeProductId: 'prod_123',
        active: true,
      });
      const id = created.body.id as string;

      const changed = await asAdmin.patch(`/api/admin/products/${id}`, { title: 'Renamed bank', stripeProductId: '' }).expect(200);
      expect(changed.body).toMatchObject({ id, title: 'Renamed bank', stripeProductId: null });

      const listed = await asAdmin.get('/api/admin/products').expect(200);
      expect(listed.body.find((p: { id: string }) => p.id === id)).toMatchObject({ title: 'Renamed bank' });
      expect(listed.body.length).toBeGreaterThanOrEqual(19);

      const deleted = await asAdmin.delete(`/api/admin/products/${id}`).expect(200);
      expect(deleted.body).toMatchObject({ id, active: false });
    });

    it('should allow one product per exam (409 for a second)', async () => {
      const product = await createProduct('oneper');
      const res = await asAdmin.post('/api/admin/products', { examId: product.examId, slug: slug('oneper-second'), title: 'Second' }).expect(409);
      expect(res.body).toMatchObject({ code: 'EXAM_HAS_PRODUCT', message: 'This exam already has a product; edit that one instead.' });
    });

    it('should refuse a taken product slug with 409', async () => {
      const exam = await createExam('dupslug');
      const res = await asAdmin.post('/api/admin/products', { examId: exam.id, slug: 'mrcp-1-access', title: 'Dup' }).expect(409);
      expect(res.body.message).toBe('A product with the slug "mrcp-1-access" already exists.');
    });

    it('should refuse an unknown exam with 400 and a malformed one with 400', async () => {
      const unknown = randomUUID();
      const res = await asAdmin.post('/api/admin/products', { examId: unknown, slug: slug('noexam'), title: 'X' }).expect(400);
      expect(res.body.message).toBe(`No exam has the id ${unknown}.`);
      const malformed = await asAdmin.post('/api/admin/products', { examId: 'mrcp-1', slug: slug('noexam'), title: 'X' }).expect(400);
      expect(malformed.body.message).toContain('examId must be a UUID.');
    });

    it('should answer an unknown id with 404', async () => {
      const res = await asAdmin.patch(`/api/admin/products/${randomUUID()}`, { title: 'X' }).expect(404);
      expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
    });
  });

  describe('variants', () => {
    it('should create a variant priced in major units, stored in minor units, and list it by product', async () => {
      const product = await createProduct('variant');
      const created = await asAdmin
        .post('/api/admin/variants', { productId: product.id, periodMonths: 3, currency: 'GBP', price: 54.99, stripePriceId: 'price_1' })
        .expect(201);
      expect(created.body).toMatchObject({ productId: product.id, periodMonths: 3, label: '3 months', currency: 'gbp', price: 54.99, stripePriceId: 'price_1', active: true });
      const [row] = await db.query(`SELECT price_minor FROM variants WHERE id = $1`, [created.body.id]);
      expect(row.price_minor).toBe(5499);

      await asAdmin.post('/api/admin/variants', { productId: product.id, periodMonths: 1, currency: 'usd', price: 20 }).expect(201);
      const listed = await asAdmin.get(`/api/admin/variants?productId=${product.id}`).expect(200);
      expect(listed.body.map((v: { periodMonths: number; currency: string; price: number }) => [v.periodMonths, v.currency, v.price])).toEqual([
        [1, 'usd', 20],
        [3, 'gbp', 54.99],
      ]);

      const changed = await asAdmin.patch(`/api/admin/variants/${created.body.id}`, { price: 49.5, stripePriceId: null }).expect(200);
      expect(changed.body).toMatchObject({ price: 49.5, stripePriceId: null });

      const deleted = await asAdmin.delete(`/api/admin/variants/${created.body.id}`).expect(200);
      expect(deleted.body).toMatchObject({ id: created.body.id, active: false });
      const after = await asAdmin.get(`/api/admin/variants?productId=${product.id}`).expect(200);
      expect(after.body).toHaveLength(2);
    });

    it('should list every variant without a filter, and refuse a malformed productId', async () => {
      const all = await asAdmin.get('/api/admin/variants').expect(200);
      expect(all.body.length).toBeGreaterThan(18 * 4);
      const res = await asAdmin.get('/api/admin/variants?productId=nope').expect(400);
      expect(res.body.message).toContain('productId must be a UUID.');
    });

    it('should refuse a second variant for the same period and currency with 409', async () => {
      const product = await createProduct('dupvariant');
      await asAdmin.post('/api/admin/variants', { productId: product.id, periodMonths: 6, currency: 'usd', price: 10 }).expect(201);
      const res = await asAdmin.post('/api/admin/variants', { productId: product.id, periodMonths: 6, currency: 'USD', price: 12 }).expect(409);
      expect(res.body).toMatchObject({ code: 'VARIANT_EXISTS', message: 'This product already has a 6-month variant in USD; edit that one instead.' });
    });

    it.each([
      ['a period over 36 months', { periodMonths: 37 }, /periodMonths must be from 1 to 36/],
      ['a fractional period', { periodMonths: 1.5 }, /periodMonths must be a whole number/],
      ['a price with 3 decimals', { price: 1.234 }, /price must be an amount/],
      ['a negative price', { price: -1 }, /price must be an amount/],
      ['a price as text', { price: '10' }, /price must be an amount/],
      ['a currency that is not 3 letters', { currency: 'pounds' }, /currency must be a three-letter/],
    ])('should refuse %s with 400', async (_, override, message) => {
      const product = await createProduct(`bad${randomUUID().slice(0, 6)}`);
      const res = await asAdmin.post('/api/admin/variants', { productId: product.id, periodMonths: 1, currency: 'gbp', price: 10, ...override }).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });

    it('should refuse an unknown product with 400 and an unknown variant id with 404', async () => {
      const unknown = randomUUID();
      const res = await asAdmin.post('/api/admin/variants', { productId: unknown, periodMonths: 1, currency: 'gbp', price: 1 }).expect(400);
      expect(res.body.message).toBe(`No product has the id ${unknown}.`);
      const missing = await asAdmin.delete(`/api/admin/variants/${unknown}`).expect(404);
      expect(missing.body.message).toBe(`No variant has the id ${unknown}.`);
    });
  });

  describe('coupons', () => {
    it('should create a coupon with its code trimmed and upper-cased, restricted to exams named by slug', async () => {
      const code = couponCode('welcome');
      const res = await asAdmin
        .post('/api/admin/coupons', {
          code: `  ${code.toLowerCase()}  `,
          description: 'Welcome offer',
          effect: 'percent',
          value: 10,
          active: true,
          dateExpiry: '2030-06-30T23:59:59.000Z',
          organisation: 'RCP',
          examSlugs: ['mrcp-1', 'mrcp-2'],
          maxRedemptions: 50,
        })
        .expect(201);
      const [mrcp1, mrcp2] = await db.query(`SELECT id FROM exams WHERE slug IN ('mrcp-1', 'mrcp-2') ORDER BY slug`);
      expect(res.body).toMatchObject({
        code,
        description: 'Welcome offer',
        effect: 'percent',
        value: 10,
        active: true,
        dateExpiry: '2030-06-30T23:59:59.000Z',
        organisation: 'RCP',
        examIds: [mrcp1.id, mrcp2.id],
        examSlugs: ['mrcp-1', 'mrcp-2'],
        maxRedemptions: 50,
        redemptions: 0,
      });
      const listed = await asAdmin.get('/api/admin/coupons').expect(200);
      expect(listed.body.find((c: { id: string }) => c.id === res.body.id)).toMatchObject({ code, examSlugs: ['mrcp-1', 'mrcp-2'] });
    });

    it('should default to an active, unrestricted coupon that never expires', async () => {
      const res = await asAdmin.post('/api/admin/coupons', { code: couponCode('plain'), effect: 'value', value: 150 }).expect(201);
      expect(res.body).toMatchObject({ description: '', active: true, dateExpiry: null, organisation: null, examIds: null, examSlugs: null, maxRedemptions: null });
    });

    it('should refuse a code already taken in any letter case with 409', async () => {
      const code = couponCode('dup');
      await asAdmin.post('/api/admin/coupons', { code, effect: 'value', value: 5 }).expect(201);
      const res = await asAdmin.post('/api/admin/coupons', { code: ` ${code.toLowerCase()}`, effect: 'percent', value: 5 }).expect(409);
      expect(res.body).toMatchObject({ code: 'COUPON_CODE_TAKEN', message: `A coupon with the code "${code}" already exists.` });
    });

    it('should refuse a blank code with the catalogue message', async () => {
      const res = await asAdmin.post('/api/admin/coupons', { code: '   ', effect: 'value', value: 5 }).expect(400);
      expect(res.body.message).toBe(Messages.coupons.noCode);
    });

    it('should refuse a percent over 100, on creation and when a change would make one', async () => {
      const res = await asAdmin.post('/api/admin/coupons', { code: couponCode('pct'), effect: 'percent', value: 100.01 }).expect(400);
      expect(res.body.message).toBe('A percent coupon takes a value from 0 to 100.');
      const value = await asAdmin.post('/api/admin/coupons', { code: couponCode('val'), effect: 'value', value: 150 }).expect(201);
      await asAdmin.patch(`/api/admin/coupons/${value.body.id}`, { effect: 'percent' }).expect(400);
      const ok = await asAdmin.patch(`/api/admin/coupons/${value.body.id}`, { effect: 'percent', value: 100 }).expect(200);
      expect(ok.body).toMatchObject({ effect: 'percent', value: 100 });
    });

    it('should refuse an unknown exam slug with 400 naming it', async () => {
      const res = await asAdmin.post('/api/admin/coupons', { code: couponCode('slug'), effect: 'value', value: 5, examSlugs: ['mrcp-1', 'no-such-exam'] }).expect(400);
      expect(res.body.message).toBe('No exam has the slug "no-such-exam".');
    });

    it.each([
      ['an expiry that is not a date-time', { dateExpiry: 'next tuesday' }, /dateExpiry must be an ISO 8601 date-time/],
      ['an unknown effect', { effect: 'free' }, /effect must be one of: percent, value/],
      ['a maximum of 0 redemptions', { maxRedemptions: 0 }, /maxRedemptions must be a whole number from 1/],
      ['slugs that are not a list', { examSlugs: 'mrcp-1' }, /examSlugs must be an array/],
    ])('should refuse %s with 400', async (_, override, message) => {
      const res = await asAdmin.post('/api/admin/coupons', { code: couponCode('bad'), effect: 'value', value: 5, ...override }).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });

    it('should change a coupon: code renormalised, restriction and expiry cleared with null', async () => {
      const created = await asAdmin
        .post('/api/admin/coupons', { code: couponCode('change'), effect: 'value', value: 5, examSlugs: ['msra'], dateExpiry: '2031-01-01T00:00:00Z' })
        .expect(201);
      const res = await asAdmin
        .patch(`/api/admin/coupons/${created.body.id}`, { code: ` ${couponCode('changed').toLowerCase()} `, examSlugs: null, dateExpiry: null, active: false })
        .expect(200);
      expect(res.body).toMatchObject({ code: couponCode('changed'), examIds: null, examSlugs: null, dateExpiry: null, active: false, value: 5 });
    });

    it('should delete a coupon nobody used, and only deactivate one that was redeemed', async () => {
      const unused = await asAdmin.post('/api/admin/coupons', { code: couponCode('unused'), effect: 'value', value: 5 }).expect(201);
      await asAdmin.delete(`/api/admin/coupons/${unused.body.id}`).expect(200, { id: unused.body.id, outcome: 'deleted' });
      const listed = await asAdmin.get('/api/admin/coupons').expect(200);
      expect(listed.body.some((c: { id: string }) => c.id === unused.body.id)).toBe(false);

      const used = await asAdmin.post('/api/admin/coupons', { code: couponCode('used'), effect: 'value', value: 5 }).expect(201);
      await db.query(`UPDATE coupons SET redemptions = 1 WHERE id = $1`, [used.body.id]);
      await asAdmin.delete(`/api/admin/coupons/${used.body.id}`).expect(200, { id: used.body.id, outcome: 'deactivated' });
      const after = await asAdmin.get('/api/admin/coupons').expect(200);
      expect(after.body.find((c: { id: string }) => c.id === used.body.id)).toMatchObject({ active: false, redemptions: 1 });
    });

    it('should deactivate rather than delete a coupon that a pending order holds', async () => {
      const held = await asAdmin.post('/api/admin/coupons', { code: couponCode('held'), effect: 'value', value: 5 }).expect(201);
      await insertOrder({ couponId: held.body.id, createdAt: '2000-01-01T00:00:00Z' });
      await asAdmin.delete(`/api/admin/coupons/${held.body.id}`).expect(200, { id: held.body.id, outcome: 'deactivated' });
    });

    it('should answer an unknown or malformed id with 404', async () => {
      const unknown = randomUUID();
      const res = await asAdmin.delete(`/api/admin/coupons/${unknown}`).expect(404);
      expect(res.body.message).toBe(`No coupon has the id ${unknown}.`);
      await asAdmin.patch('/api/admin/coupons/123', { value: 1 }).expect(404);
    });
  });

  describe('orders', () => {
    it('should page orders newest first with amounts in major units and who bought what', async () => {
      // Dated in the future so that they are the newest orders whatever else the database holds.
      const newest = await insertOrder({ createdAt: '2100-01-03T00:00:00Z', status: 'paid', list: 5499, discount: 550 });
      const middle = await insertOrder({ createdAt: '2100-01-02T00:00:00Z', status: 'failed' });
      const oldest = await insertOrder({ createdAt: '2100-01-01T00:00:00Z' });

      const first = await asAdmin.get('/api/admin/orders?page=1&limit=2').expect(200);
      expect(first.body).toMatchObject({ page: 1, limit: 2 });
      expect(first.body.total).toBeGreaterThanOrEqual(3);
      expect(first.body.records.map((o: { id: string }) => o.id)).toEqual([newest, middle]);
      expect(first.body.records[0]).toMatchObject({
        userId: member.id,
        userEmail: member.email,
        examSlug: 'mrcp-1',
        listPrice: 54.99,
        discount: 5.5,
        amount: 49.49,
        currency: 'gbp',
        status: 'paid',
        createdAt: '2100-01-03T00:00:00.000Z',
      });

      const second = await asAdmin.get('/api/admin/orders?page=2&limit=2').expect(200);
      expect(second.body.records[0].id).toBe(oldest);
      expect(second.body.total).toBe(first.body.total);

      const failed = await asAdmin.get('/api/admin/orders?status=failed').expect(200);
      expect(failed.body.limit).toBe(50);
      expect(failed.body.records[0].id).toBe(middle);
      expect(failed.body.records.every((o: { status: string }) => o.status === 'failed')).toBe(true);
    });

    it.each([
      ['a limit over 100', 'limit=101', /limit must be a whole number from 1 to 100/],
      ['page 0', 'page=0', /page must be a whole number from 1/],
      ['a page that is not a number', 'page=abc', /page must be a whole number from 1/],
      ['an unknown status', 'status=refunded', /status must be one of: pending, paid, failed/],
    ])('should refuse %s with 400', async (_, query, message) => {
      const res = await asAdmin.get(`/api/admin/orders?${query}`).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });
  });

  describe('bad input', () => {
    const JUNK: unknown[] = [
      [],
      'text',
      { title: {} },
      { slug: 'a'.repeat(100_000) },
      { title: 'x\u0000', description: 'd\u0000', organisation: 'o\u0000', stripeProductId: 'p\u0000', stripePriceId: 'p\u0000' },
      { categorySlug: 'x\u0000' },
      { examSlugs: ['x\u0000'] },
      { examSlugs: [1, 2] },
      { code: 'A\u0000B', effect: 'value', value: 1 },
      { code: 42 },
      { price: 1e308, value: 1e308, periodMonths: 1e10, sortOrder: 1e12, maxRedemptions: 1e20 },
      { dateExpiry: '2030-02-30T00:00:00Z' },
    ];

    it('should answer junk on every admin write route with a 4xx, never a 500', async () => {
      const product = await createProduct('junk');
      const variant = await asAdmin.post('/api/admin/variants', { productId: product.id, periodMonths: 1, currency: 'gbp', price: 1 }).expect(201);
      const coupon = await asAdmin.post('/api/admin/coupons', { code: couponCode('junk'), effect: 'value', value: 1 }).expect(201);
      const ids: Record<string, string> = { exams: product.examId, products: product.id, variants: variant.body.id, coupons: coupon.body.id };
      const writes = adminRoutes.filter((r) => r.method === 'post' || r.method === 'patch');
      expect(writes.length).toBeGreaterThanOrEqual(8);
      const wrong: string[] = [];
      for (const route of writes) {
        const resource = route.path.split('/')[3];
        const path = route.path.replace('{id}', ids[resource]);
        for (const body of JUNK) {
          const res = await call(route.method, path, admin.cookie).send(body as object);
          if (res.status < 400 || res.status >= 500) wrong.push(`${route.method} ${route.path} ${JSON.stringify(body).slice(0, 60)} → ${res.status}`);
        }
      }
      for (const query of ['variants?productId=%00', 'orders?page=1e400', 'orders?limit=1.5', 'orders?status=%00']) {
        const res = await asAdmin.get(`/api/admin/${query}`);
        if (res.status !== 400) wrong.push(`GET ${query} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });
  });

  /** An order by the member for MRCP Part 1, 3 months in GBP, written as the payments module would. */
  async function insertOrder(o: { createdAt: string; status?: string; list?: number; discount?: number; couponId?: string }): Promise<string> {
    const [variant] = await db.query(
      `SELECT v.id, e.id AS exam_id FROM variants v JOIN products p ON p.id = v.product_id JOIN exams e ON e.id = p.exam_id
       WHERE e.slug = 'mrcp-1' AND v.period_months = 3 AND v.currency = 'gbp'`,
    );
    const list = o.list ?? 3000;
    const discount = o.discount ?? 0;
    const [row] = await db.query(
      `INSERT INTO orders (user_id, exam_id, variant_id, coupon_id, checkout_type, period_months, currency, list_price_minor, discount_minor, amount_minor, status, provider, created_at)
       VALUES ($1, $2, $3, $4, 'product', 3, 'gbp', $5, $6, $7, $8, 'local', $9) RETURNING id`,
      [member.id, variant.exam_id, variant.id, o.couponId ?? null, list, discount, list - discount, o.status ?? 'pending', o.createdAt],
    );
    return row.id;
  }
});
