import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

const BACKEND = join(__dirname, '..', '..');
const ROOT = join(BACKEND, '..');

/** Builds libs/shared and the backend if a source is newer than its build (the repository's own check). */
export function ensureBackendBuilt(): void {
  const script = `import(${JSON.stringify(join(ROOT, 'scripts', 'workspace.mjs'))}).then((m) => m.ensureBuilt(['@medprep/shared', '@medprep/backend']))`;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the backend failed');
}

/** Runs one of the built command-line tools (dist/cli/<name>.js), as `npm run …` would. */
export function runCli(name: string, env: Record<string, string>): { status: number; output: string } {
  const result = spawnSync(process.execPath, [join(BACKEND, 'dist', 'cli', `${name}.js`)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

/** The same Postgres server, another database (named after the test one, so it contains "test"). */
export function siblingDatabaseUrl(suffix: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/test/.test(name)) throw new Error(`Refusing to drop ${name}`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Another numbered Redis database on the same server as the tests' (never database 0). */
export function siblingRedisUrl(offset: number): string {
  const url = new URL(process.env.REDIS_URL!);
  const db = Number(url.pathname.slice(1) || '1');
  url.pathname = `/${((db + offset - 1) % 15) + 1}`;
  return url.toString();
}

/** `node backend/dist/main.js` on its own port, as production runs it. */
export class BuiltServer {
  private child: ChildProcess | null = null;
  output = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child!.pid!;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    this.child = spawn(process.execPath, [join(BACKEND, 'dist', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(this.port), ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000)));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000)));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the server exited (${this.child.exitCode}):\n${this.output}`);
      try {
        if ((await fetch(`${this.url}/api/test`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer within ${timeoutMs} ms:\n${this.output}`);
  }

  /** Resident set size in bytes, from /proc. */
  rss(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)![1]);
    return kb * 1024;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.child = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
