import { appProcedures, listProcedureDefinitions } from '@medprep/shared/contract';
import fc from 'fast-check';
import superjson from 'superjson';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { dataSourceOptions } from '../../src/database/data-source';
import { dropFixtureExam } from '../helpers/question-bank';
import { flushTestRedis } from '../helpers/redis';
import { concretePath, encodeUri, errorMessage, INTERNALS, operationName, pool, restOperations, rowCounts, type HttpMethod, type RestOperation } from '../helpers/security';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createWorld, validPathParams, validRestBodies, validTrpcInputs, type World } from '../helpers/valid-inputs';

/** Inputs per entry point and role; with every procedure and route this is well over 10 000 requests. */
const RUNS = Number(process.env.FUZZ_RUNS_PER_TARGET ?? 62);
const SEED = Number(process.env.FUZZ_SEED ?? 20251117);
const CONCURRENCY = 8;

type Role = 'visitor' | 'user' | 'admin';

interface Target {
  name: string;
  role: Role;
  /** True when an accepted input may legitimately write (mutations, POST/PATCH/DELETE). */
  writes: boolean;
  requests: fc.Arbitrary<Request>;
}

interface Request {
  method: HttpMethod;
  url: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

interface Outcome {
  target: string;
  role: Role;
  request: Request;
  status: number;
  text: string;
  problem: string | null;
}

// ---------------------------------------------------------------------------------------------
// Values: random JSON, wrong types, huge strings, deep nesting, unicode, mutations of valid input.

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '💥🩺',
  'é'.normalize('NFD'),
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00%2e%2e',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: nasty },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.emailAddress() },
);
const number = fc.oneof(fc.integer(), fc.integer({ min: -2, max: 200 }), fc.double(), fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 2 ** 31, 1e308));
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const wrongType = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(text, scalar, { maxKeys: 4 }));
const huge = fc.tuple(fc.integer({ min: 1_000, max: 4_000 }), fc.constantFrom('x', 'é', '💥', '\u0000', 'a ')).map(([n, c]) => c.repeat(n));
const hugeBody = fc.integer({ min: 20_000, max: 150_000 }).map((n) => ({ data: 'y'.repeat(n) }));
// Deep enough to pass any sane limit (the REST limit is 32 levels; fuzz/regressions.spec.ts sends 5 000).
const deep = fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
});
const pollution = fc.constantFrom<unknown>(JSON.parse('{"__proto__":{"role":"admin","isAdmin":true}}'), JSON.parse('{"constructor":{"prototype":{"role":"admin"}}}'));

/** Objects with the keys a schema names (from the contract or the OpenAPI document) and values of any type. */
function shaped(schema: Record<string, unknown> | null): fc.Arbitrary<unknown> {
  const keys = Object.keys((schema?.properties as Record<string, unknown>) ?? {});
  if (keys.length === 0) return fc.dictionary(text, wrongType, { maxKeys: 3 });
  return fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(wrongType, fc.dictionary(text, wrongType, { maxKeys: 2 }))])), { requiredKeys: [] });
}

type Path = Array<string | number>;
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [at, ...entries.flatMap(([k, v]) => pathsOf(v, [...at, k]))];
}
function setAt(value: unknown, path: Path, replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head] = setAt(copy[head], rest, replace);
  return copy;
}
const DELETE = Symbol('delete');
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== DELETE).map(prune);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== DELETE).map(([k, v]) => [k, prune(v)]));
  return value;
}

/** A valid input with one part changed: another type, a nasty or huge value, removed, or an extra key beside it. */
function mutationsOf(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const change = fc.oneof(
    wrongType.map((v) => () => v),
    huge.map((v) => () => v),
    nasty.map((v) => () => v),
    fc.constant(() => DELETE),
    fc.constant((old: unknown) => [old]),
    fc.tuple(text, wrongType).map(([k, v]) => (old: unknown) => (old && typeof old === 'object' && !Array.isArray(old) ? { ...old, [k]: v } : { [k]: v, value: old })),
  );
  return fc.tuple(fc.nat(), change).map(([n, fn]) => prune(setAt(valid, paths[n % paths.length], fn)));
}

function values(valid: unknown, schema: Record<string, unknown> | null): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: valid === undefined ? shaped(schema) : mutationsOf(valid) },
    { weight: 3, arbitrary: shaped(schema) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    { weight: 1, arbitrary: pollution },
    { weight: 1, arbitrary: fc.constant(valid) },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests for each tRPC procedure and each REST operation.

const garbage = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('{', '{"json":', '[1,2', 'undefined', '{"0":{"json":1}}', '%E0%A4%A'));
const encodeInput = (input: unknown, envelope: boolean) => {
  try {
    return JSON.stringify(envelope ? superjson.serialize(input) : input) ?? 'null';
  } catch {
    return '"unserialisable"';
  }
};

/**
 * A query string no longer than servers and proxies take (8 KB); beyond it Node itself answers 431
 * with no body, before the app sees the request.
 */
const MAX_QUERY = 7_000;
const urlSized = (value: string) => {
  const encoded = encodeUri(value);
  return encoded.length <= MAX_QUERY ? encoded : encoded.slice(0, MAX_QUERY).replace(/%[0-9A-F]?$/i, '');
};

function trpcRequests(path: string, type: string, valid: unknown, schema: Record<string, unknown> | null, others: string[]): fc.Arbitrary<Request> {
  const input = values(valid, schema);
  const asQuery = (encoded: string, batch: string | null): Request =>
    batch
      ? { method: 'get', url: `/api/trpc/${path},${batch}?batch=1&input=${urlSized(`{"0":${encoded},"1":{"json":null}}`)}` }
      : { method: 'get', url: `/api/trpc/${path}?input=${urlSized(encoded)}` };
  const asMutation = (encoded: string, batch: string | null): Request =>
    batch
      ? { method: 'post', url: `/api/trpc/${path},${batch}?batch=1`, body: `{"0":${encoded},"1":{"json":null}}`, contentType: 'application/json' }
      : { method: 'post', url: `/api/trpc/${path}`, body: encoded, contentType: 'application/json' };
  const build = type === 'query' ? asQuery : asMutation;
  return fc.oneof(
    { weight: 8, arbitrary: fc.tuple(input, fc.boolean()).map(([v, envelope]) => build(encodeInput(v, envelope), null)) },
    { weight: 1, arbitrary: fc.tuple(input, fc.constantFrom(...others)).map(([v, other]) => build(encodeInput(v, true), other)) },
    { weight: 1, arbitrary: garbage.map((g) => (type === 'query' ? { method: 'get' as const, url: `/api/trpc/${path}?input=${urlSized(g)}` } : { method: 'post' as const, url: `/api/trpc/${path}`, body: g, contentType: 'application/json' })) },
    // The other kind's method: a mutation called as GET, a query as POST.
    { weight: 1, arbitrary: input.map((v) => (type === 'query' ? asMutation(encodeInput(v, true), null) : asQuery(encodeInput(v, true), null))) },
  );
}

function restRequests(op: RestOperation, world: World, validBody: unknown): fc.Arbitrary<Request> {
  const validParam = validPathParams(world);
  const param = fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 2, arbitrary: text }, { weight: 1, arbitrary: huge.map((h) => h.slice(0, 300)) });
  const pathArb = fc.array(param, { minLength: op.pathParams.length, maxLength: op.pathParams.length }).map((picked) => {
    const byName = Object.fromEntries(op.pathParams.map((name, i) => [name, picked[i] ?? validParam(op.path, name)]));
    return concretePath(op.path, (name) => byName[name]);
  });
  const queryArb =
    op.queryParams.length === 0
      ? fc.constant('')
      : fc
          .record(Object.fromEntries(op.queryParams.map((p) => [p.name, fc.oneof(text, number.map(String), fc.constantFrom('1', '0', 'open', 'live'))])), { requiredKeys: [] })
          .map((q) => {
            const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)] as [string, string])).toString();
            return qs ? `?${qs}` : '';
          });
  if (op.method === 'get' || op.method === 'delete') {
    return fc.tuple(pathArb, queryArb).map(([p, q]) => ({ method: op.method, url: `${p}${q}` }));
  }
  const body = fc.oneof(
    { weight: 10, arbitrary: values(validBody, op.bodySchema).map((v) => encodeInput(v, false)) },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: hugeBody.map((v) => JSON.stringify(v)) },
  );
  const headers = operationName(op) === 'POST /api/payments/webhook' ? fc.record({ 'Stripe-Signature': fc.oneof(fc.stringMatching(/^[\x20-\x7e]{0,80}$/), fc.constant('t=1,v1=abc')) }, { requiredKeys: [] }) : fc.constant({});
  return fc.tuple(pathArb, body, headers).map(([p, b, h]) => ({ method: op.method, url: p, body: b, contentType: 'application/json', headers: h as Record<string, string> }));
}

// ---------------------------------------------------------------------------------------------

/**
 * "No input makes a 500": every tRPC procedure of the contract and every REST operation of the
 * OpenAPI document, as a visitor and as a signed-in user (admin routes as an admin), gets generated
 * input. Every answer is below 500, every error is JSON with a message and no internals, and an
 * entry point that accepted nothing wrote nothing.
 */
describe('fuzz: every entry point', () => {
  let t: TestApp;
  let db: DataSource;
  let world: World;
  let operations: RestOperation[];
  let fuzzStarted: Date;
  const outcomes: Outcome[] = [];
  const writesOfRejected: string[] = [];

  beforeAll(async () => {
    await flushTestRedis();
    t = await createTestApp({ STRIPE_WEBHOOK_SECRET: 'whsec_fuzz_secret' });
    db = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    fuzzStarted = new Date((await db.query(`SELECT now() AS now`))[0].now);
    world = await createWorld(t, db);
    operations = await restOperations(t);
  });
  afterAll(async () => {
    // Undo what accepted admin input created, so that later suites see only the seeded catalogue.
    await db.query(`DELETE FROM question_reports WHERE created_at >= $1`, [fuzzStarted]);
    await db.query(`DELETE FROM questions WHERE created_at >= $1 AND exam_id <> $2`, [fuzzStarted, world.exam.id]);
    await db.query(`DELETE FROM variants WHERE created_at >= $1`, [fuzzStarted]);
    await db.query(`DELETE FROM products WHERE created_at >= $1`, [fuzzStarted]);
    for (const table of ['payment_events', 'coupon_redemptions']) {
      await db.query(`DELETE FROM ${table} WHERE order_id IN (SELECT id FROM orders WHERE user_id = $1)`, [world.user.id]);
    }
    await db.query(`DELETE FROM orders WHERE user_id = $1`, [world.user.id]);
    await db.query(`DELETE FROM coupons WHERE date_created >= $1 AND id NOT IN (SELECT coupon_id FROM orders WHERE coupon_id IS NOT NULL)`, [fuzzStarted]);
    await dropFixtureExam(db, world.exam);
    await db.query(`DELETE FROM exams WHERE created_at >= $1 AND id NOT IN (SELECT exam_id FROM products)`, [fuzzStarted]);
    await db.destroy();
    await t.close();
  });

  function targets(): Target[] {
    const procedures = listProcedureDefinitions(appProcedures);
    const valid = validTrpcInputs(world);
    const bodies = validRestBodies(world);
    const list: Target[] = [];
    for (const p of procedures) {
      const schema = p.input ? (z.toJSONSchema(p.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>) : null;
      const requests = trpcRequests(p.path, p.type, valid[p.path], schema, procedures.map((x) => x.path).filter((x) => x !== p.path));
      for (const role of ['visitor', 'user'] as const) list.push({ name: p.path, role, writes: p.type === 'mutation', requests });
    }
    for (const op of operations) {
      const name = operationName(op);
      const requests = restRequests(op, world, bodies[name]);
      const roles: Role[] = name.startsWith('POST /api/auth/logout') ? ['visitor'] : op.path.startsWith('/api/admin') ? ['visitor', 'admin'] : ['visitor', 'user'];
      for (const role of roles) list.push({ name, role, writes: op.method !== 'get', requests });
    }
    return list;
  }

  function judge(res: { status: number; text: string; headers: Record<string, string> }, body: unknown): string | null {
    if (res.status >= 500) return `status ${res.status}`;
    if (res.text && INTERNALS.test(res.text)) return 'internals in the body';
    if (res.status >= 400) {
      if (body === null || typeof body !== 'object') return `error without a JSON body (${res.headers['content-type']})`;
      const message = errorMessage(body);
      if (!(typeof message === 'string' && message.length > 0) && !(Array.isArray(message) && message.length > 0)) return 'error without a message';
    }
    return null;
  }

  async function send(request: Request, cookie: string | undefined) {
    const req = t.http()[request.method](request.url);
    if (cookie) req.set('Cookie', cookie);
    for (const [k, v] of Object.entries(request.headers ?? {})) req.set(k, v);
    if (request.body !== undefined) req.set('Content-Type', request.contentType ?? 'application/json').send(request.body);
    try {
      const res = await req;
      let body: unknown = res.body;
      if (typeof body !== 'object' || body === null || Object.keys(body).length === 0) {
        try {
          body = JSON.parse(res.text);
        } catch {
          // Left as is: judge() reports a non-JSON error.
        }
      }
      return { status: res.status, text: res.text ?? '', headers: res.headers as Record<string, string>, body };
    } catch (error) {
      return { status: 599, text: `transport error: ${(error as Error).message}`, headers: {}, body: null };
    }
  }

  it(`should answer every generated input below 500 with a JSON error message, and write nothing for rejected input`, async () => {
    const cookieOf = (role: Role) => (role === 'visitor' ? undefined : role === 'user' ? world.user.cookie : world.admin.cookie);
    const all = targets();
    let seed = SEED;
    const started = Date.now();
    const durations: Array<[string, number]> = [];
    let sampling = 0;
    for (const target of all) {
      const targetStarted = Date.now();
      const requests = fc.sample(target.requests, { numRuns: RUNS, seed: seed++ });
      sampling += Date.now() - targetStarted;
      const before = await rowCounts(db);
      const results = await pool(requests, CONCURRENCY, async (request) => {
        const res = await send(request, cookieOf(target.role));
        const outcome: Outcome = { target: target.name, role: target.role, request, status: res.status, text: res.text.slice(0, 300), problem: judge(res, res.body) };
        outcomes.push(outcome);
        return outcome;
      });
      const accepted = results.some((r) => r.status < 400);
      if (!(target.writes && accepted)) {
        const after = await rowCounts(db);
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0) writesOfRejected.push(`${target.name} as ${target.role}: ${changed.map((c) => `${c} ${before[c]}→${after[c]}`).join(', ')}`);
      }
      durations.push([`${target.role} ${target.name}`, Date.now() - targetStarted]);
    }
    if (process.env.FUZZ_TIMINGS) console.log(durations.sort((a, b) => b[1] - a[1]).slice(0, 15), `sampling ${sampling} ms`);
    if (process.env.FUZZ_DEBUG) {
      const groups = new Map<string, Outcome>();
      for (const o of outcomes.filter((x) => x.problem)) groups.set(`${o.target} ${o.problem} ${o.text.slice(0, 80)}`, o);
      for (const [key, o] of groups) console.log(key, '\n   ', o.request.method, o.request.url.slice(0, 300), (o.request.body ?? '').slice(0, 300));
    }
    const seconds = (Date.now() - started) / 1000;
    const problems = outcomes.filter((o) => o.problem);
    const fiveHundreds = outcomes.filter((o) => o.status >= 500);
    const smallest = [...problems].sort((a, b) => (a.request.body ?? a.request.url).length - (b.request.body ?? b.request.url).length).slice(0, 10);
    const summary = {
      seed: SEED,
      entryPoints: new Set(all.map((x) => x.name)).size,
      targets: all.length,
      inputs: outcomes.length,
      seconds: Number(seconds.toFixed(1)),
      status5xx: fiveHundreds.length,
      accepted: outcomes.filter((o) => o.status < 400).length,
      problems: problems.length,
      writesOfRejected: writesOfRejected.length,
    };
    // The figures docs/SECURITY.md quotes.
    console.log(`fuzz summary ${JSON.stringify(summary)}`);
    expect(smallest.map((o) => `${o.role} ${o.target}: ${o.problem} — ${o.request.method.toUpperCase()} ${o.request.url.slice(0, 200)} ${(o.request.body ?? '').slice(0, 200)} → ${o.text.slice(0, 200)}`)).toEqual([]);
    expect(writesOfRejected).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(10_000);
  }, 240_000);
});
