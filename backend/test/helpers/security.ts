import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import superjson from 'superjson';
import type { DataSource } from 'typeorm';
import { createLogger } from '../../src/common/logging/logger';
import { signUp, type SignedUpUser } from './accounts';
import type { TestApp } from './test-app';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RestOperation {
  method: HttpMethod;
  /** The OpenAPI path, e.g. /api/admin/exams/{id}. */
  path: string;
  pathParams: string[];
  queryParams: Array<{ name: string; schema?: Record<string, unknown> }>;
  bodySchema: Record<string, unknown> | null;
}

/** Every operation of the running app's OpenAPI document (GET /api/docs-json), with what it takes. */
export async function restOperations(t: TestApp): Promise<RestOperation[]> {
  const spec = (await t.http().get('/api/docs-json').expect(200)).body as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema?: Record<string, unknown> }>; requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }>>;
    components?: { schemas?: Record<string, Record<string, unknown>> };
  };
  const resolve = (schema: Record<string, unknown> | undefined): Record<string, unknown> | null => {
    if (!schema) return null;
    const ref = schema.$ref as string | undefined;
    return ref ? (spec.components?.schemas?.[ref.split('/').pop()!] ?? null) : schema;
  };
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method as HttpMethod,
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
      bodySchema: resolve(op.requestBody?.content?.['application/json']?.schema),
    })),
  );
}

export const operationName = (op: Pick<RestOperation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`;

/** The OpenAPI path with its parameters filled in (URL-encoded). */
export function concretePath(path: string, values: Record<string, string> | ((name: string) => string)): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeUri(typeof values === 'function' ? values(name) : (values[name] ?? 'x')));
}

/** encodeURIComponent for any string: a lone surrogate (which no URL can carry) becomes U+FFFD first. */
export const encodeUri = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** Sends a REST request as a browser of the app would (JSON, optionally with the session cookie). */
export function rest(t: TestApp, method: HttpMethod, url: string, cookie?: string, body?: unknown) {
  const req = t.http()[method](url);
  if (cookie) req.set('Cookie', cookie);
  if (body !== undefined) req.set('Content-Type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body));
  return req;
}

/** A tRPC call as @trpc/client sends it: queries as GET with ?input=, mutations as a JSON POST. */
export function trpcCall(t: TestApp, type: 'query' | 'mutation' | 'subscription', path: string, input: unknown, cookie?: string) {
  const encoded = input === undefined ? undefined : JSON.stringify(superjson.serialize(input));
  const req =
    type === 'query'
      ? t.http().get(`/api/trpc/${path}${encoded === undefined ? '' : `?input=${encodeURIComponent(encoded)}`}`)
      : t.http().post(`/api/trpc/${path}`).set('Content-Type', 'application/json').send(encoded ?? '');
  if (cookie) req.set('Cookie', cookie);
  return req;
}

/** The tables whose rows record what users and admins did: a rejected input must add to none of them. */
export const WRITE_TABLES = [
  'users',
  'user_profiles',
  'auth_sessions',
  'password_resets',
  'orders',
  'payment_events',
  'subscriptions',
  'trials',
  'attempts',
  'quiz_sessions',
  'question_flags',
  'question_reports',
  'coupons',
  'coupon_redemptions',
  'contact_messages',
  'questions',
  'exams',
  'products',
  'variants',
] as const;

export async function rowCounts(db: DataSource, tables: readonly string[] = WRITE_TABLES): Promise<Record<string, number>> {
  const [row] = await db.query(`SELECT ${tables.map((table) => `(SELECT count(*)::int FROM ${table}) AS "${table}"`).join(', ')}`);
  return row;
}

/** A digest of every row of every application table: equal digests mean nothing was written. */
export async function databaseDigest(db: DataSource): Promise<Record<string, string>> {
  const tables: Array<{ name: string }> = await db.query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'migrations' ORDER BY 1`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db.query(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM "${name}" t`);
    digest[name] = row.d;
  }
  return digest;
}

export async function signUpAdmin(t: TestApp, db: DataSource): Promise<SignedUpUser> {
  const admin = await signUp(t, { firstName: 'Ada', surname: 'Admin' });
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  return admin;
}

/** Text that must never reach a client: stack frames, driver and SQL details, file paths. */
export const INTERNALS = /\bat [\w.<>]+ \(|\.ts:\d+:\d+|node_modules|QueryFailedError|TypeORMError|"stack"|\bSELECT\b[\s\S]*\bFROM\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|violates .* constraint|syntax error at or near|relation "\w+"|duplicate key value/i;

/** The message of an error response of either transport (REST body or tRPC error envelope), or undefined. */
export function errorMessage(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(errorMessage).find((m) => m !== undefined);
  const b = body as { message?: unknown; error?: { json?: { message?: unknown }; message?: unknown } } | null;
  return b?.error?.json?.message ?? b?.error?.message ?? b?.message;
}

export interface CapturedLogs {
  logger: Logger;
  lines: () => string[];
  text: () => string;
}

/** The app's logger (same redaction) writing every line to memory for assertions. */
export function capturedLogger(level: 'debug' | 'info' = 'debug'): CapturedLogs {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger({ logLevel: level, production: false }, sink);
  return { logger, lines: () => [...lines], text: () => lines.join('\n') };
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function pool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
