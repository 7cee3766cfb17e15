#!/usr/bin/env node
// A quick loop for working on one target: seeds the benchmark stores as `npm run bench` does (no
// bulk history, no pages) and measures only the named scenarios side by side with the bare
// endpoint. Not the record of the numbers (that is `npm run bench`); a way to try a change.
//
//   node bench/focus.mjs answer overview me        # scenarios: bare catalogue answer overview me
//   BENCH_PROFILE=1 node bench/focus.mjs answer     # profile only that load (no bare run) to .bench/profiles
//   BENCH_NODE_ARGS='--max-semi-space-size=32' node bench/focus.mjs answer   # try node flags on the server
//   BENCH_HISTORY=1000000 node bench/focus.mjs overviewEveryExam   # first a bulk history of that many attempts
//
// Needs a built app (npm run build), like the bench.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../scripts/workspace.mjs';
import { startServer, stopServer } from './lib/server.mjs';
import { pools, runLoad } from './scenarios.mjs';
import * as seed from './seed.mjs';

const port = Number(process.env.BENCH_PORT ?? 3990);
const BASE = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/medprep_bench';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const profileDir = join(ROOT, '.bench/profiles');

const env = {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789abcdef',
  PUBLIC_URL: BASE,
  LOG_LEVEL: 'warn',
  COOKIE_SECURE: 'false',
  OUTBOX_DIR: join(ROOT, '.bench/outbox'),
  // The bench signs up its users from one address.
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
};

const wanted = process.argv.slice(2);
if (wanted.length === 0) wanted.push('answer');
mkdirSync(join(ROOT, '.bench'), { recursive: true });

await seed.resetStores(databaseUrl, redisUrl);
const start = (nodeArgs = []) => startServer({ root: ROOT, env, nodeArgs, baseUrl: BASE, logFile: join(ROOT, '.bench/server.log') });
let server = await start();
const db = await seed.connect(databaseUrl);
const users = await seed.registerUsers(BASE, { count: 50, prefix: 'bench' });
await seed.subscribeAll(db, users.map((u) => u.id));
const typical = await seed.registerUsers(BASE, { count: 50, prefix: 'typical' });
await seed.subscribeTo(db, typical.map((u) => u.id), seed.TYPICAL_EXAMS);
const prepared = wanted.includes('answer') ? await seed.answerSessions(db, users, 3) : { answers: [] };
const history = Number(process.env.BENCH_HISTORY ?? 0);
if (history > 0) {
  // As the record run grows it (bench/run.mjs): ended sessions owned by 2 000 other users.
  const synthetic = await seed.syntheticUsers(db, 2000, users[0].id);
  const sessions = Math.round(history / (await seed.answersPerGeneratedSession(db)));
  await seed.generateHistory(db, { userIds: synthetic, sessions, measuredUserId: users[0].id, benchExamSlug: seed.BENCH_EXAM });
  console.log(`history: ${JSON.stringify(await seed.counts(db, users[0].id))}`);
}
await db.end();

await stopServer(server);
if (process.env.BENCH_PROFILE) mkdirSync(profileDir, { recursive: true });
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
server = await start(process.env.BENCH_PROFILE ? [...nodeArgs, '--cpu-prof', `--cpu-prof-dir=${profileDir}`] : nodeArgs);

const scenarioPools = {
  bare: () => [pools.bare()],
  catalogue: () => [pools.catalogue()],
  answer: () => [prepared.answers],
  overview: () => [pools.overview(typical)],
  me: () => [pools.me(typical)],
  overviewEveryExam: () => [pools.overview(users)],
  meEveryExam: () => [pools.me(users)],
};
const spec = (p) => ({ url: BASE, connections, warmup: 2, duration, pools: p });
const profiling = Boolean(process.env.BENCH_PROFILE);
for (const name of wanted) {
  // A profile should hold only the scenario's requests, so the bare run is left out when profiling.
  const bare = profiling ? null : await runLoad(ROOT, spec([pools.bare()]), server.pid);
  const result = await runLoad(ROOT, spec(scenarioPools[name]()), server.pid);
  const against = bare ? `(bare ${bare.rps}, p99 ${bare.p99} ms, ${bare.cpuUs} µs CPU) ratio ${(result.rps / bare.rps).toFixed(2)}` : '(profiled: no bare run)';
  console.log(`${name}: ${result.rps} req/s ${against}, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU µs/req server ${result.cpuUs}, postgres ${result.postgresCpuUs}, redis ${result.redisCpuUs}, errors ${result.errors} ${JSON.stringify(result.statusCodes)}`);
}
await stopServer(server);
if (process.env.BENCH_PROFILE) console.log(`profile in ${profileDir}`);
