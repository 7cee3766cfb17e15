// The requests each scenario sends, and the two ways of measuring them: autocannon under load in a
// child process (bench/load.mjs), and sequential timed calls for the scale comparison.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuMs, cpuMsOfAll } from './lib/server.mjs';

const json = { 'content-type': 'application/json' };
// httpBatchLink with superjson sends one entry per call; a procedure without input gets {}.
const CATALOGUE_PATH = `/api/trpc/exams.initExamsAvailableForInstance,exams.initAvailableExamsVariants?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }))}`;

export const pools = {
  bare: () => [{ path: '/api/test' }],
  /** A visitor's home page: the catalogue and its variants, batched as the SPA sends them. */
  catalogue: () => [{ path: CATALOGUE_PATH }],
  overview: (users) => users.map((u) => ({ path: '/api/trpc/performance.overview', headers: { cookie: u.cookie } })),
  me: (users) => users.map((u) => ({ path: '/api/trpc/auth.me', headers: { cookie: u.cookie } })),
};

export const trpcStart = (exam, filter, count) => ({
  method: 'POST',
  path: '/api/trpc/sessions.start',
  headers: json,
  body: JSON.stringify({ json: { exam, mode: 'tutor', filter, count } }),
});

/**
 * Runs bench/load.mjs in its own process with the given spec; resolves with its JSON result and,
 * given the server's pid, the CPU per request sent of the server, Postgres and Redis (µs, warm-up
 * included): on a shared machine whose speed drifts between runs, steadier figures than req/s.
 */
export async function runLoad(root, spec, serverPid) {
  const before = serverPid ? { server: cpuMs(serverPid), postgres: cpuMsOfAll('postgres'), redis: cpuMsOfAll('redis-server') } : null;
  const result = await runLoadProcess(root, spec);
  if (!before) return result;
  const sent = Math.max(result.poolsUsed.reduce((a, b) => a + b, 0), 1);
  const perRequest = (ms) => Math.round((ms * 1000) / sent);
  return {
    ...result,
    cpuUs: perRequest(cpuMs(serverPid) - before.server),
    // The stores' share, which a change can move between them and the server.
    postgresCpuUs: perRequest(cpuMsOfAll('postgres') - before.postgres),
    redisCpuUs: perRequest(cpuMsOfAll('redis-server') - before.redis),
  };
}

async function runLoadProcess(root, spec) {
  const dir = join(root, '.bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `load-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(spec));
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [join(root, 'bench/load.mjs'), file], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`load generator exited with ${code}`))));
    });
    return JSON.parse(output.trim().split('\n').pop());
  } finally {
    rmSync(file, { force: true });
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Times `calls` sequential requests (after `warmup` untimed ones); every answer must be a 200. */
export async function timeCalls(baseUrl, request, { calls, warmup }) {
  const durations = [];
  let failures = 0;
  let lastFailure = null;
  for (let i = 0; i < warmup + calls; i++) {
    const started = performance.now();
    const res = await fetch(baseUrl + request.path, { method: request.method ?? 'GET', headers: request.headers, body: request.body });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) {
      failures++;
      lastFailure = `${res.status} ${text.slice(0, 300)}`;
    }
    if (i >= warmup) durations.push(ms);
  }
  durations.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  return {
    calls,
    p50: round(percentile(durations, 50)),
    p90: round(percentile(durations, 90)),
    p99: round(percentile(durations, 99)),
    mean: round(durations.reduce((a, b) => a + b, 0) / durations.length),
    failures,
    lastFailure,
  };
}
