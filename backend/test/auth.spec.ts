import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Messages, registerInputSchema } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { readMail, resetTokenFrom, signUp, STRONG_PASSWORD, tokenCookie, uniqueEmail } from './helpers/accounts';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';

function signJwt(header: object, payload: object, secret: string | null): string {
  const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  const signature = secret === null ? '' : createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

describe('accounts over REST', () => {
  let t: TestApp;
  let db: DataSource;
  const outbox = mkdtempSync(join(tmpdir(), 'medprep-outbox-'));

  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_DIR: outbox });
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  beforeEach(() => flushTestRedis());
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  describe('register, me, logout', () => {
    it('should create the account, sign it in with a safe cookie, and never put a credential in the body', async () => {
      const email = uniqueEmail('Amelia.Hart');
      const res = await t.http().post('/api/auth/register').send({ email, password: STRONG_PASSWORD, firstName: ' Amelia ', surname: 'Hart' }).expect(201);
      expect(res.body).toMatchObject({ email: email.toLowerCase(), firstName: 'Amelia', surname: 'Hart', role: { value: 'user' } });
      expect(res.body.access).toEqual({ access: 'none', subscriptions: [], trial: null });
      expect(JSON.stringify(res.body)).not.toMatch(/password|token/i);
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('token='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
    });

    it('should answer me with the user for their cookie, under /api, /dashboard/api and /s/api', async () => {
      const user = await signUp(t);
      for (const path of ['/api/auth/me', '/dashboard/api/auth/me', '/s/api/auth/me']) {
        const res = await t.http().get(path).set('Cookie', user.cookie).expect(200);
        expect(res.body).toMatchObject({ id: user.id, email: user.email, settings: { theme: 'light' }, examDates: [] });
      }
    });

    it('should answer me with {uid: null} for a visitor', async () => {
      await t.http().get('/api/auth/me').expect(200, { uid: null });
    });

    it('should accept the token as a bearer header for API clients', async () => {
      const user = await signUp(t);
      const token = user.cookie.slice('token='.length);
      const res = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body.id).toBe(user.id);
    });

    it('should end the session on logout so that replaying the cookie is refused', async () => {
      const user = await signUp(t);
      const res = await t.http().post('/s/api/auth/logout').set('Cookie', user.cookie).expect(200, { ok: true, error: null });
      expect((res.headers['set-cookie'] as unknown as string[]).some((c) => /^token=;/.test(c))).toBe(true);
      const replay = await t.http().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
      expect(replay.body.code).toBe('SESSION_INVALID');
    });

    it('should refuse a duplicate e-mail in any letter case with a 409', async () => {
      const user = await signUp(t);
      const res = await t.http().post('/api/auth/register').send({ email: user.email.toUpperCase(), password: STRONG_PASSWORD, firstName: 'A', surname: 'B' }).expect(409);
      expect(res.body.message).toBe(Messages.auth.emailTaken);
    });

    it.each([
      ['a short password', { password: 'short' }, /Use at least 8 characters\./],
      ['a 129-character password', { password: 'x'.repeat(129) }, /Use at most 128 characters\./],
      ['a common password', { password: 'password123' }, /too easy to guess/],
      ['an invalid e-mail', { email: 'not-an-email' }, /valid e-mail/],
      ['an unknown field', { role: 'admin' }, /Unrecognized key: \\"role\\"/],
    ])('should refuse %s with a 400 that says why', async (_, change, message) => {
      const body = { email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'A', surname: 'B', ...change };
      const res = await t.http().post('/api/auth/register').send(body).expect(400);
      expect(JSON.stringify(res.body.message)).toMatch(message);
    });

    it('should refuse bad input with the very words of the sign-up form (the shared schema), naming each field', async () => {
      const formSays = (body: object) => registerInputSchema.safeParse(body).error!.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      const shortPassword = { email: uniqueEmail(), password: 'short', firstName: 'Amelia', surname: 'Hart' };
      const [passwordRule] = formSays(shortPassword);
      const one = await t.http().post('/api/auth/register').send(shortPassword).expect(400);
      expect(one.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: passwordRule.message, details: { fields: [passwordRule] } });

      const everythingWrong = { email: 'not-an-email', password: 'short', firstName: '  ', surname: 'Hart' };
      const many = await t.http().post('/api/auth/register').send(everythingWrong).expect(400);
      expect(many.body.code).toBe('VALIDATION_FAILED');
      expect(many.body.details.fields).toEqual(formSays(everythingWrong));
    });
  });

  describe('login', () => {
    it('should sign in with the right password and refuse a wrong one or an unknown e-mail alike', async () => {
      const user = await signUp(t);
      const ok = await t.http().post('/api/auth/login').send({ email: user.email.toUpperCase(), password: user.password }).expect(200);
      expect(ok.body.id).toBe(user.id);
      expect(tokenCookie(ok)).toMatch(/^token=/);
      const wrongPassword = await t.http().post('/api/auth/login').send({ email: user.email, password: 'not-the-password' });
      const unknownEmail = await t.http().post('/api/auth/login').send({ email: uniqueEmail('nobody'), password: 'not-the-password' });
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(unknownEmail.body).toEqual(wrongPassword.body);
      expect(wrongPassword.body.message).toBe(Messages.auth.invalidCredentials);
    });

    it('should answer the 6th failed login for one account with a 429 and Retry-After, even with the right password', async () => {
      const user = await signUp(t);
      for (let i = 0; i < 5; i++) {
        await t.http().post('/api/auth/login').send({ email: user.email, password: `wrong-${i}` }).expect(401);
      }
      const blocked = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.body.message).toMatch(/Too many attempts/);
    });

    it('should limit failed logins per client address across many accounts', async () => {
      for (let i = 0; i < 20; i++) {
        await t.http().post('/api/auth/login').send({ email: uniqueEmail(`spray${i}`), password: 'guess-123' }).expect(401);
      }
      await t.http().post('/api/auth/login').send({ email: uniqueEmail('spray-last'), password: 'guess-123' }).expect(429);
    });
  });

  describe('tokens', () => {
    const secret = () => t.config.jwtSecret;

    it('should refuse a token with alg none', async () => {
      const user = await signUp(t);
      const [, payload] = user.cookie.slice(6).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      await t.http().get('/api/auth/me').set('Cookie', `token=${signJwt({ alg: 'none', typ: 'JWT' }, claims, null)}`).expect(401);
    });

    it('should refuse a token signed with another key', async () => {
      const user = await signUp(t);
      const claims = JSON.parse(Buffer.from(user.cookie.slice(6).split('.')[1], 'base64url').toString());
      await t.http().get('/api/auth/me').set('Cookie', `token=${signJwt({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-another-secret-xx')}`).expect(401);
    });

    it('should refuse an expired token with "Session expired"', async () => {
      const user = await signUp(t);
      const claims = JSON.parse(Buffer.from(user.cookie.slice(6).split('.')[1], 'base64url').toString());
      const expired = signJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, secret());
      const res = await t.http().get('/api/auth/me').set('Cookie', `token=${expired}`).expect(401);
      expect(res.body.message).toBe('Session expired');
    });

    it('should refuse garbage in the cookie with a 401, not a 500', async () => {
      await t.http().get('/api/auth/me').set('Cookie', 'token=not.a.jwt').expect(401);
      await t.http().get('/api/auth/me').set('Authorization', 'Bearer %%%').expect(401);
    });
  });

  describe('password reset', () => {
    it('should answer a known and an unknown e-mail identically', async () => {
      const user = await signUp(t);
      const known = await t.http().post('/api/auth/password-reset').send({ email: user.email });
      const unknown = await t.http().post('/api/auth/password-reset').send({ email: uniqueEmail('ghost') });
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      expect(unknown.body).toEqual(known.body);
      expect(known.body.message).toBe(Messages.auth.resetRequested);
    });

    it('should set a new password once with the e-mailed token, ending every other session', async () => {
      const user = await signUp(t);
      const otherDevice = tokenCookie(await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200));
      await t.http().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const token = resetTokenFrom(await readMail(outbox, user.email));
      const [row] = await db.query(`SELECT token_hash FROM password_resets ORDER BY created_at DESC LIMIT 1`);
      expect(row.token_hash).not.toContain(token);

      const newPassword = 'Sinus-Rhythm-Lantern-7';
      await t.http().post('/api/auth/password-reset/confirm').send({ token, password: newPassword }).expect(200);
      await t.http().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
      await t.http().get('/api/auth/me').set('Cookie', otherDevice).expect(401);
      await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
      await t.http().post('/api/auth/login').send({ email: user.email, password: newPassword }).expect(200);

      const again = await t.http().post('/api/auth/password-reset/confirm').send({ token, password: 'Another-Strong-Phrase-9' }).expect(400);
      expect(again.body.message).toBe(Messages.auth.resetLinkInvalid);
    });

    it('should refuse a token older than an hour', async () => {
      const user = await signUp(t);
      await t.http().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const token = resetTokenFrom(await readMail(outbox, user.email));
      await db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
      const res = await t.http().post('/api/auth/password-reset/confirm').send({ token, password: 'Sinus-Rhythm-Lantern-7' }).expect(400);
      expect(res.body.message).toBe(Messages.auth.resetLinkExpired);
    });

    it('should refuse a weak new password and keep the token usable', async () => {
      const user = await signUp(t);
      await t.http().post('/api/auth/password-reset').send({ email: user.email }).expect(202);
      const token = resetTokenFrom(await readMail(outbox, user.email));
      await t.http().post('/api/auth/password-reset/confirm').send({ token, password: 'password1' }).expect(400);
      await t.http().post('/api/auth/password-reset/confirm').send({ token, password: 'Sinus-Rhythm-Lantern-7' }).expect(200);
    });
  });

  describe('cross-site requests', () => {
    it('should refuse a state-changing request from a foreign origin', async () => {
      const res = await t.http().post('/api/auth/login').set('Origin', 'https://evil.example').send({ email: uniqueEmail(), password: 'x' }).expect(403);
      expect(res.body.message).toBe(Messages.http.crossSite);
      await t.http().post('/api/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
    });

    it('should let the service\'s own origin through', async () => {
      const user = await signUp(t);
      await t.http().post('/api/auth/login').set('Origin', t.config.publicUrl).send({ email: user.email, password: user.password }).expect(200);
    });

    it('should refuse a tRPC POST sent as a form', async () => {
      const user = await signUp(t);
      await t.http().post('/api/trpc/users.updateUserSettings').set('Cookie', user.cookie).type('form').send('json=1').expect(415);
    });
  });
});
