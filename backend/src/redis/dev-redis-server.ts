import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { Logger } from 'pino';
import type { LocalService } from '../startup/local-service';
import { StartupError } from '../startup/startup-error';
import { freePort } from '../startup/tcp';

interface DevRedisOptions {
  /** The folder holding the development defaults' data: Redis keeps its snapshot in `<dataDir>/redis`. */
  dataDir: string;
  /** Said in messages: what was tried before looking for redis-server. */
  tried: string;
  logger: Logger;
}

const READY_TIMEOUT_MS = 15_000;

/** The one command per platform that installs and starts Redis. */
export const INSTALL_REDIS = [
  'Debian/Ubuntu: sudo apt-get install redis-server',
  'macOS:         brew install redis && brew services start redis',
  'Docker:        docker run -d -p 6379:6379 redis:7',
];

function onPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

/**
 * redis-server from the PATH for a development machine where nothing answers at the default
 * address: on 127.0.0.1 and a free port, its snapshot under `<dataDir>/redis`. Stopped with the
 * server (SIGTERM: Redis saves, then exits).
 */
export async function startDevRedisServer({ dataDir, tried, logger }: DevRedisOptions): Promise<LocalService> {
  const command = onPath('redis-server');
  if (!command) {
    throw new StartupError(
      'Redis is not running here and redis-server is not installed.',
      `${tried}, then redis-server on the PATH`,
      'nothing answers at that address and no redis-server command was found on the PATH',
      ['install and start Redis 7+, then run npm start again:', ...INSTALL_REDIS.map((line) => `  ${line}`), 'or set REDIS_URL to a Redis that runs.'],
    );
  }
  const dir = join(dataDir, 'redis');
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(command, ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--daemonize', 'no', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const fail = (reason: string) =>
    new StartupError('the development redis-server did not start.', `${tried}, then ${command} on 127.0.0.1:${port} with its data in ${dir}`, reason, [
      "read Redis's own words above,",
      'or set REDIS_URL to a Redis that runs.',
    ]);

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(fail(`no "Ready to accept connections" within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        if (output.length > 20) output.shift();
        logger.debug({ redis: line }, 'development redis-server');
        if (line.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    // Read for as long as it runs: a full pipe would block its logging.
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(fail(error.message));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(fail(`redis-server exited (${signal ?? `code ${code}`}) before accepting connections: ${output.slice(-5).join(' | ')}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the process end without the ordered shutdown, Redis still goes with it.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  logger.info({ port, dataDir: dir }, `No Redis answers at ${tried}: started ${command} on 127.0.0.1:${port} (data in ${dir}); it stops with the server`);
  return { url: `redis://127.0.0.1:${port}`, name: 'development redis-server', stop };
}
