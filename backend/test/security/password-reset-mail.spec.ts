import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { signUp, uniqueEmail } from '../helpers/accounts';
import { flushTestRedis } from '../helpers/redis';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Its own file: one app per file (passport's strategy registry), here sending mail over SMTP to a
 * server that accepts the connection and never answers, as a hung mail relay would.
 */
describe('security: a password-reset reply does not wait for the mail transport (ASVS 6.3.8)', () => {
  let t: TestApp;
  let relay: Server;
  const sockets: Socket[] = [];
  let reached: () => void;
  const connection = new Promise<void>((resolve) => (reached = resolve));

  beforeAll(async () => {
    await flushTestRedis();
    relay = createServer((socket) => {
      sockets.push(socket);
      reached();
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${(relay.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    // Hanging up lets the stuck delivery fail at once, so that shutting down need not wait for it.
    for (const socket of sockets) socket.destroy();
    relay.close();
    await t.close();
  });

  it('should answer a known and an unknown address alike while the mail server has not even greeted, and still hand the mail to it', async () => {
    const user = await signUp(t);
    const known = await t.http().post('/api/auth/password-reset').timeout(10_000).send({ email: user.email });
    const unknown = await t.http().post('/api/auth/password-reset').timeout(10_000).send({ email: uniqueEmail('ghost') });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(unknown.body).toEqual(known.body);
    await connection;
    expect(sockets.length).toBe(1);
  });
});
