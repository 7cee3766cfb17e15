import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Messages } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { readMail, resetTokenFrom, signUp, STRONG_PASSWORD, tokenCookie, uniqueEmail } from '../helpers/accounts';
import { flushTestRedis } from '../helpers/redis';
import { capturedLogger, errorMessage, INTERNALS, rest, trpcCall, type CapturedLogs } from '../helpers/security';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { eventually } from '../helpers/eventually';

// Its own file: one app per file (passport's strategy registry), here configured as in production.
describe('security: errors and logs in production (ASVS 16)', () => {
  let t: TestApp;
  let db: DataSource;
  let logs: CapturedLogs;
  const outbox = mkdtempSync(join(tmpdir(), 'medprep-sec-prod-outbox-'));
  const TRIGGERS = ['contact_messages', 'users'];

  beforeAll(async () => {
    await flushTestRedis();
    logs = capturedLogger('debug');
    t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-more-than-32-chars', OUTBOX_DIR: outbox }, logs.logger);
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterEach(async () => {
    for (const table of TRIGGERS) await db.query(`DROP TRIGGER IF EXISTS sec_test_fail ON ${table}`);
    await db.query(`DROP FUNCTION IF EXISTS sec_test_fail()`);
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  /** Makes every insert (or update) of `table` fail with a message that quotes SQL, as a driver error would. */
  async function failWrites(table: string, operation: 'INSERT' | 'UPDATE' = 'INSERT') {
    await db.query(`CREATE OR REPLACE FUNCTION sec_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'relation "secrets" violates constraint: SELECT password_hash FROM users'; END $$`);
    await db.query(`CREATE TRIGGER sec_test_fail BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION sec_test_fail()`);
  }

  describe('no stack trace or SQL in any response (16.x, 13.4)', () => {
    it('should answer a failing REST write with a bare 500 and log the cause on the server', async () => {
      await failWrites('contact_messages');
      const res = await t.http().post('/api/contact').send({ name: 'Sam Patel', email: 'sam@example.test', message: 'A question about group licences.' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: Messages.http.internal });
      expect(res.text).not.toMatch(INTERNALS);
      expect(logs.text()).toMatch(/password_hash FROM users/);
    });

    it('should answer a failing tRPC mutation with a bare INTERNAL_SERVER_ERROR, without a stack', async () => {
      const user = await signUp(t);
      await failWrites('users', 'UPDATE');
      const res = await trpcCall(t, 'mutation', 'users.updateUserSettings', { data: { userID: user.id, settingsData: { theme: 'dark' } } }, user.cookie);
      expect(res.status).toBe(500);
      expect(errorMessage(res.body)).toBe(Messages.http.internal);
      expect(res.text).not.toMatch(INTERNALS);
      expect(JSON.stringify(res.body)).not.toMatch(/stack|password_hash/);
    });

    it.each([
      ['a value Postgres refuses (NUL)', () => trpcCall(t, 'query', 'product.initProductVariantsWithExamKey', { examKey: 'ms\u0000ra' })],
      ['a malformed JSON body', () => t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":')],
      ['malformed tRPC input', () => t.http().get('/api/trpc/content.blog?input=%7Bnot-json')],
      ['an unknown route', () => t.http().get('/api/no/such/route')],
      ['a malformed uuid in a path', () => t.http().get('/api/admin/questions/not-a-uuid').set('Authorization', 'Bearer x')],
    ])('should answer %s with a 4xx whose message says nothing of the internals', async (_, send) => {
      const res = await send();
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof errorMessage(res.body)).toBe('string');
      expect(res.text).not.toMatch(INTERNALS);
    });
  });

  describe('authentication and authorisation failures are logged without secrets (16.2, 16.3)', () => {
    it('should log sign-in outcomes and every refusal, with who and where, and never a password or token', async () => {
      const user = await signUp(t, { password: STRONG_PASSWORD });
      const wrongPassword = 'Wrong-Horse-Battery-Staple-99';
      const before = logs.lines().length;

      await t.http().post('/api/auth/login').send({ email: user.email, password: wrongPassword }).expect(401);
      const signedIn = await t.http().post('/api/auth/login').send({ email: user.email, password: STRONG_PASSWORD }).expect(200);
      const freshToken = tokenCookie(signedIn).slice('token='.length);
      const forged = `${freshToken.split('.').slice(0, 2).join('.')}.c2lnbmF0dXJlLWZvcmdlZA`;
      await t.http().get('/api/auth/me').set('Authorization', `Bearer ${forged}`).expect(401);
      await rest(t, 'get', '/api/admin/exams', user.cookie).expect(403);
      await trpcCall(t, 'mutation', 'users.updateUserSettings', { data: { userID: user.id, settingsData: { theme: 'dark' } } }).expect(401);
      await t.http().post('/api/auth/logout').set('Cookie', user.cookie).expect(200);
      await trpcCall(t, 'query', 'performance.overview', undefined, user.cookie).expect(401);
      await t.http().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const resetToken = resetTokenFrom(await readMail(outbox, user.email));
      await t.http().post('/api/auth/password-reset/confirm').send({ token: resetToken, password: 'Sinus-Rhythm-Lantern-7' }).expect(200);

      // Log lines are written as each request ends, some after its reply.
      const lines = await eventually(() => {
        const written = logs.lines().slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
        const events = written.filter((l) => l.event).map((l) => `${l.event}:${l.outcome ?? l.code}`);
        expect(events).toEqual(
          expect.arrayContaining(['auth.login:failure', 'auth.login:success', 'access.denied:SESSION_INVALID', 'access.denied:FORBIDDEN', 'access.denied:UNAUTHORIZED']),
        );
        return written;
      });
      expect(lines.find((l) => l.event === 'auth.login' && l.outcome === 'failure')).toMatchObject({ email: user.email, level: 40 });
      expect(lines.find((l) => l.event === 'access.denied' && l.code === 'FORBIDDEN')).toMatchObject({ userId: user.id, path: '/api/admin/exams' });

      const text = logs.text();
      for (const secret of [wrongPassword, STRONG_PASSWORD, 'Sinus-Rhythm-Lantern-7', freshToken, forged, user.cookie.slice('token='.length), resetToken]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/"password"\s*:\s*"(?!\[redacted\])/);
      expect(text).not.toMatch(/"(cookie|authorization)"\s*:\s*"(?!\[redacted\])/i);
    });

    it('should not log the reset link in production (it carries the token)', async () => {
      const email = uniqueEmail('prod-reset');
      await t.http().post('/api/auth/register').send({ email, password: STRONG_PASSWORD, firstName: 'A', surname: 'B' }).expect(201);
      await t.http().post('/api/auth/password-reset').send({ email }).expect(202);
      const token = resetTokenFrom(await readMail(outbox, email));
      await eventually(() => expect(logs.text()).toMatch(/Mail to the development outbox/));
      expect(logs.text()).not.toContain(token);
    });
  });
});
