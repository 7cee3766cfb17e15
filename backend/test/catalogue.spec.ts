import { getDataSourceToken } from '@nestjs/typeorm';
import type { Exam, ExamVariants, Product, Variant } from '@medprep/shared';
import type { DataSource } from 'typeorm';
import { signUp } from './helpers/accounts';
import { changesHeard } from './helpers/change-feed';
import { createTestApp, type TestApp } from './helpers/test-app';
import { batchQueryPath, queryPath, resultData } from './helpers/trpc';

const SLUGS = [
  'ms-1-3', 'ms-finals', 'mrcp-1', 'mrcp-2', 'mrcgp-akt', 'mrcs-a', 'msra', 'mrcpch-fop-tas', 'mrcpch-tas',
  'mrcem-1', 'mrcem-2', 'frca-1', 'mrcpsych-a', 'mrcpsych-b', 'mrcog-1', 'mrcog-2', 'frcophth-1', 'mfds-1',
];
const CURRENCIES = ['aud', 'cad', 'gbp', 'php', 'usd', 'zar'];

describe('the exam catalogue over tRPC', () => {
  let t: TestApp;
  let exams: Exam[];

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.http().get(queryPath('exams.initExamsAvailableForInstance')).expect(200);
    exams = resultData<Exam[]>(res.body);
  });
  afterAll(() => t.close());

  describe('exams.initExamsAvailableForInstance', () => {
    it('should list the 18 launch exams, each with its specialty label', () => {
      expect(exams.map((e) => e.slug).sort()).toEqual([...SLUGS].sort());
      const mrcp1 = exams.find((e) => e.slug === 'mrcp-1');
      expect(mrcp1).toMatchObject({ title: 'MRCP Part 1', category: { label: 'Medicine' } });
      expect(exams.every((e) => e.category.label.length > 0)).toBe(true);
    });
  });

  describe('batched calls', () => {
    it('should answer several procedures sent as one httpBatchLink GET in one response', async () => {
      const res = await t
        .http()
        .get(batchQueryPath([['exams.initExamsAvailableForInstance'], ['product.initProductVariantsWithExamKey', { examKey: 'mrcp-1' }]]))
        .expect(200);
      expect(res.body).toHaveLength(2);
      expect(resultData<Exam[]>(res.body[0])).toHaveLength(18);
      expect(resultData<Product>(res.body[1]).exam.slug).toBe('mrcp-1');
    });

    it('should report a failing call in a batch without failing its neighbours', async () => {
      const res = await t
        .http()
        .get(batchQueryPath([['exams.initExamsAvailableForInstance'], ['product.initProductVariantsWithExamKey', { examKey: 'nope' }]]));
      expect(res.body[0].result).toBeDefined();
      expect(res.body[1].error.json).toMatchObject({ message: 'no product variants returned', data: { code: 'NOT_FOUND' } });
    });
  });

  describe('product.initProductVariantsWithExamKey', () => {
    it('should return the product with 1, 3, 6 and 12 month variants in six currencies, sorted by period', async () => {
      const res = await t.http().get(queryPath('product.initProductVariantsWithExamKey', { examKey: 'msra' })).expect(200);
      const product = resultData<Product>(res.body);
      const periods = product.variants.map((v) => v.period);
      expect(periods).toEqual([...periods].sort((a, b) => a - b));
      expect(new Set(periods)).toEqual(new Set([1, 3, 6, 12]));
      expect([...new Set(product.variants.map((v) => v.currency.code))].sort()).toEqual(CURRENCIES);
      const gbp3 = product.variants.find((v) => v.period === 3 && v.currency.code === 'gbp')!;
      expect(gbp3).toMatchObject({ label: '3 months', currency: { symbol: '£' } });
      expect(Number.isInteger(Math.round(gbp3.value * 100))).toBe(true);
    });

    it('should price a longer period lower per month than a shorter one, in every currency', async () => {
      const res = await t.http().get(queryPath('product.initProductVariantsWithExamKey', { examKey: 'mrcp-1' })).expect(200);
      const product = resultData<Product>(res.body);
      for (const currency of CURRENCIES) {
        const perMonth = product.variants.filter((v) => v.currency.code === currency).map((v) => v.value / v.period);
        expect(perMonth).toEqual([...perMonth].sort((a, b) => b - a));
      }
    });

    it('should answer an unknown exam with NOT_FOUND and the spec message, not a 500', async () => {
      const res = await t.http().get(queryPath('product.initProductVariantsWithExamKey', { examKey: 'no-such-exam' }));
      expect(res.status).toBe(404);
      expect(res.body.error.json).toMatchObject({ message: 'no product variants returned', data: { code: 'NOT_FOUND', domainCode: 'NO_PRODUCT_VARIANTS' } });
    });

    it('should answer a value Postgres cannot store (a NUL character) with a 400, not a 500', async () => {
      const res = await t.http().get(queryPath('product.initProductVariantsWithExamKey', { examKey: 'mrcp\u0000-1' }));
      expect(res.status).toBe(400);
      expect(res.body.error.json.data.domainCode).toBe('INVALID_VALUE');
    });

    it('should reject a missing examKey with a 400 naming the field', async () => {
      const res = await t.http().get(queryPath('product.initProductVariantsWithExamKey', {}));
      expect(res.status).toBe(400);
      expect(res.body.error.json.message).toMatch(/^examKey: /);
      expect(JSON.stringify(res.body)).not.toMatch(/stack|at \w+ \(/);
    });
  });

  describe('product.initProductVariantsWithExamID', () => {
    it('should return the same product as the exam key does', async () => {
      const exam = exams.find((e) => e.slug === 'frca-1')!;
      const res = await t.http().get(queryPath('product.initProductVariantsWithExamID', { examID: exam.id })).expect(200);
      expect(resultData<Product>(res.body).exam).toEqual({ id: exam.id, slug: 'frca-1', title: 'FRCA Part 1' });
    });

    it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "'; DROP TABLE exams; --"])(
      'should answer examID %p with NOT_FOUND, never a 500',
      async (examID) => {
        const res = await t.http().get(queryPath('product.initProductVariantsWithExamID', { examID }));
        expect(res.status).toBe(404);
        expect(res.body.error.json.message).toBe('no product variants returned');
      },
    );
  });

  describe('product.getExtensionVariants', () => {
    it('should offer only the chosen currency, shortest period first', async () => {
      const exam = exams.find((e) => e.slug === 'mrcgp-akt')!;
      const res = await t.http().get(queryPath('product.getExtensionVariants', { examID: exam.id, currency: 'GBP' })).expect(200);
      const variants = resultData<Variant[]>(res.body);
      expect(variants.map((v) => v.period)).toEqual([1, 3, 6, 12]);
      expect(variants.every((v) => v.currency.code === 'gbp' && v.currency.symbol === '£')).toBe(true);
    });

    it('should return an empty list for a currency the exam is not sold in', async () => {
      const exam = exams.find((e) => e.slug === 'mrcgp-akt')!;
      const res = await t.http().get(queryPath('product.getExtensionVariants', { examID: exam.id, currency: 'eur' })).expect(200);
      expect(resultData<Variant[]>(res.body)).toEqual([]);
    });

    it('should reject a malformed currency with a 400 naming the field', async () => {
      const exam = exams[0];
      const res = await t.http().get(queryPath('product.getExtensionVariants', { examID: exam.id, currency: 'pounds' }));
      expect(res.status).toBe(400);
      expect(res.body.error.json.message).toMatch(/^currency: /);
    });
  });

  describe('exams.initAvailableExamsVariants', () => {
    it('should list every exam with its 24 variants, each exam sorted by period', async () => {
      const res = await t.http().get(queryPath('exams.initAvailableExamsVariants')).expect(200);
      const entries = resultData<ExamVariants[]>(res.body);
      expect(entries.map((e) => e.id).sort()).toEqual(exams.map((e) => e.id).sort());
      for (const entry of entries) {
        expect(entry.variants).toHaveLength(24);
        const periods = entry.variants.map((v) => v.period);
        expect(periods).toEqual([...periods].sort((a, b) => a - b));
      }
    });
  });

  describe('REST', () => {
    it('should serve the exams at GET /api/exams and one exam at GET /api/exams/:slug', async () => {
      const list = await t.http().get('/api/exams').expect(200);
      expect(list.body).toHaveLength(18);
      const one = await t.http().get('/api/exams/mrcs-a').expect(200);
      expect(one.body).toMatchObject({ slug: 'mrcs-a', title: 'MRCS Part A', category: { label: 'Surgery' } });
    });

    it('should answer an unknown slug with a JSON 404', async () => {
      const res = await t.http().get('/api/exams/nope').expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'EXAM_NOT_FOUND' });
    });
  });

  describe('kept in process until the catalogue changes', () => {
    const titleOf = async (slug: string) =>
      resultData<Exam[]>((await t.http().get(queryPath('exams.initExamsAvailableForInstance')).expect(200)).body).find((e) => e.slug === slug)?.title;
    const gbpMonthOf = async (slug: string) => {
      const entries = resultData<ExamVariants[]>((await t.http().get(queryPath('exams.initAvailableExamsVariants')).expect(200)).body);
      const examId = exams.find((e) => e.slug === slug)!.id;
      return entries.find((e) => e.id === examId)!.variants.find((v) => v.period === 1 && v.currency.code === 'gbp')!.value;
    };

    it("shows an exam and a price changed behind the service's back (another instance, psql) on the next reads", async () => {
      const db = t.app.get<DataSource>(getDataSourceToken());
      expect(await titleOf('mfds-1')).toBe('MFDS Part 1');
      const price = await gbpMonthOf('mfds-1');
      try {
        await db.query(`UPDATE exams SET title = 'MFDS Part One' WHERE slug = 'mfds-1'`);
        await changesHeard(t);
        expect(await titleOf('mfds-1')).toBe('MFDS Part One');
        await db.query(
          `UPDATE variants SET price_minor = price_minor + 100 WHERE currency = 'gbp' AND period_months = 1
             AND product_id IN (SELECT p.id FROM products p JOIN exams e ON e.id = p.exam_id WHERE e.slug = 'mfds-1')`,
        );
        await changesHeard(t);
        expect(await gbpMonthOf('mfds-1')).toBeCloseTo(price + 1, 2);
      } finally {
        await db.query(`UPDATE exams SET title = 'MFDS Part 1' WHERE slug = 'mfds-1'`);
        await db.query(
          `UPDATE variants SET price_minor = price_minor - 100 WHERE currency = 'gbp' AND period_months = 1
             AND product_id IN (SELECT p.id FROM products p JOIN exams e ON e.id = p.exam_id WHERE e.slug = 'mfds-1')`,
        );
      }
      await changesHeard(t);
      expect(await titleOf('mfds-1')).toBe('MFDS Part 1');
    });

    it('sends the home page its catalogue batch again with an ETag, a 304 for that ETag, and the new catalogue once it changes', async () => {
      const db = t.app.get<DataSource>(getDataSourceToken());
      const home = batchQueryPath([['exams.initExamsAvailableForInstance'], ['exams.initAvailableExamsVariants']]);
      const titleIn = (body: unknown) => resultData<Exam[]>((body as Parameters<typeof resultData>[0][])[0]).find((e) => e.slug === 'mfds-1')?.title;
      await t.http().get(home).expect(200);
      const again = await t.http().get(home).expect(200);
      const etag = again.headers.etag;
      expect(etag).toMatch(/^".+"$/);
      expect(titleIn(again.body)).toBe('MFDS Part 1');
      const unchanged = await t.http().get(home).set('If-None-Match', etag).expect(304);
      expect(unchanged.text).toBeFalsy();
      try {
        await db.query(`UPDATE exams SET title = 'MFDS Part One' WHERE slug = 'mfds-1'`);
        await changesHeard(t);
        const changed = await t.http().get(home).set('If-None-Match', etag).expect(200);
        expect(titleIn(changed.body)).toBe('MFDS Part One');
        const keptAgain = await t.http().get(home).expect(200);
        expect(titleIn(keptAgain.body)).toBe('MFDS Part One');
        expect(keptAgain.headers.etag).not.toBe(etag);
      } finally {
        await db.query(`UPDATE exams SET title = 'MFDS Part 1' WHERE slug = 'mfds-1'`);
        await changesHeard(t);
      }
      expect(titleIn((await t.http().get(home).expect(200)).body)).toBe('MFDS Part 1');
    });

    it("never answers a batch that also asks for the caller's own data from what another caller was sent", async () => {
      const withMe = batchQueryPath([['exams.initExamsAvailableForInstance'], ['auth.me']]);
      const visitor = await t.http().get(withMe).expect(200);
      await t.http().get(withMe).expect(200);
      const user = await signUp(t);
      const signedIn = await t.http().get(withMe).set('Cookie', user.cookie).expect(200);
      expect(resultData<{ uid: null }>(visitor.body[1])).toEqual({ uid: null });
      expect(resultData<{ email: string }>(signedIn.body[1]).email).toBe(user.email);
      expect(signedIn.headers.etag).toBeUndefined();
    });
  });
});
