import { uniqueEmail } from '../helpers/accounts';
import { flushTestRedis } from '../helpers/redis';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Its own file: one app per file (passport's strategy registry), here behind one trusted proxy hop.
describe('security: the client address behind a trusted proxy (ASVS 15.3.4, 6.3.1)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
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
});
