// Starts and stops the built server for the benchmark, and reads its memory.
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';

/**
 * Spawns `node backend/dist/main.js` and resolves once GET /api/health answers 200: the time from
 * spawn to that first 200 is the cold start.
 */
export async function startServer({ root, env, baseUrl, logFile, nodeArgs = [], timeoutMs = 120_000 }) {
  // A server left over from an interrupted run would answer the health check in place of this one.
  const stale = await fetch(`${baseUrl}/api/health`).then((res) => res.arrayBuffer().then(() => true), () => false);
  if (stale) throw new Error(`something already answers on ${baseUrl}; stop it (or set BENCH_PORT) and run again`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  child.once('exit', (code, signal) => (exited = { code, signal }));
  while (performance.now() - started < timeoutMs) {
    if (exited) throw new Error(`server exited during start (${JSON.stringify(exited)}); see ${logFile}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200) return { child, pid: child.pid, coldStartMs: Math.round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  child.kill('SIGKILL');
  throw new Error(`server not healthy after ${timeoutMs} ms; see ${logFile}`);
}

export async function stopServer(server) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident set size of a process in MiB, from /proc (Linux). */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** CPU time a process has used, user and system, in ms (from /proc, in clock ticks: USER_HZ, 100 on Linux). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time used so far by every process of one name (`postgres`, `redis-server`), in ms. A process
 * that ends in between takes its time with it, so this reads low when connections come and go.
 */
export function cpuMsOfAll(name) {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name) total += cpuMs(pid);
    } catch {
      // gone between the listing and the read
    }
  }
  return total;
}
