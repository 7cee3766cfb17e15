import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { dropFixtureExam } from '../helpers/question-bank';
import { flushTestRedis } from '../helpers/redis';
import { errorMessage, rest, trpcCall } from '../helpers/security';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, type World } from '../helpers/valid-inputs';

/** JSON text nested `depth` arrays deep (built as text: JSON.stringify itself would run out of stack). */
const nested = (depth: number) => `${'['.repeat(depth)}"leaf"${']'.repeat(depth)}`;

/** The 500s the entry-point fuzzer found, each pinned by a plain example. */
describe('fuzz regressions', () => {
  let t: TestApp;
  let db: DataSource;
  let world: World;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    world = await createWorld(t, db);
  });
  afterAll(async () => {
    await dropFixtureExam(db, world.exam);
    await db.destroy();
    await t.close();
  });

  it.each(['/api/auth/register', '/api/auth/login', '/api/contact', '/api/r/s/qa'])(
    'should refuse a JSON body nested 5 000 levels deep on %s with a 400, not a stack overflow',
    async (path) => {
      const res = await rest(t, 'post', path, world.user.cookie, nested(5_000));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BODY_TOO_DEEP');
    },
  );

  it('should still take a body nested as deep as the API needs', async () => {
    await rest(t, 'post', '/api/r/pipeline', world.user.cookie, { commands: [{ command: 'GET', args: [`exam:{e:${world.exam.id}}:qtotal`] }] }).expect(200);
  });

  it('should let a user read and end a session of an exam an admin has since withdrawn', async () => {
    await rest(t, 'delete', `/api/admin/exams/${world.exam.id}`, world.admin.cookie).expect(200);
    try {
      await rest(t, 'get', `/api/r/s/${world.timedSessionId}`, world.user.cookie).expect(200);
      await trpcCall(t, 'query', 'sessions.get', { sessionId: world.tutorSessionId }, world.user.cookie).expect(200);
      const ended = await rest(t, 'post', '/api/r/s/end', world.user.cookie, { sessionId: world.timedSessionId }).expect(200);
      expect(ended.body.examSlug).toBe(world.exam.slug);
    } finally {
      await db.query(`UPDATE exams SET active = true WHERE id = $1`, [world.exam.id]);
    }
  });

  it.each([
    ['post', '/api/admin/variants', { productId: '00000000-0000-4000-8000-000000000000', periodMonths: 1, currency: 'gbp', price: -7e-323 }],
    ['post', '/api/admin/variants', { productId: '00000000-0000-4000-8000-000000000000', periodMonths: 1, currency: 'gbp', price: 5e-324 }],
    ['post', '/api/admin/coupons', { code: 'TINYVALUE', effect: 'percent', value: 1e-7 }],
  ] as const)('should refuse an amount too small to print without an exponent (%s %s) with a 400 naming the field, not a 500', async (method, path, body) => {
    const res = await rest(t, method, path, world.admin.cookie, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.message)).toMatch(/price|value/);
  });

  it('should answer a tRPC query string too long for the server with a 4xx, not a 5xx', async () => {
    const res = await t.http().get(`/api/trpc/content.blog?input=${'%7B'.repeat(3_000)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (res.status !== 431) expect(typeof errorMessage(res.body)).toBe('string');
  });
});
