import { STRONG_PASSWORD, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

// Its own file: passport keeps strategies in a process-wide registry, so one app per test file.
describe('the session cookie in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ COOKIE_SECURE: 'true' });
  });
  afterAll(() => t.close());

  it('should be marked Secure, HttpOnly and SameSite=Lax', async () => {
    const res = await t.http().post('/api/auth/register').send({ email: uniqueEmail(), password: STRONG_PASSWORD, firstName: 'A', surname: 'B' }).expect(201);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('token='))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});
