import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LiveCloseCodes, LIVE_MAX_FRAME_BYTES } from '@medprep/shared';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { signUp, tokenCookie, type SignedUpUser } from './helpers/accounts';
import { eventually } from './helpers/eventually';
import { TEST_CARD, variantOf } from './helpers/catalogue';
import { closedWithin, listenForSockets, LiveSocket } from './helpers/live-socket';
import { flushTestRedis } from './helpers/redis';
import { createTestApp, type TestApp } from './helpers/test-app';
import { mutate, resultData } from './helpers/trpc';

describe('live channel (/api/live)', () => {
  let t: TestApp;
  let url: string;
  const sockets: LiveSocket[] = [];
  const open = async (cookie?: string) => {
    const socket = new LiveSocket(url, cookie);
    sockets.push(socket);
    await socket.opened;
    return socket;
  };

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp();
    url = await listenForSockets(t);
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (user: SignedUpUser) => tokenCookie(await t.http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200));

  it('should answer PING with PONG on a socket signed in by the cookie', async () => {
    const user = await signUp(t);
    const socket = await open(user.cookie);
    socket.send(JSON.stringify({ type: 'PING' }));
    expect(await socket.next('PONG')).toEqual({ type: 'PONG' });
  });

  it('should refuse a socket without a session cookie, or with a signed-out one, with 4401', async () => {
    expect((await closedWithin(await open())).code).toBe(LiveCloseCodes.unauthorized);
    expect((await closedWithin(await open('token=not-a-jwt'))).code).toBe(LiveCloseCodes.unauthorized);
    const user = await signUp(t);
    await t.http().post('/api/auth/logout').set('Cookie', user.cookie).expect(200);
    expect((await closedWithin(await open(user.cookie))).code).toBe(LiveCloseCodes.unauthorized);
  });

  it('should close only the socket that sent a malformed or oversized frame, with 1008 or 1009', async () => {
    const user = await signUp(t);
    const bystander = await open(user.cookie);
    const cases: Array<[string | Buffer, number]> = [
      ['not json', LiveCloseCodes.policy],
      ['{"type":"HELLO"}', LiveCloseCodes.policy],
      ['[1,2]', LiveCloseCodes.policy],
      [Buffer.from([1, 2, 3]), LiveCloseCodes.policy],
      [JSON.stringify({ type: 'PING', pad: 'x'.repeat(LIVE_MAX_FRAME_BYTES) }), LiveCloseCodes.tooBig],
    ];
    for (const [frame, code] of cases) {
      const sender = await open(user.cookie);
      await sender.ping();
      sender.send(frame);
      expect((await closedWithin(sender)).code).toBe(code);
      await bystander.ping();
    }
    await t.http().get('/api/health').expect(200);
  });

  it("should tell a session's sockets within a second when it signs out, and leave the user's other sessions signed in", async () => {
    const user = await signUp(t);
    const otherSessionCookie = await signIn(user);
    const tab = await open(user.cookie);
    const secondTab = await open(user.cookie);
    const otherDevice = await open(otherSessionCookie);
    await Promise.all([tab.ping(), secondTab.ping(), otherDevice.ping()]);

    await t.http().post('/api/auth/logout').set('Cookie', user.cookie).expect(200);

    await Promise.all([secondTab.next('auth.revoked', 1000), tab.next('auth.revoked', 1000)]);
    expect((await closedWithin(secondTab, 1000)).code).toBe(LiveCloseCodes.unauthorized);
    await otherDevice.ping();
    expect(otherDevice.frames.some((f) => f.type === 'auth.revoked')).toBe(false);
  });

  it('should sign out the other sessions when the e-mail is changed from one of them', async () => {
    const user = await signUp(t);
    const otherSessionCookie = await signIn(user);
    const here = await open(user.cookie);
    const elsewhere = await open(otherSessionCookie);
    await Promise.all([here.ping(), elsewhere.ping()]);
    const email = `moved.${user.email}`;
    await mutate(t, 'users.updateUserAccount', { data: { accountData: { email, currentPassword: user.password } } }, user.cookie).expect(200);
    await elsewhere.next('auth.revoked', 1000);
    expect((await closedWithin(elsewhere, 1000)).code).toBe(LiveCloseCodes.unauthorized);
    await here.ping();
    expect(here.frames.some((f) => f.type === 'auth.revoked')).toBe(false);
  });

  it("should tell the user's sockets when a trial is claimed, and send a running session's clock on SUBSCRIBE and on each sync", async () => {
    const user = await signUp(t);
    const dashboard = await open(user.cookie);
    await dashboard.ping();
    await mutate(t, 'exams.createTrialForUser', { userID: user.id, examSlug: 'msra' }, user.cookie).expect(200);
    await dashboard.next('access.changed', 1000);

    const started = await t.http().post('/api/r/s/init').set('Cookie', user.cookie).send({ exam: 'msra', mode: 'timed', count: 3 }).expect(201);
    const sessionId = started.body.id as string;
    const player = await open(user.cookie);
    player.send(JSON.stringify({ type: 'SUBSCRIBE', sessionId }));
    const clock = await player.next('session.clock');
    expect(clock).toMatchObject({ sessionId, ended: false });
    expect(clock.remainingMs).toBeGreaterThan(0);
    expect(clock.remainingMs).toBeLessThanOrEqual(started.body.timeLimitMs);
    expect(Math.abs((clock.serverNow as number) - Date.now())).toBeLessThan(5000);

    await t.http().post('/api/r/s/st').set('Cookie', user.cookie).send({ sessionId, elapsedMs: 1000 }).expect(200);
    expect(await dashboard.next('session.clock', 1000)).toMatchObject({ sessionId });
  });

  it("should tell the buyer's other devices when an order is paid", async () => {
    const db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    try {
      const user = await signUp(t);
      const otherDevice = await open(await signIn(user));
      await otherDevice.ping();
      const variant = await variantOf(db, 'mrcp-1', 1, 'gbp');
      const { orderId } = resultData<{ orderId: string }>((await mutate(t, 'checkout.createPayment', { variantId: variant.id, checkoutType: 'product' }, user.cookie).expect(200)).body);
      expect(otherDevice.frames.some((f) => f.type === 'access.changed')).toBe(false);
      await mutate(t, 'checkout.confirmLocalPayment', { orderId, card: TEST_CARD }, user.cookie).expect(200);
      await otherDevice.next('access.changed', 1000);
    } finally {
      await db.destroy();
    }
  });

  it("should ignore a SUBSCRIBE to another user's session", async () => {
    const user = await signUp(t);
    const socket = await open(user.cookie);
    socket.send(JSON.stringify({ type: 'SUBSCRIBE', sessionId: '00000000-0000-4000-8000-000000000000' }));
    await socket.ping();
    expect(socket.frames.map((f) => f.type)).toEqual(['PONG']);
  });
});

describe('live channel across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp(), createTestApp()]);
    await listenForSockets(a);
    urlB = await listenForSockets(b);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([a.close(), b.close()]);
  });

  it('should deliver a sign-out on one instance to a socket on another', async () => {
    const user = await signUp(a);
    const socket = new LiveSocket(urlB, user.cookie);
    sockets.push(socket);
    await socket.opened;
    await socket.ping();
    await a.http().post('/api/auth/logout').set('Cookie', user.cookie).expect(200);
    await socket.next('auth.revoked', 1000);
  });

  it('should announce a new web app build to open sockets when an instance starts with it', async () => {
    const user = await signUp(a);
    const socket = new LiveSocket(urlB, user.cookie);
    sockets.push(socket);
    await socket.opened;
    await socket.ping();
    const dist = mkdtempSync(join(tmpdir(), 'medprep-build-'));
    const id = `build-${randomUUID()}`;
    mkdirSync(join(dist, 'builds'));
    writeFileSync(join(dist, 'builds', 'latest.json'), JSON.stringify({ id, builtAt: new Date().toISOString() }));
    const deployed = await createTestApp({ FRONTEND_DIST: dist });
    try {
      await eventually(() => expect(socket.frames).toContainEqual({ type: 'build.new', id }), 2000);
    } finally {
      await deployed.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('live channel keep-alive', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ LIVE_IDLE_TIMEOUT_SECONDS: '0.5' });
    url = await listenForSockets(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('should drop a socket that stays silent past the idle timeout', async () => {
    const user = await signUp(t);
    const socket = new LiveSocket(url, user.cookie);
    await socket.opened;
    await socket.ping();
    await closedWithin(socket, 5000);
  });
});
