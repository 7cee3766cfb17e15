import { Messages, TRPC_MAX_BATCH_SIZE, TRPC_MAX_URL_LENGTH } from '@medprep/shared';
import { signUp, type SignedUpUser } from '../helpers/accounts';
import { flushTestRedis } from '../helpers/redis';
import { errorMessage } from '../helpers/security';
import { batchQueryPath } from '../helpers/trpc';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** superjson's envelope around JSON text nested `depth` arrays deep (built as text: JSON.stringify would run out of stack). */
const nestedInput = (depth: number) => `{"json":${'['.repeat(depth)}"leaf"${']'.repeat(depth)}}`;

/** Limits on what one tRPC request may ask of the server: calls per batch, URL length, input depth. */
describe('security: tRPC request limits', () => {
  let t: TestApp;
  let user: SignedUpUser;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    user = await signUp(t);
  });
  afterAll(() => t.close());

  /** A GET batch of `size` calls of a public procedure with a large answer (the blog), as an anonymous client can send. */
  const blogBatch = (size: number) => `/api/trpc/${Array.from({ length: size }, () => 'content.blog').join(',')}?batch=1`;

  describe('batch size', () => {
    it(`should refuse an anonymous batch of 450 calls with a 400 saying the batch is too large, running none of them`, async () => {
      const res = await t.http().get(blogBatch(450));

      expect(res.status).toBe(400);
      // tRPC sends a refusal of the request as a whole as JSON text under text/plain.
      expect(errorMessage(JSON.parse(res.text))).toBe('Batch call exceeds maximum size');
      expect(res.text).not.toContain('"result"');
      expect(res.text.length).toBeLessThan(1_000);
    });

    it(`should refuse a batch one call over the limit (${TRPC_MAX_BATCH_SIZE + 1}) and answer one at the limit`, async () => {
      await t.http().get(blogBatch(TRPC_MAX_BATCH_SIZE + 1)).expect(400);
      const res = await t.http().get(blogBatch(TRPC_MAX_BATCH_SIZE)).expect(200);
      expect(res.body).toHaveLength(TRPC_MAX_BATCH_SIZE);
    });
  });

  describe('URL length', () => {
    it('should refuse a tRPC URL longer than the limit with a 414 naming it, even when the batch is small', async () => {
      const longKey = 'k'.repeat(TRPC_MAX_URL_LENGTH / 4);
      const path = batchQueryPath(Array.from({ length: 5 }, () => ['product.initProductVariantsWithExamKey', { examKey: longKey }] as [string, unknown]));
      expect(path.length).toBeGreaterThan(TRPC_MAX_URL_LENGTH);

      const res = await t.http().get(path);

      expect(res.status).toBe(414);
      expect(res.body.message).toBe(Messages.http.urlTooLong(TRPC_MAX_URL_LENGTH));
    });
  });

  describe('body size', () => {
    it('should refuse a tRPC body over 100 kB with a 413, as REST does', async () => {
      const body = JSON.stringify({ json: { data: { userID: user.id, settingsData: { theme: 'x'.repeat(101 * 1024) } } } });
      const res = await t.http().post('/api/trpc/users.updateUserSettings').set('Content-Type', 'application/json').set('Cookie', user.cookie).send(body);

      expect(res.status).toBe(413);
      expect(res.text).not.toMatch(/call stack|RangeError|node_modules/i);
    });
  });

  describe('input depth', () => {
    const refusedAsTooDeep = (res: { status: number; body: unknown; text: string }) => {
      expect(res.status).toBe(400);
      expect((res.body as { error: { json: { data: { domainCode?: string } } } }).error.json.data.domainCode).toBe('BODY_TOO_DEEP');
      expect(res.text).not.toMatch(/call stack|RangeError/i);
    };

    it('should refuse a mutation body nested 5 000 levels deep with BODY_TOO_DEEP, as REST does, not a stack overflow', async () => {
      const res = await t.http().post('/api/trpc/users.updateUserSettings').set('Content-Type', 'application/json').set('Cookie', user.cookie).send(nestedInput(5_000));
      refusedAsTooDeep(res);
    });

    it('should refuse a body as deep as the body size limit allows (40 000 levels) the same way', async () => {
      const res = await t.http().post('/api/trpc/users.updateUserSettings').set('Content-Type', 'application/json').set('Cookie', user.cookie).send(nestedInput(40_000));
      refusedAsTooDeep(res);
    });

    it('should refuse query input nested too deeply in the URL the same way', async () => {
      const res = await t.http().get(`/api/trpc/product.initProductVariantsWithExamKey?input=${encodeURIComponent(nestedInput(1_000))}`);
      refusedAsTooDeep(res);
    });

    it('should refuse a batch carrying deep input with BODY_TOO_DEEP (tRPC reads a batch\'s inputs together)', async () => {
      const input = `{"0":${nestedInput(5_000)}}`;
      const res = await t.http().post('/api/trpc/users.updateUserSettings,users.updateUserSettings?batch=1').set('Content-Type', 'application/json').set('Cookie', user.cookie).send(input);

      expect(res.status).toBe(400);
      expect((res.body as Array<{ error: { json: { data: { domainCode?: string } } } }>).map((r) => r.error.json.data.domainCode)).toEqual(['BODY_TOO_DEEP', 'BODY_TOO_DEEP']);
      expect(res.text).not.toMatch(/call stack|RangeError/i);
    });
  });
});
