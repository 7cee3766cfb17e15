import { Messages } from '@medprep/shared';
import { signUp, STRONG_PASSWORD, uniqueEmail } from '../helpers/accounts';
import { flushTestRedis } from '../helpers/redis';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Its own file: one app per file (passport's strategy registry), here behind one trusted proxy hop.
describe('security: the client address behind a trusted proxy (ASVS 15.3.4, 6.3.1)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The sign-up limit at its production default (the suite's own setup raises it).
    t = await createTestApp({ TRUST_PROXY: '1', REGISTRATIONS_PER_ADDRESS_PER_HOUR: '' });
  });
  beforeEach(() => flushTestRedis());
  afterAll(() => t.close());

  const failLogin = (forwardedFor: string) =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send({ email: uniqueEmail('spray'), password: 'guess-123' });

  it('should count failures per client address as the proxy reports it', async () => {
    for (let i = 0; i < 20; i++) await failLogin('203.0.113.7').expect(401);
    await failLogin('203.0.113.7').expect(429);
    await failLogin('203.0.113.8').expect(401);
  });

  it('should trust only the hop the proxy appended, so a client cannot rotate its way past the limit', async () => {
    for (let i = 0; i < 20; i++) await failLogin(`10.${i}.0.1, 203.0.113.9`).expect(401);
    await failLogin('10.99.0.1, 203.0.113.9').expect(429);
  });

  const login = (email: string, password: string, forwardedFor: string) =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send({ email, password });

  it('should not let one address lock the owner out: its 5 failures block that address only', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 5; i++) await login(user.email, `wrong-${i}`, '203.0.113.40').expect(401);
    const blocked = await login(user.email, user.password, '203.0.113.40').expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await login(user.email, user.password, '198.51.100.41').expect(200);
  });

  it('should stop guessing on one account spread over many addresses after 50 failures, the right password included', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 50; i++) await login(user.email, `wrong-${i}`, `198.51.100.${(i % 10) + 1}`).expect(401);
    const blocked = await login(user.email, user.password, '198.51.100.200').expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('sign-ups', () => {
    const register = (forwardedFor: string) =>
      t.http().post('/api/auth/register').set('X-Forwarded-For', forwardedFor).send({ email: uniqueEmail('burst'), password: STRONG_PASSWORD, firstName: 'Amelia', surname: 'Hart' });

    it('should let one address create 10 accounts an hour: a burst of 40 gets 10 accounts and 30 refusals with Retry-After', async () => {
      const burst = await Promise.all(Array.from({ length: 40 }, () => register('203.0.113.50')));
      expect(burst.map((res) => res.status).sort()).toEqual([...Array(10).fill(201), ...Array(30).fill(429)]);
      for (const res of burst.filter((r) => r.status === 429)) {
        expect(res.body.code).toBe('TOO_MANY_SIGN_UPS');
        expect(res.body.message).toBe(Messages.auth.tooManySignUps(Number(res.headers['retry-after'])));
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
      }
      await register('203.0.113.51').expect(201);
    });

    it('should not count a sign-up refused for a weak password', async () => {
      for (let i = 0; i < 12; i++) {
        await t.http().post('/api/auth/register').set('X-Forwarded-For', '203.0.113.52').send({ email: uniqueEmail('weak'), password: 'password1', firstName: 'A', surname: 'B' }).expect(400);
      }
      await register('203.0.113.52').expect(201);
    });
  });
});
