import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probe } from '../src/startup/tcp';
import { BuiltServer, childPids, ensureBackendBuilt, isAlive, runServerUntilExit } from './helpers/built-server';

/** Ports where nothing answers, standing in for a machine with no PostgreSQL and no Redis. */
const DEAD_POSTGRES = 5492;
const DEAD_POSTGRES_2 = 5493;
const DEAD_REDIS = 6482;
const DEAD_REDIS_2 = 6483;
const DEAD_REDIS_3 = 6484;

/** Unset for the server: an empty variable counts as unset. */
const UNSET = '';

beforeAll(async () => {
  ensureBackendBuilt();
  for (const port of [DEAD_POSTGRES, DEAD_POSTGRES_2, DEAD_REDIS, DEAD_REDIS_2, DEAD_REDIS_3]) {
    expect({ port, ...(await probe('127.0.0.1', port)) }).toEqual({ port, answering: false, code: 'ECONNREFUSED' });
  }
}, 120_000);

describe('npm start on a machine with no PostgreSQL and no Redis (the built server)', () => {
  let dataDir: string;
  let server: BuiltServer | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'medprep-local-'));
    // Run as root, PostgreSQL runs as the user "postgres", which must reach its data directory.
    chmodSync(dataDir, 0o755);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should start an embedded PostgreSQL and a redis-server, report both up, and leave no process behind after SIGTERM', async () => {
    server = new BuiltServer(5491, {
      NODE_ENV: 'development',
      DATABASE_URL: UNSET,
      REDIS_URL: UNSET,
      DEFAULT_DATABASE_URL: `postgres://postgres@127.0.0.1:${DEAD_POSTGRES}/medprep`,
      DEFAULT_REDIS_URL: `redis://127.0.0.1:${DEAD_REDIS}`,
      LOCAL_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    await server.start(120_000);

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', details: { database: { status: 'up' }, redis: { status: 'up' } } });
    expect(server.output).toMatch(
      `No PostgreSQL answers at postgres://postgres@127.0.0.1:${DEAD_POSTGRES}/medprep (the default; DATABASE_URL is not set): started an embedded PostgreSQL`,
    );
    expect(server.output).toMatch(`No Redis answers at redis://127.0.0.1:${DEAD_REDIS} (the default; REDIS_URL is not set): started`);

    const lockFile = join(dataDir, 'postgres', 'data', 'postmaster.pid');
    const postmaster = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
    const children = childPids(server.pid);
    expect(children.map((c) => c.pid)).toContain(postmaster);
    expect(children.some((c) => c.command.includes('redis-server'))).toBe(true);
    expect(existsSync(join(dataDir, 'postgres', 'password'))).toBe(true);

    const ended = await server.stop();
    expect(ended).toEqual({ code: 0, signal: null });
    // The server waits for both before exiting: nothing is left at the moment it is gone.
    expect(children.filter((c) => isAlive(c.pid))).toEqual([]);
    expect(existsSync(lockFile)).toBe(false);
    expect(server.output).toMatch('stopped the embedded PostgreSQL');
    expect(server.output).toMatch('stopped the development redis-server');
  }, 180_000);
});

describe('start-up failures say what was tried, why it failed and how to fix it', () => {
  const testDatabase = process.env.DATABASE_URL!;
  const testRedis = process.env.REDIS_URL!;

  it('should name DATABASE_URL, the address and the fix when PostgreSQL refuses the connection', async () => {
    const { code, output } = await runServerUntilExit({
      PORT: '5495',
      DATABASE_URL: `postgres://medprep:s3cret@127.0.0.1:${DEAD_POSTGRES_2}/medprep`,
      REDIS_URL: testRedis,
    });
    expect(code).toBe(1);
    expect(output).toContain('MedPrep could not start: PostgreSQL refused the connection.');
    expect(output).toContain(`tried: postgres://medprep:***@127.0.0.1:${DEAD_POSTGRES_2}/medprep (DATABASE_URL)`);
    expect(output).toContain(`why:   nothing is listening at 127.0.0.1:${DEAD_POSTGRES_2} (connection refused)`);
    expect(output).toContain(`fix:   start PostgreSQL 15+ at 127.0.0.1:${DEAD_POSTGRES_2}`);
    expect(output).toContain('or unset DATABASE_URL');
    expect(output).not.toContain('s3cret');
  }, 90_000);

  it('should name REDIS_URL, the address tried and the install command per platform when no Redis answers and none is installed', async () => {
    const emptyPath = mkdtempSync(join(tmpdir(), 'medprep-no-redis-'));
    try {
      const { code, output } = await runServerUntilExit({
        PORT: '5495',
        NODE_ENV: 'development',
        REDIS_URL: UNSET,
        DEFAULT_REDIS_URL: `redis://127.0.0.1:${DEAD_REDIS_2}`,
        DATABASE_URL: testDatabase,
        PATH: emptyPath,
      });
      expect(code).toBe(1);
      expect(output).toContain('MedPrep could not start: Redis is not running here and redis-server is not installed.');
      expect(output).toContain(`tried: redis://127.0.0.1:${DEAD_REDIS_2} (the default; REDIS_URL is not set), then redis-server on the PATH`);
      expect(output).toContain('Debian/Ubuntu: sudo apt-get install redis-server');
      expect(output).toContain('macOS:         brew install redis && brew services start redis');
      expect(output).toContain('Docker:        docker run -d -p 6379:6379 redis:7');
      expect(output).toContain('or set REDIS_URL to a Redis that runs.');
    } finally {
      rmSync(emptyPath, { recursive: true, force: true });
    }
  }, 90_000);

  it('should say once that a configured Redis refuses connections, with the fix, and serve without it', async () => {
    const server = new BuiltServer(5496, {
      NODE_ENV: 'development',
      DATABASE_URL: testDatabase,
      REDIS_URL: `redis://127.0.0.1:${DEAD_REDIS_3}`,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
    });
    try {
      await server.start(90_000);
      expect(server.output).toContain(
        `Redis does not answer at redis://127.0.0.1:${DEAD_REDIS_3} (REDIS_URL): nothing is listening at 127.0.0.1:${DEAD_REDIS_3} (connection refused). MedPrep starts without it`,
      );
      expect(server.output).toContain(`Fix: start Redis 7+ at 127.0.0.1:${DEAD_REDIS_3} or set REDIS_URL to a Redis that runs`);
      expect(server.output.split('Redis does not answer at').length - 1).toBe(1);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
      expect((await fetch(`${server.url}/api/exams`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);

  describe('with the port taken', () => {
    let holder: Server;
    beforeAll(() => new Promise<void>((resolve) => (holder = createServer().listen(5494, '127.0.0.1', resolve))));
    afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

    it('should say the port is in use and how to choose another, before starting anything', async () => {
      const { code, output } = await runServerUntilExit({ PORT: '5494', DATABASE_URL: testDatabase, REDIS_URL: testRedis });
      expect(code).toBe(1);
      expect(output).toContain('MedPrep could not start: port 5494 is already in use.');
      expect(output).toContain('tried: listening for HTTP on 127.0.0.1:5494 (HOST and PORT)');
      expect(output).toContain('or choose another port: PORT=5495 npm start');
      expect(output).not.toContain('applied migrations');
    }, 90_000);
  });

  it('should name the bad setting', async () => {
    const { code, output } = await runServerUntilExit({ PORT: 'eighty', DATABASE_URL: testDatabase, REDIS_URL: testRedis });
    expect(code).toBe(1);
    expect(output).toContain('MedPrep could not start: a setting is invalid.');
    expect(output).toContain('why:   PORT: must be a port number');
  }, 90_000);

  it('should require DATABASE_URL in production rather than start a database of its own', async () => {
    const { code, output } = await runServerUntilExit({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
      DATABASE_URL: UNSET,
      DEFAULT_DATABASE_URL: `postgres://postgres@127.0.0.1:${DEAD_POSTGRES}/medprep`,
      REDIS_URL: testRedis,
      PORT: '5495',
    });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL: is required in production');
    expect(output).not.toContain('embedded');
  }, 90_000);
});
