#!/usr/bin/env node
// One load run, in its own process so the load generator never shares the server's event loop
// (nor the orchestrator's). Usage: node bench/load.mjs <spec.json>; prints one JSON result line.
//
// The spec names a base URL, connections, a warm-up and a measured duration, and one or more
// request pools. Each connection sends one request from each pool in turn; every pool has ONE
// cursor shared by all connections, so a pool of prepared answers is walked exactly once
// (each answer goes to a new (session, question) pair) and a pool of cookies is spread evenly.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const pools = spec.pools.map((pool) => ({ requests: pool, cursor: 0 }));

function requestsFor() {
  return pools.map((pool) => ({
    setupRequest(req) {
      const next = pool.requests[pool.cursor++ % pool.requests.length];
      return { ...req, method: next.method ?? 'GET', path: next.path, headers: { ...req.headers, ...(next.headers ?? {}) }, body: next.body ?? undefined };
    },
  }));
}

function run(duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: spec.url, connections: spec.connections, duration, requests: requestsFor(), timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

if (spec.warmup > 0) await run(spec.warmup);
const result = await run(spec.duration);
const seconds = Math.max(result.duration, 0.001);
const ok = result['2xx'];
const failed = result.non2xx + result.errors + result.timeouts;
process.stdout.write(
  JSON.stringify({
    connections: spec.connections,
    durationS: Number(seconds.toFixed(2)),
    requests: ok + result.non2xx,
    ok,
    rps: Math.round(ok / seconds),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: failed,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    poolsUsed: pools.map((p) => p.cursor),
  }) + '\n',
);
