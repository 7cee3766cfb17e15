import { Messages } from '@medprep/shared';
import { appProcedures, listProcedureDefinitions } from '@medprep/shared/contract';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { dropFixtureExam } from '../helpers/question-bank';
import { flushTestRedis } from '../helpers/redis';
import { concretePath, databaseDigest, errorMessage, operationName, rest, restOperations, trpcCall, type RestOperation } from '../helpers/security';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, validPathParams, validRestBodies, validTrpcInputs, type World } from '../helpers/valid-inputs';

const EVIL = 'https://evil.example';
/** Server-to-server: carries no browser origin and is authenticated by its signature instead. */
const WEBHOOK = 'POST /api/payments/webhook';
/** The image upload takes multipart/form-data, from this service's origins only (test/media.spec.ts). */
const UPLOAD = 'POST /api/admin/media';

/** ASVS 3.5.1–3.5.3 (cross-site requests), 3.4.2 (CORS), 3.4.x (headers), and "no GET changes state". */
describe('security: requests (ASVS 3.4, 3.5)', () => {
  let t: TestApp;
  let db: DataSource;
  let world: World;
  let operations: RestOperation[];
  const procedures = listProcedureDefinitions(appProcedures);
  const mutations = procedures.filter((p) => p.type === 'mutation');
  const queries = procedures.filter((p) => p.type === 'query');

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    world = await createWorld(t, db);
    operations = await restOperations(t);
  });
  afterAll(async () => {
    await dropFixtureExam(db, world.exam);
    await db.destroy();
    await t.close();
  });

  const stateChanging = () => operations.filter((op) => op.method !== 'get' && operationName(op) !== WEBHOOK);
  const url = (op: RestOperation) => concretePath(op.path, (name) => validPathParams(world)(op.path, name));

  describe('cross-site requests (3.5.1–3.5.3)', () => {
    it.each([
      ['a foreign Origin', { Origin: EVIL }],
      ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
      ['Sec-Fetch-Site: cross-site without an Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ])('should refuse %s with 403 on every state-changing REST route and tRPC mutation, writing nothing', async (_, headers) => {
      const before = await databaseDigest(db);
      const wrong: string[] = [];
      for (const op of stateChanging()) {
        const res = await rest(t, op.method, url(op), world.user.cookie, {}).set(headers);
        if (res.status !== 403 || res.body.message !== Messages.http.crossSite) wrong.push(`${operationName(op)} → ${res.status}`);
      }
      for (const p of mutations) {
        const res = await trpcCall(t, 'mutation', p.path, {}, world.user.cookie).set(headers);
        if (res.status !== 403) wrong.push(`${p.path} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
      expect(await databaseDigest(db)).toEqual(before);
    });

    it.each([
      ['application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="json"\r\n\r\n{}\r\n--xyz--\r\n'],
      ['text/plain', '{"json":{}}'],
    ])('should refuse a %s body (what a form sends without a preflight) with 415 everywhere, even from this origin', async (type, body) => {
      const wrong: string[] = [];
      const targets = [
        ...stateChanging()
          .filter((op) => !(type.startsWith('multipart/') && operationName(op) === UPLOAD))
          .map((op) => ({ name: operationName(op), method: op.method, url: url(op) })),
        ...mutations.map((p) => ({ name: p.path, method: 'post' as const, url: `/api/trpc/${p.path}` })),
      ];
      for (const target of targets) {
        const res = await t.http()[target.method](target.url).set('Cookie', world.user.cookie).set('Origin', t.config.publicUrl).set('Content-Type', type).send(body);
        if (res.status !== 415 || res.body.message !== Messages.http.formContentType) wrong.push(`${target.name} → ${res.status}`);
      }
      expect(wrong).toEqual([]);
    });

    it('should let the allowed origins through (the check is an allow-list, not a block-list)', async () => {
      for (const origin of t.config.allowedOrigins) {
        await trpcCall(t, 'mutation', 'users.updateUserSettings', { data: { userID: world.user.id, settingsData: { theme: 'light' } } }, world.user.cookie)
          .set('Origin', origin)
          .expect(200);
      }
    });

    it('should refuse a foreign Origin that matches the Host header it came with, and accept the configured origin whatever the Host', async () => {
      const settings = { data: { userID: world.user.id, settingsData: { theme: 'light' } } };
      const forged = await trpcCall(t, 'mutation', 'users.updateUserSettings', settings, world.user.cookie)
        .set('Host', 'evil.example')
        .set('Origin', 'http://evil.example')
        .expect(403);
      expect(forged.body.message).toBe(Messages.http.crossSite);
      await t.http().post('/api/auth/logout').set('Host', 'evil.example').set('Origin', 'http://evil.example').expect(403);
      await trpcCall(t, 'mutation', 'users.updateUserSettings', settings, world.user.cookie)
        .set('Host', 'evil.example')
        .set('Origin', new URL(t.config.publicUrl).origin)
        .expect(200);
    });
  });

  describe('no GET changes state', () => {
    it('should have a valid sample input for every tRPC query, so that the sweep below covers it', () => {
      const inputs = validTrpcInputs(world);
      expect(queries.filter((q) => !(q.path in inputs)).map((q) => q.path)).toEqual([]);
    });

    it('should write nothing for any GET route or tRPC query, called with valid input as a visitor, a user and an admin', async () => {
      const inputs = validTrpcInputs(world);
      const before = await databaseDigest(db);
      const errors: string[] = [];
      for (const cookie of [undefined, world.user.cookie, world.admin.cookie]) {
        for (const op of operations.filter((o) => o.method === 'get')) {
          const res = await rest(t, 'get', url(op), cookie);
          if (res.status >= 500) errors.push(`${operationName(op)} → ${res.status}`);
        }
        for (const q of queries) {
          const res = await trpcCall(t, 'query', q.path, inputs[q.path], cookie);
          if (res.status >= 500) errors.push(`${q.path} → ${res.status}`);
        }
      }
      expect(errors).toEqual([]);
      expect(await databaseDigest(db)).toEqual(before);
    });

    it('should refuse to review a running timed session over GET (409) rather than end it; POST end does', async () => {
      const review = await t.http().get(`/api/r/s/${world.timedSessionId}/review`).set('Cookie', world.user.cookie).expect(409);
      expect(review.body).toMatchObject({ code: 'SESSION_RUNNING', message: Messages.practice.sessionRunning });
      const [row] = await db.query(`SELECT ended_at FROM quiz_sessions WHERE id = $1`, [world.timedSessionId]);
      expect(row.ended_at).toBeNull();
    });
  });

  describe('text that is not valid Unicode', () => {
    type Leaf = { path: Array<string | number>; value: string };
    const stringLeaves = (value: unknown, path: Array<string | number> = []): Leaf[] =>
      typeof value === 'string'
        ? [{ path, value }]
        : value !== null && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, child]) => stringLeaves(child, [...path, Array.isArray(value) ? Number(key) : key]))
          : [];
    const withText = (input: unknown, path: Array<string | number>, text: string): unknown => {
      if (path.length === 0) return text;
      const copy = (Array.isArray(input) ? [...input] : { ...(input as object) }) as Record<string | number, unknown>;
      copy[path[0]] = withText(copy[path[0]], path.slice(1), text);
      return copy;
    };
    // A high surrogate with no low one after it, and a low one with no high one before it.
    const lone = (value: string, k: number) => (k % 2 === 0 ? `${value}\uD83D` : `\uDE00${value}`);

    it('should refuse an unpaired surrogate in any string of any tRPC input or REST body with a 400 naming the field, writing nothing', async () => {
      const before = await databaseDigest(db);
      const inputs = validTrpcInputs(world);
      const bodies = validRestBodies(world);
      const wrong: string[] = [];
      let sent = 0;
      const check = (name: string, field: string, res: { status: number; body: unknown }, fields: unknown) => {
        sent++;
        const expected = `${field}: ${Messages.http.illFormedText}`;
        if (res.status !== 400 || errorMessage(res.body) !== expected || !JSON.stringify(fields ?? null).includes(JSON.stringify(field))) {
          wrong.push(`${name} ${field} → ${res.status} ${JSON.stringify(errorMessage(res.body))}`);
        }
      };
      for (const p of procedures) {
        const cookie = p.path.startsWith('admin.') ? world.admin.cookie : world.user.cookie;
        for (const [k, leaf] of stringLeaves(inputs[p.path]).entries()) {
          const res = await trpcCall(t, p.type as 'query' | 'mutation', p.path, withText(inputs[p.path], leaf.path, lone(leaf.value, k)), cookie);
          check(p.path, leaf.path.join('.'), res, res.body?.error?.json?.data?.details?.fields);
        }
      }
      for (const op of operations) {
        const body = bodies[operationName(op)];
        if (body === undefined) continue;
        const cookie = op.path.startsWith('/api/admin') ? world.admin.cookie : world.user.cookie;
        for (const [k, leaf] of stringLeaves(body).entries()) {
          const res = await rest(t, op.method, url(op), cookie, withText(body, leaf.path, lone(leaf.value, k)));
          check(operationName(op), leaf.path.join('.'), res, res.body?.details?.fields);
        }
      }
      expect(wrong).toEqual([]);
      expect(sent).toBeGreaterThan(60);
      expect(await databaseDigest(db)).toEqual(before);
    });

    it('should keep well-formed text whole, a surrogate pair (an emoji) included, on both transports', async () => {
      const message = 'Option C reads \uD83D\uDE00 where it should read "tachycardia".';
      const question = world.exam.questions[2].id;
      await trpcCall(t, 'mutation', 'questions.report', { questionId: question, message }, world.user.cookie).expect(200);
      const [report] = await db.query(`SELECT message FROM question_reports WHERE user_id = $1 AND question_id = $2`, [world.user.id, question]);
      expect(report.message).toBe(message);
      const contact = { name: 'Zo\u00EB \uD83E\uDE7A', email: 'zoe@example.test', message: `Thank you \uD83D\uDE4F for the ${'\u{1F9E0}'} questions.` };
      await rest(t, 'post', '/api/contact', undefined, contact).expect(201);
      const [stored] = await db.query(`SELECT name, message FROM contact_messages WHERE email = $1 ORDER BY created_at DESC LIMIT 1`, [contact.email]);
      expect(stored).toEqual({ name: contact.name, message: contact.message });
    });
  });

  describe('CORS (3.4.2)', () => {
    const preflight = (origin: string) =>
      t.http().options('/api/trpc/users.updateUserSettings').set('Origin', origin).set('Access-Control-Request-Method', 'POST').set('Access-Control-Request-Headers', 'content-type');

    it('should not allow a foreign origin, on a preflight or a simple request', async () => {
      for (const origin of [EVIL, 'null', `${t.config.publicUrl}.evil.example`, 'http://localhost:5174']) {
        expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
        expect((await t.http().get('/api/auth/me').set('Origin', origin)).headers['access-control-allow-origin']).toBeUndefined();
      }
    });

    it('should allow exactly the configured origins, with credentials, never with a wildcard', async () => {
      for (const origin of t.config.allowedOrigins) {
        const res = await preflight(origin);
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(res.headers['access-control-allow-credentials']).toBe('true');
        expect(res.headers.vary).toMatch(/Origin/);
      }
    });
  });

  describe('security headers (helmet)', () => {
    it.each([
      ['a JSON answer', () => t.http().get('/api/test')],
      ['a JSON 404', () => t.http().get('/api/nope')],
      ['a tRPC answer', () => trpcCall(t, 'query', 'exams.initExamsAvailableForInstance', undefined)],
      ['a refused cross-site request', () => t.http().post('/api/auth/logout').set('Origin', EVIL)],
      ['a 401', () => t.http().get('/api/auth/me').set('Cookie', 'token=forged')],
    ])('should send them on %s', async (_, send) => {
      const res = await send();
      const csp = res.headers['content-security-policy'];
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).toMatch(/base-uri 'self'/);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-dns-prefetch-control': 'off',
        'x-permitted-cross-domain-policies': 'none',
      });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });
});
