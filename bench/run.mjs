#!/usr/bin/env node
// `npm run bench`: builds the app, starts it in production mode against its own database
// (medprep_bench) and Redis db (9), seeds users, sessions and a bulk answer history, drives it with
// autocannon from child processes on loopback and prints the table (also bench/results/latest.json).
// Not part of `npm test`. docs/PERFORMANCE.md explains the numbers and the targets.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/workspace.mjs';
import { explainAll } from './explain.mjs';
import { requireChromium } from './lib/chromium.mjs';
import { rssMiB, startServer, stopServer } from './lib/server.mjs';
import { pools, runLoad, timeCalls, trpcStart } from './scenarios.mjs';

// Loaded once `ensureInstalled` has run: on a fresh clone their packages (pg, ioredis, lighthouse)
// are not there when this file starts.
let seed;
let measurePages;
let pagesTable;

const num = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);

const C = {
  port: num('BENCH_PORT', 3990),
  databaseUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/medprep_bench',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9',
  connections: num('BENCH_CONNECTIONS', 50),
  warmup: num('BENCH_WARMUP', 2),
  duration: num('BENCH_DURATION', 10),
  mixedDuration: num('BENCH_MIXED_DURATION', 60),
  users: num('BENCH_USERS', 50),
  /** Sessions per user and exam prepared for answering (each ~17 questions). */
  answerRounds: num('BENCH_ANSWER_ROUNDS', 6),
  syntheticUsers: num('BENCH_SYNTHETIC_USERS', 2000),
  scaleCalls: num('BENCH_SCALE_CALLS', 300),
  /** Attempts in the database, and the measured user's share, at each scale point. */
  scale: [
    { label: '10k', total: 10_000, measured: 2_000 },
    { label: '1M', total: num('BENCH_SCALE_MAX', 1_000_000), measured: Math.round(num('BENCH_SCALE_MAX', 1_000_000) / 10) },
  ],
};
const BASE = `http://127.0.0.1:${C.port}`;
const RESULTS = join(ROOT, 'bench/results');
const SERVER_LOG = join(ROOT, '.bench/server.log');

const SERVER_ENV = {
  NODE_ENV: 'production',
  PORT: String(C.port),
  HOST: '127.0.0.1',
  DATABASE_URL: C.databaseUrl,
  REDIS_URL: C.redisUrl,
  JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef',
  PUBLIC_URL: BASE,
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: 'false',
  OUTBOX_DIR: join(ROOT, '.bench/outbox'),
  // The bench signs up its users from one address.
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
};

const TARGETS = {
  answer: { ratio: 0.4, p99: 50 },
  overview: { ratio: 0.6 },
  me: { ratio: 0.6 },
  // A user holding every exam is sent about nine times the data.
  overviewEveryExam: { ratio: 0.45 },
  meEveryExam: { ratio: 0.5 },
  scaleRatio: 1.2,
  coldStartMs: 3000,
};

const t0 = performance.now();
const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0)}s`;
const step = (message) => console.log(`[bench ${elapsed()}] ${message}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function restart(server, times = 1) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    await stopServer(server);
    server = await startServer({ root: ROOT, env: SERVER_ENV, baseUrl: BASE, logFile: SERVER_LOG });
    samples.push(server.coldStartMs);
  }
  return { server, samples };
}

/** Loads the bare endpoint, then the scenario, each after a warm-up: the ratio compares like with like. */
async function sideBySide(name, scenarioPools, serverPid) {
  const spec = (p, duration = C.duration) => ({ url: BASE, connections: C.connections, warmup: C.warmup, duration, pools: p });
  const bare = await runLoad(ROOT, spec([pools.bare()]), serverPid);
  const result = await runLoad(ROOT, spec(scenarioPools), serverPid);
  const ratio = Math.round((result.rps / bare.rps) * 100) / 100;
  step(`${name}: ${result.rps} req/s (bare ${bare.rps}) ratio ${ratio}, p50 ${result.p50} ms, p99 ${result.p99} ms, server CPU ${result.cpuUs} µs/req (bare ${bare.cpuUs}), postgres ${result.postgresCpuUs}, redis ${result.redisCpuUs}, errors ${result.errors}`);
  return { ...result, bareRps: bare.rps, bareP99: bare.p99, bareCpuUs: bare.cpuUs, ratio };
}

async function measureScale(label, ids) {
  const opts = { calls: C.scaleCalls, warmup: 20 };
  const cookie = { cookie: ids.cookie };
  const start = (filter) => ({ ...trpcStart(seed.BENCH_EXAM, filter, 10), headers: { ...trpcStart(seed.BENCH_EXAM, filter, 10).headers, ...cookie } });
  const out = {
    overview: await timeCalls(BASE, { path: '/api/trpc/performance.overview', headers: cookie }, opts),
    startNew: await timeCalls(BASE, start('new'), opts),
    startIncorrect: await timeCalls(BASE, start('incorrect'), opts),
    // The FSRS due query: counts due now / today / all and the next 20 cards, off the (user, exam, due) index.
    dueQueue: await timeCalls(BASE, { path: `/api/trpc/learning.dueQueue?input=${encodeURIComponent(JSON.stringify({ json: { exam: seed.BENCH_EXAM } }))}`, headers: cookie }, opts),
    blueprint: await timeCalls(BASE, { path: `/api/trpc/learning.blueprint?input=${encodeURIComponent(JSON.stringify({ json: { exam: seed.BENCH_EXAM } }))}`, headers: cookie }, opts),
  };
  for (const [k, v] of Object.entries(out)) {
    step(`scale ${label} ${k}: p50 ${v.p50} ms, p90 ${v.p90} ms${v.failures ? `, ${v.failures} FAILED (${v.lastFailure})` : ''}`);
  }
  return out;
}

const yes = (ok) => (ok ? 'met' : '**missed**');

function table(r) {
  const lines = [];
  lines.push(`Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}; ${C.connections} connections, ${C.duration} s per run after a ${C.warmup} s warm-up.`);
  lines.push('');
  lines.push('| scenario | req/s | p50 ms | p99 ms | bare req/s | ratio | server CPU µs/req (bare) | errors | target | result |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
  const row = (name, x, target, ok) =>
    lines.push(`| ${name} | ${x.rps} | ${x.p50} | ${x.p99} | ${x.bareRps} | ${x.ratio.toFixed(2)} | ${x.cpuUs} (${x.bareCpuUs}) | ${x.errors} | ${target} | ${ok === null ? '—' : yes(ok)} |`);
  const s = r.scenarios;
  row('exam catalogue (batched with variants)', s.catalogue, '—', null);
  row('answer a question (POST /api/r/s/qa)', s.answer, '≥ 0.40, p99 ≤ 50 ms', s.answer.ratio >= TARGETS.answer.ratio && s.answer.p99 <= TARGETS.answer.p99 && s.answer.errors === 0);
  const held = `${seed.TYPICAL_EXAMS.length} exams held`;
  row(`dashboard read (performance.overview), ${held}`, s.overview, '≥ 0.60', s.overview.ratio >= TARGETS.overview.ratio);
  row(`auth.me, ${held}`, s.me, '≥ 0.60', s.me.ratio >= TARGETS.me.ratio);
  row(`dashboard read, every exam held (${r.examCount})`, s.overviewEveryExam, '≥ 0.45', s.overviewEveryExam.ratio >= TARGETS.overviewEveryExam.ratio);
  row(`auth.me, every exam held (${r.examCount})`, s.meEveryExam, '≥ 0.50', s.meEveryExam.ratio >= TARGETS.meEveryExam.ratio);
  lines.push('');
  const [a, b] = C.scale;
  lines.push(`Scale (sequential calls, p50 of ${C.scaleCalls}; measured user has ${r.scale[a.label].counts.measuredAttempts} then ${r.scale[b.label].counts.measuredAttempts} attempts; ${r.scale[a.label].counts.attempts} then ${r.scale[b.label].counts.attempts} in the database):`);
  lines.push('');
  lines.push(`| read | p50 ms @ ${a.label} | p50 ms @ ${b.label} | ratio | target | result |`);
  lines.push('|---|---:|---:|---:|---|---|');
  for (const [key, name] of [['overview', 'performance.overview'], ['startNew', "sessions.start filter 'new' (10)"], ['startIncorrect', "sessions.start filter 'incorrect' (10)"], ['dueQueue', 'learning.dueQueue (FSRS due query)'], ['blueprint', 'learning.blueprint (coverage per topic)']]) {
    const x = r.scale[a.label].timings[key];
    const y = r.scale[b.label].timings[key];
    const ratio = Math.round((y.p50 / x.p50) * 100) / 100;
    lines.push(`| ${name} | ${x.p50} | ${y.p50} | ${ratio.toFixed(2)} | ≤ ${TARGETS.scaleRatio} | ${yes(ratio <= TARGETS.scaleRatio && !x.failures && !y.failures)} |`);
  }
  lines.push('');
  lines.push(`Query plans at ${b.label} (EXPLAIN ANALYZE, BUFFERS):`);
  lines.push('');
  for (const [name, e] of Object.entries(r.explain)) lines.push(`- ${name}: ${e.summary}`);
  lines.push('');
  lines.push('| server | value | target | result |');
  lines.push('|---|---:|---|---|');
  lines.push(`| cold start to healthy (median of ${r.server.coldStartMs.length}, ${b.label} attempts in the database) | ${r.server.coldStartMedianMs} ms | ≤ ${TARGETS.coldStartMs} ms | ${yes(r.server.coldStartMedianMs <= TARGETS.coldStartMs)} |`);
  lines.push(`| first boot on an empty database (create, migrate, seed) | ${r.server.firstBootMs} ms | — | — |`);
  lines.push(`| RSS idle after start → after ${C.mixedDuration} s mixed load (peak) | ${r.server.rssBeforeMiB} → ${r.server.rssAfterMiB} MiB (${r.server.rssPeakMiB}) | — | — |`);
  lines.push(`| mixed load (catalogue, answer, dashboard, auth.me round robin) | ${r.server.mixed.rps} req/s, p99 ${r.server.mixed.p99} ms, ${r.server.mixed.errors} errors | — | — |`);
  lines.push('');
  lines.push(...pagesTable(r.pages));
  lines.push('');
  lines.push(`Bench run: ${r.runSeconds} s in all (build ${r.buildSeconds} s, bulk history ${r.generateSeconds} s).`);
  return lines.join('\n');
}

async function main() {
  requireChromium();
  step('install and build (when needed)');
  ensureInstalled();
  seed = await import('./seed.mjs');
  ({ measurePages, pagesTable } = await import('./pages.mjs'));
  ensureBuilt();
  const buildSeconds = Math.round((performance.now() - t0) / 1000);
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  mkdirSync(RESULTS, { recursive: true });

  step(`reset ${new URL(C.databaseUrl).pathname.slice(1)} and Redis ${C.redisUrl}`);
  await seed.resetStores(C.databaseUrl, C.redisUrl);
  let server = await startServer({ root: ROOT, env: SERVER_ENV, baseUrl: BASE, logFile: SERVER_LOG });
  const firstBootMs = server.coldStartMs;
  step(`first boot (create, migrate, seed): ${firstBootMs} ms`);
  const db = await seed.connect(C.databaseUrl);
  try {
    const grown = await seed.growBank(db, seed.BENCH_EXAM, seed.BENCH_BANK_EXTRA);
    const users = await seed.registerUsers(BASE, { count: C.users, prefix: 'bench' });
    const [measured] = await seed.registerUsers(BASE, { count: 1, prefix: 'scale' });
    await seed.subscribeAll(db, [...users.map((u) => u.id), measured.id]);
    // The bench users hold every exam (the heaviest dashboard); a typical subscriber holds one or two.
    const typical = await seed.registerUsers(BASE, { count: C.users, prefix: 'typical' });
    await seed.subscribeTo(db, typical.map((u) => u.id), seed.TYPICAL_EXAMS);
    const prepared = await seed.answerSessions(db, users, C.answerRounds);
    step(`seeded: ${grown} extra ${seed.BENCH_EXAM} questions, ${users.length + 1} users with subscriptions, ${prepared.sessions} sessions (${prepared.answers.length} answers to send)`);
    // Restart so the server publishes the grown bank's totals, as an import does.
    ({ server } = await restart(server));

    const { rows: [{ id: examId }] } = await db.query(`SELECT id FROM exams WHERE slug = $1`, [seed.BENCH_EXAM]);
    const avg = await seed.answersPerGeneratedSession(db);
    const synthetic = await seed.syntheticUsers(db, C.syntheticUsers, measured.id);
    const scale = {};
    let generateSeconds = 0;
    let have = { attempts: 0, measuredAttempts: 0 };
    for (const point of C.scale) {
      const g0 = performance.now();
      const measuredSessions = Math.round((point.measured - have.measuredAttempts) / avg);
      const otherSessions = Math.round((point.total - point.measured - (have.attempts - have.measuredAttempts)) / avg);
      await seed.generateHistory(db, { userIds: [measured.id], sessions: measuredSessions, measuredUserId: measured.id, benchExamSlug: seed.BENCH_EXAM });
      await seed.generateHistory(db, { userIds: synthetic, sessions: otherSessions, measuredUserId: measured.id, benchExamSlug: seed.BENCH_EXAM });
      const seconds = (performance.now() - g0) / 1000;
      generateSeconds += Math.round(seconds);
      have = await seed.counts(db, measured.id);
      step(`history at ${point.label}: ${JSON.stringify(have)} (generated in ${seconds.toFixed(1)} s)`);
      scale[point.label] = { counts: have, timings: await measureScale(point.label, { cookie: measured.cookie }) };
    }
    const { rows: examRows } = await db.query(`SELECT exam_id FROM subscriptions WHERE user_id = $1`, [measured.id]);
    const explain = await explainAll(db, { examId, userId: measured.id, examIds: examRows.map((r) => r.exam_id) });
    for (const [name, e] of Object.entries(explain)) step(`plan ${name}: ${e.summary}`);

    ({ server } = await restart(server));
    const restarts = [server.coldStartMs];
    for (let i = 0; i < 2; i++) {
      const again = await restart(server);
      server = again.server;
      restarts.push(...again.samples);
    }
    step(`cold start to healthy: ${restarts.join(', ')} ms`);

    const half = Math.floor(prepared.answers.length * 0.4);
    const scenarios = {
      catalogue: await sideBySide('catalogue', [pools.catalogue()], server.pid),
      answer: await sideBySide('answer', [prepared.answers.slice(0, half)], server.pid),
      overview: await sideBySide(`overview (${seed.TYPICAL_EXAMS.length} exams held)`, [pools.overview(typical)], server.pid),
      me: await sideBySide(`auth.me (${seed.TYPICAL_EXAMS.length} exams held)`, [pools.me(typical)], server.pid),
      overviewEveryExam: await sideBySide('overview (every exam held)', [pools.overview(users)], server.pid),
      meEveryExam: await sideBySide('auth.me (every exam held)', [pools.me(users)], server.pid),
    };

    const idle = await restart(server);
    server = idle.server;
    restarts.push(...idle.samples);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBeforeMiB = rssMiB(server.pid);
    step(`mixed load for ${C.mixedDuration} s (RSS before ${rssBeforeMiB} MiB)`);
    const mixed = await runLoad(ROOT, {
      url: BASE,
      connections: C.connections,
      warmup: 0,
      duration: C.mixedDuration,
      pools: [pools.catalogue(), prepared.answers.slice(half), pools.overview(typical), pools.me(typical)],
    });
    const rssAfterMiB = rssMiB(server.pid);
    const { readFileSync } = await import('node:fs');
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
    step(`mixed: ${mixed.rps} req/s, p99 ${mixed.p99} ms, errors ${mixed.errors}; RSS after ${rssAfterMiB} MiB`);
    step('pages: first-load JS and Lighthouse (home and exam page; signed in, dashboard and a session; desktop and mobile)');
    const pages = await measurePages({ root: ROOT, baseUrl: BASE });
    await stopServer(server);

    const results = {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
      config: { ...C, databaseUrl: undefined, redisUrl: undefined },
      scenarios,
      examCount: examRows.length,
      scale,
      explain,
      server: {
        firstBootMs,
        coldStartMs: restarts,
        coldStartMedianMs: median(restarts),
        rssBeforeMiB,
        rssAfterMiB,
        rssPeakMiB: Math.round((peakKb / 1024) * 10) / 10,
        mixed,
      },
      pages,
      buildSeconds,
      generateSeconds,
    };
    results.runSeconds = Math.round((performance.now() - t0) / 1000);
    const markdown = table(results);
    writeFileSync(join(RESULTS, 'latest.json'), JSON.stringify({ ...results, table: markdown }, null, 2));
    console.log(`\n${markdown}\n`);
    console.log(`Results written to bench/results/latest.json`);
  } finally {
    await db.end();
    await stopServer(server);
  }
}

main().catch((error) => {
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exit(1);
});
