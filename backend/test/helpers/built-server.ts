import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
    /** Node options before the script (e.g. a test-only preload); with any, the child also gets an IPC channel for `ask`. */
    private readonly nodeArgs: readonly string[] = [],
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child!.pid!;
  }

  async start(timeoutMs = 60_000): Promise<void> {
    this.child = spawn(process.execPath, [...this.nodeArgs, join(BACKEND, 'dist', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(this.port), ...this.env },
      stdio: this.nodeArgs.length > 0 ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-200_000)));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-200_000)));
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

  /** Sends `message` over the IPC channel and resolves with the first reply carrying the same `id`. */
  ask<T>(message: { type: string } & Record<string, unknown>, timeoutMs = 60_000): Promise<T> {
    const child = this.child!;
    const id = `${Date.now()}-${Math.random()}`;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.off('message', onMessage);
        reject(new Error(`no reply to ${message.type} within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (reply: { id?: string }) => {
        if (reply?.id !== id) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(reply as T);
      };
      child.on('message', onMessage);
      child.send({ ...message, id });
    });
  }

  /** Resident set size in bytes, from /proc. */
  rss(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)![1]);
    return kb * 1024;
  }

  /** SIGTERM, then SIGKILL after 10 s; resolves with how the process ended. */
  async stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.child;
    if (!child || child.exitCode !== null) return { code: child?.exitCode ?? null, signal: null };
    this.child = null;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    const ended = await exited;
    clearTimeout(timer);
    return ended;
  }
}

/** Runs `node backend/dist/main.js` until it exits by itself (a start-up that fails), with its output. */
export function runServerUntilExit(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(BACKEND, 'dist', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server was still running after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The processes whose parent is pid (from /proc). */
export function childPids(pid: number): Array<{ pid: number; command: string }> {
  const children: Array<{ pid: number; command: string }> = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim() });
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
