import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { changesHeard } from '../helpers/change-feed';
import { signUp, STRONG_PASSWORD, tokenCookie, uniqueEmail } from '../helpers/accounts';
import { flushTestRedis } from '../helpers/redis';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { query } from '../helpers/trpc';

const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; sid: string; exp: number; iat: number };

function sign(header: object, payload: object, secret: string, digest: 'sha256' | 'sha384' | 'sha512' = 'sha256'): string {
  const unsigned = `${encode(header)}.${encode(payload)}`;
  return `${unsigned}.${createHmac(digest, secret).update(unsigned).digest('base64url')}`;
}

/** A JWT shape anywhere in a text: three base64url parts, the first starting like `{"`. */
const JWT_LIKE = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** ASVS 7.4.1 (logout), 9.1.x / 9.2.1 (self-contained tokens) and 3.3.x (cookies). */
describe('security: sessions and tokens (ASVS 7.4, 9, 3.3)', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  const tokenOf = (cookie: string) => cookie.slice('token='.length);
  const meWith = (token: string) => t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  describe('logout (7.4.1)', () => {
    it('should revoke the session row, so the token is refused on REST and tRPC, by cookie and by bearer', async () => {
      const user = await signUp(t);
      const token = tokenOf(user.cookie);
      await t.http().post('/api/auth/logout').set('Cookie', user.cookie).expect(200);
      const [row] = await db.query(`SELECT revoked_at FROM auth_sessions WHERE id = $1`, [claimsOf(token).sid]);
      expect(row.revoked_at).not.toBeNull();
      await meWith(token).expect(401);
      await t.http().get('/api/auth/me').set('Cookie', user.cookie).expect(401);
      await query(t, 'auth.me', undefined, user.cookie).expect(401);
      await query(t, 'performance.overview', undefined, user.cookie).expect(401);
    });

    it('should end only the session logged out of, not the same user\'s other sign-ins', async () => {
      const user = await signUp(t);
      const other = tokenCookie(await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200));
      await t.http().post('/api/auth/logout').set('Cookie', user.cookie).expect(200);
      await t.http().get('/api/auth/me').set('Cookie', other).expect(200);
    });
  });

  describe('JWT checks (9.1.1, 9.1.2, 9.2.1)', () => {
    it('should refuse a token whose claims were changed after signing (another user, another session)', async () => {
      const [victim, attacker] = [await signUp(t), await signUp(t)];
      const token = tokenOf(attacker.cookie);
      const [header, , signature] = token.split('.');
      const forged = `${header}.${encode({ ...claimsOf(token), sub: victim.id })}.${signature}`;
      await meWith(forged).expect(401);
      const resigned = sign({ alg: 'HS256', typ: 'JWT' }, { ...claimsOf(token), sub: victim.id }, 'a-guess-at-the-secret-a-guess-at-the');
      await meWith(resigned).expect(401);
    });

    it('should accept only HS256: the same claims signed with the right secret under HS384 or HS512 are refused', async () => {
      const user = await signUp(t);
      const claims = claimsOf(tokenOf(user.cookie));
      const secret = t.config.jwtSecret;
      await meWith(sign({ alg: 'HS256', typ: 'JWT' }, claims, secret)).expect(200);
      await meWith(sign({ alg: 'HS384', typ: 'JWT' }, claims, secret, 'sha384')).expect(401);
      await meWith(sign({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512')).expect(401);
      await meWith(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`).expect(401);
      await meWith(sign({ alg: 'RS256', typ: 'JWT' }, claims, secret)).expect(401);
    });

    it('should issue tokens that expire with the session, and refuse one past its exp', async () => {
      const user = await signUp(t);
      const claims = claimsOf(tokenOf(user.cookie));
      expect(claims.exp - claims.iat).toBe(t.config.sessionTtlMs / 1000);
      const expired = sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, t.config.jwtSecret);
      expect((await meWith(expired).expect(401)).body.code).toBe('SESSION_EXPIRED');
    });

    it('should refuse a token it accepted before once the token itself has expired, on tRPC and REST (no passport in front of a known token)', async () => {
      const user = await signUp(t);
      const exp = Math.floor(Date.now() / 1000) + 2;
      const shortLived = sign({ alg: 'HS256', typ: 'JWT' }, { ...claimsOf(tokenOf(user.cookie)), exp }, t.config.jwtSecret);
      await db.query(`UPDATE auth_sessions SET token_hash = encode(sha256($1::bytea), 'hex') WHERE id = $2`, [shortLived, claimsOf(shortLived).sid]);
      await changesHeard(t);
      await query(t, 'auth.me', undefined, `token=${shortLived}`).expect(200);
      await meWith(shortLived).expect(200);
      await meWith(shortLived).expect(200);
      await new Promise((resolve) => setTimeout(resolve, exp * 1000 + 50 - Date.now()));
      const refused = await query(t, 'auth.me', undefined, `token=${shortLived}`).expect(401);
      expect(refused.body.error.json.data.domainCode).toBe('SESSION_EXPIRED');
      expect((await meWith(shortLived).expect(401)).body.code).toBe('SESSION_EXPIRED');
    });

    it('should refuse a validly signed token whose session row has expired, even though the JWT has not', async () => {
      const user = await signUp(t);
      await db.query(`UPDATE auth_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [claimsOf(tokenOf(user.cookie)).sid]);
      await changesHeard(t);
      expect((await meWith(tokenOf(user.cookie)).expect(401)).body.code).toBe('SESSION_EXPIRED');
    });

    it('should refuse a validly signed token that names no session, or a session of someone else', async () => {
      const [a, b] = [await signUp(t), await signUp(t)];
      const secret = t.config.jwtSecret;
      const claimsA = claimsOf(tokenOf(a.cookie));
      const claimsB = claimsOf(tokenOf(b.cookie));
      await meWith(sign({ alg: 'HS256', typ: 'JWT' }, { ...claimsA, sid: '00000000-0000-4000-8000-000000000000' }, secret)).expect(401);
      // B's session id with A's user id: the row's token hash and owner do not match.
      await meWith(sign({ alg: 'HS256', typ: 'JWT' }, { ...claimsA, sid: claimsB.sid }, secret)).expect(401);
    });
  });

  describe('the cookie and the body (3.3.x)', () => {
    it('should set the token only as an HttpOnly, SameSite=Lax cookie with an expiry (Secure in production: auth-production-cookie.spec.ts)', async () => {
      const res = await t.http().post('/api/auth/register').send({ email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'A', surname: 'B' }).expect(201);
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('token='))!;
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Expires=/);
      expect(cookie).not.toMatch(/; Domain=/);
    });

    it('should never put the token in a JSON body: register, login, me (REST and tRPC), logout', async () => {
      const email = uniqueEmail();
      const bodies = [
        await t.http().post('/api/auth/register').send({ email, password: STRONG_PASSWORD, firstName: 'A', surname: 'B' }).expect(201),
      ];
      const login = await t.http().post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(200);
      const cookie = tokenCookie(login);
      bodies.push(login, await t.http().get('/api/auth/me').set('Cookie', cookie), await query(t, 'auth.me', undefined, cookie));
      bodies.push(await t.http().post('/api/auth/logout').set('Cookie', cookie));
      for (const res of bodies) {
        expect(res.text).not.toMatch(JWT_LIKE);
        expect(res.text).not.toContain(tokenOf(cookie));
        expect(res.text).not.toMatch(/"(token|accessToken|jwt|password|passwordHash)"/i);
      }
    });

    it('should not take a token from the query string', async () => {
      const user = await signUp(t);
      await t.http().get(`/api/auth/me?token=${tokenOf(user.cookie)}`).expect(200, { uid: null });
    });
  });
});
