import { Messages } from '@medprep/shared';
import { appProcedures, listProcedureDefinitions } from '@medprep/shared/contract';
import { z } from 'zod';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { changesHeard } from '../helpers/change-feed';
import { signUp, type SignedUpUser } from '../helpers/accounts';
import { dropFixtureExam, grantSubscription } from '../helpers/question-bank';
import { flushTestRedis } from '../helpers/redis';
import { concretePath, databaseDigest, errorMessage, operationName, rest, restOperations, trpcCall, type RestOperation } from '../helpers/security';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, validRestBodies, validTrpcInputs, type World } from '../helpers/valid-inputs';

type Role = 'visitor' | 'user' | 'admin';

/**
 * What anyone may call. A procedure or route that answers a visitor without a 401 and is not listed
 * here fails the matrix below: making something public is a decision, written down here.
 */
const PUBLIC_TRPC = [
  'auth.me',
  'checkout.confirmCoupon',
  'checkout.paymentConfig',
  'content.blog',
  'content.blogPost',
  'content.faqs',
  'content.partners',
  'content.testimonials',
  'exams.checkIfUserCanCreateTrial',
  'exams.initAvailableExamsVariants',
  'exams.initExamsAvailableForInstance',
  'product.getExtensionVariants',
  'product.initProductVariantsWithExamID',
  'product.initProductVariantsWithExamKey',
  'product.userOwnsExam',
];
/** tRPC procedures for admins only (none yet: administration is REST under /api/admin). */
const ADMIN_TRPC: string[] = [];

const PUBLIC_REST = [
  'GET /api/health',
  'GET /api/test',
  'GET /api/exams',
  'GET /api/exams/{slug}',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'GET /api/sheets',
  'GET /api/sheets/{id}',
  'POST /api/contact',
  'POST /api/payments/webhook',
];
const isAdminRoute = (name: string) => name.split(' ')[1].startsWith('/api/admin/');

/** ASVS 8.2.1 (role × route), 8.2.2 (other users' data), 8.3.1 (access ends at once), 15.3.3 (mass assignment). */
describe('security: authorisation (ASVS 8, 15.3.3)', () => {
  let t: TestApp;
  let db: DataSource;
  let world: World;
  let operations: RestOperation[];
  const procedures = listProcedureDefinitions(appProcedures);

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

  const restUrl = (op: RestOperation) => concretePath(op.path, () => '00000000-0000-4000-8000-000000000000');

  describe('the role × route matrix (8.2.1)', () => {
    /** The lowest role each entry point lets through, judged by what the app answers with an empty input. */
    async function classify(call: (cookie: string | undefined) => Promise<{ status: number; body: unknown }>): Promise<Role> {
      if ((await call(undefined)).status !== 401) return 'visitor';
      const asUser = await call(world.user.cookie);
      // A role refusal, not a refusal of this particular resource (e.g. someone else's Redis key).
      return asUser.status === 403 && errorMessage(asUser.body) === Messages.http.forbidden ? 'admin' : 'user';
    }

    it('should give every tRPC procedure of the contract the role written down for it', async () => {
      const actual: Record<string, Role> = {};
      for (const p of procedures) actual[p.path] = await classify((cookie) => trpcCall(t, p.type, p.path, {}, cookie));
      const expected = Object.fromEntries(
        procedures.map((p) => [p.path, PUBLIC_TRPC.includes(p.path) ? 'visitor' : ADMIN_TRPC.includes(p.path) ? 'admin' : 'user']),
      );
      expect(actual).toEqual(expected);
    });

    it('should give every REST route of the OpenAPI document the role written down for it', async () => {
      const actual: Record<string, Role> = {};
      for (const op of operations) {
        if (operationName(op) === 'POST /api/auth/logout') continue; // would end the session used below
        actual[operationName(op)] = await classify((cookie) => rest(t, op.method, restUrl(op), cookie, op.method === 'get' ? undefined : {}));
      }
      const expected = Object.fromEntries(
        Object.keys(actual).map((name) => [name, PUBLIC_REST.includes(name) ? 'visitor' : isAdminRoute(name) ? 'admin' : 'user']),
      );
      expect(actual).toEqual(expected);
    });

    it('should answer a visitor 401 and a user 403 with the catalogue messages, and let an admin through', async () => {
      const wrong: string[] = [];
      for (const op of operations.filter((o) => !PUBLIC_REST.includes(operationName(o)))) {
        const body = op.method === 'get' ? undefined : {};
        const visitor = await rest(t, op.method, restUrl(op), undefined, body);
        if (visitor.status !== 401 || visitor.body.message !== Messages.http.authenticationRequired) wrong.push(`visitor ${operationName(op)} → ${visitor.status}`);
        if (!isAdminRoute(operationName(op))) continue;
        const user = await rest(t, op.method, restUrl(op), world.user.cookie, body);
        if (user.status !== 403 || user.body.message !== Messages.http.forbidden) wrong.push(`user ${operationName(op)} → ${user.status}`);
        const admin = await rest(t, op.method, restUrl(op), world.admin.cookie, body);
        if ([401, 403].includes(admin.status) || admin.status >= 500) wrong.push(`admin ${operationName(op)} → ${admin.status}`);
      }
      for (const p of procedures.filter((x) => !PUBLIC_TRPC.includes(x.path))) {
        const visitor = await trpcCall(t, p.type, p.path, {}, undefined);
        if (visitor.status !== 401 || visitor.body.error.json.message !== Messages.http.authenticationRequired) wrong.push(`visitor ${p.path} → ${visitor.status}`);
      }
      expect(wrong).toEqual([]);
    });
  });

  describe("other users' data (8.2.2)", () => {
    let intruder: SignedUpUser;
    beforeAll(async () => {
      intruder = await signUp(t);
      await grantSubscription(db, intruder.id, world.exam.id);
    });

    it("should not let a user read or change another's sessions, attempts, orders, settings or performance keys, on either transport", async () => {
      const w = world;
      const q = w.exam.questions[0].id;
      const before = await databaseDigest(db);
      const attempts: Array<[string, Promise<{ status: number }>, number[]]> = [
        ['REST session', rest(t, 'get', `/api/r/s/${w.tutorSessionId}`, intruder.cookie), [404]],
        ['REST review', rest(t, 'get', `/api/r/s/${w.tutorSessionId}/review`, intruder.cookie), [404]],
        ['REST answer', rest(t, 'post', '/api/r/s/qa', intruder.cookie, { sessionId: w.tutorSessionId, questionId: q, answer: 'A', timeMs: 1 }), [404]],
        ['REST time sync', rest(t, 'post', '/api/r/s/st', intruder.cookie, { sessionId: w.timedSessionId, elapsedMs: 1 }), [404]],
        ['REST end', rest(t, 'post', '/api/r/s/end', intruder.cookie, { sessionId: w.timedSessionId }), [404]],
        ['tRPC session', trpcCall(t, 'query', 'sessions.get', { sessionId: w.tutorSessionId }, intruder.cookie), [404]],
        ['tRPC review', trpcCall(t, 'query', 'sessions.review', { sessionId: w.tutorSessionId }, intruder.cookie), [404]],
        ['tRPC answer', trpcCall(t, 'mutation', 'sessions.answer', { sessionId: w.tutorSessionId, questionId: q, answer: 'A', timeMs: 1 }, intruder.cookie), [404]],
        ['tRPC time sync', trpcCall(t, 'mutation', 'sessions.syncTime', { sessionId: w.timedSessionId, elapsedMs: 1 }, intruder.cookie), [404]],
        ['tRPC end', trpcCall(t, 'mutation', 'sessions.end', { sessionId: w.timedSessionId }, intruder.cookie), [404]],
        ['order status', trpcCall(t, 'query', 'checkout.orderStatus', { orderId: w.orderId }, intruder.cookie), [404]],
        ['order check', trpcCall(t, 'mutation', 'checkout.checkOrderPayable', { orderId: w.orderId }, intruder.cookie), [404]],
        ['order payment', trpcCall(t, 'mutation', 'checkout.confirmLocalPayment', { orderId: w.orderId, card: { number: '4242424242424242', expiry: '12/35', cvc: '123' } }, intruder.cookie), [404]],
        ['settings', trpcCall(t, 'mutation', 'users.updateUserSettings', { data: { userID: w.user.id, settingsData: { theme: 'dark' } } }, intruder.cookie), [403]],
        ['trial', trpcCall(t, 'mutation', 'exams.createTrialForUser', { userID: w.user.id, examSlug: 'msra' }, intruder.cookie), [403]],
        ['redis.query', trpcCall(t, 'query', 'redis.query', { command: 'HGETALL', args: [`user:{u:${w.user.id}}:exam:${w.exam.id}:perf`] }, intruder.cookie), [403]],
        ['REST redis read', rest(t, 'get', `/api/r/${encodeURIComponent(`user:{u:${w.user.id}}:session:${w.tutorSessionId}:perf`)}`, intruder.cookie), [403]],
        ['REST redis query', rest(t, 'post', '/api/r/query', intruder.cookie, { command: 'SMEMBERS', args: [`user:{u:${w.user.id}}:exam:${w.exam.id}:attempted`] }), [403]],
        ['REST redis keys', rest(t, 'post', '/api/r/query', intruder.cookie, { command: 'KEYS', args: [`user:{u:${w.user.id}}:*`] }), [200, 403]],
      ];
      const wrong: string[] = [];
      for (const [name, pending, allowed] of attempts) {
        const res = (await pending) as { status: number; body: { result?: unknown } };
        if (!allowed.includes(res.status)) wrong.push(`${name} → ${res.status}`);
        if (name === 'REST redis keys' && res.status === 200) expect(JSON.stringify(res.body)).not.toContain(w.user.id);
      }
      expect(wrong).toEqual([]);
      expect(await databaseDigest(db)).toEqual(before);
    });
  });

  describe('access ends at once (8.3.1)', () => {
    it('should refuse practice, answers and ownership the moment a subscription lapses, mid-session', async () => {
      const user = await signUp(t);
      await grantSubscription(db, user.id, world.exam.id);
      const session = (await rest(t, 'post', '/api/r/s/init', user.cookie, { exam: world.exam.slug, mode: 'tutor', count: 3 }).expect(201)).body;
      await rest(t, 'post', '/api/r/s/qa', user.cookie, { sessionId: session.id, questionId: session.questionIds[0], answer: 'A', timeMs: 900 }).expect(200);
      // The clock is moved by rewriting ends_at; a cached summary expires by itself when ends_at
      // really passes, but a rewrite reaches the caches through the change feed, a moment later.
      await db.query(`UPDATE subscriptions SET starts_at = now() - interval '30 days', ends_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
      await changesHeard(t);

      const answer = await rest(t, 'post', '/api/r/s/qa', user.cookie, { sessionId: session.id, questionId: session.questionIds[1], answer: 'A', timeMs: 900 }).expect(403);
      expect(answer.body.code).toBe('NO_ACCESS');
      await trpcCall(t, 'mutation', 'sessions.answer', { sessionId: session.id, questionId: session.questionIds[2], answer: 'A', timeMs: 900 }, user.cookie).expect(403);
      await rest(t, 'post', '/api/r/s/init', user.cookie, { exam: world.exam.slug, mode: 'tutor', count: 3 }).expect(403);
      await trpcCall(t, 'query', 'sessions.available', { exam: world.exam.slug }, user.cookie).expect(403);
      const owns = await trpcCall(t, 'query', 'product.userOwnsExam', { examID: world.exam.id }, user.cookie).expect(200);
      expect(owns.body.result.data.json).toBe(false);
      expect((await rest(t, 'get', '/api/auth/me', user.cookie)).body.access.access).toBe('none');
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM attempts WHERE session_id = $1`, [session.id]);
      expect(n).toBe(1);
      // What was done stays the user's to read.
      await rest(t, 'get', `/api/r/s/${session.id}/review`, user.cookie).expect(200);
    });
  });

  describe('mass assignment (15.3.3)', () => {
    /** Every object in a JSON Schema, with where it sits. */
    function objectsOf(schema: unknown, at = '$'): Array<{ at: string; node: Record<string, unknown> }> {
      if (!schema || typeof schema !== 'object') return [];
      const node = schema as Record<string, unknown>;
      const own = node.type === 'object' ? [{ at, node }] : [];
      return [
        ...own,
        ...Object.entries((node.properties as Record<string, unknown>) ?? {}).flatMap(([key, child]) => objectsOf(child, `${at}.${key}`)),
        ...objectsOf(node.items, `${at}[]`),
        ...((node.anyOf as unknown[]) ?? []).flatMap((child) => objectsOf(child, at)),
      ];
    }

    it('should declare every object in every mutation input closed, so an unknown field is refused', () => {
      const open = procedures
        .filter((p) => p.type === 'mutation')
        .flatMap((p) => (p.input ? [p.input] : []).flatMap((schema) => objectsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).map((o) => ({ ...o, path: p.path }))))
        .filter(({ node }) => node.additionalProperties !== false)
        .map(({ path, at }) => `${path} ${at}`);
      expect(open).toEqual([]);
    });

    it('should refuse role, owner and price fields on every tRPC mutation and every REST body, changing nothing', async () => {
      const inputs = validTrpcInputs(world);
      const before = await databaseDigest(db);
      const smuggled = { role: 'admin', userId: world.admin.id, amountMinor: 1, status: 'paid' };
      const wrong: string[] = [];
      for (const p of procedures.filter((x) => x.type === 'mutation')) {
        const input = inputs[p.path];
        const res = await trpcCall(t, 'mutation', p.path, typeof input === 'object' && input ? { ...input, ...smuggled } : smuggled, world.user.cookie);
        if (res.status !== 400 || !/Unrecognized key/.test(res.body.error.json.message)) wrong.push(`${p.path} → ${res.status}`);
      }
      // A valid body with the smuggled fields it does not have of its own (a question's own
      // status is a field of it); an import's every question smuggles them.
      const bodies = validRestBodies(world);
      const withSmuggled = (body: unknown): unknown => {
        if (Array.isArray(body)) return body.map(withSmuggled);
        if (typeof body !== 'object' || body === null) return smuggled;
        return { ...Object.fromEntries(Object.entries(smuggled).filter(([field]) => !(field in body))), ...body };
      };
      for (const op of operations.filter((o) => o.bodySchema && o.method !== 'get')) {
        const cookie = isAdminRoute(operationName(op)) ? world.admin.cookie : world.user.cookie;
        const res = await rest(t, op.method, restUrl(op), cookie, withSmuggled(bodies[operationName(op)]));
        if (res.status !== 400 || !/role should not exist|Unrecognized key|role/.test(JSON.stringify(res.body.message))) wrong.push(`${operationName(op)} → ${res.status} ${JSON.stringify(res.body.message)}`);
      }
      expect(wrong).toEqual([]);
      expect(await databaseDigest(db)).toEqual(before);
      const [me] = await db.query(`SELECT role FROM users WHERE id = $1`, [world.user.id]);
      expect(me.role).toBe('user');
    });
  });
});
