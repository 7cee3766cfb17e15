import { join } from 'node:path';
import type { BuiltServer } from './built-server';

/** Node options that preload the memory probe into a BuiltServer (test only: the server's code is unchanged). */
export const MEMORY_PROBE_ARGS = ['--expose-gc', '--require', join(__dirname, 'memory-probe.cjs')];

export interface HeldMemory {
  /** V8 heap in use plus memory held by JavaScript objects outside it (Buffers), after full collections: what a leak in JavaScript grows. */
  heldBytes: number;
  heapUsed: number;
  external: number;
  /** The V8 heap reserved after those collections (RSS less this is native memory and code). */
  heapTotal: number;
  /** Resident set size once it stopped falling after those collections. */
  rss: number;
}

type ProbeReply = Pick<NodeJS.MemoryUsage, 'heapUsed' | 'heapTotal' | 'external'>;

const RSS_POLL_MS = 250;
const RSS_STEADY_READINGS = 4;
const RSS_STEADY = 0.005;
const RSS_SETTLE_MAX_MS = 15_000;

/**
 * What the server holds, read with no request in flight: the probe collects all garbage, then RSS
 * is read once V8 and the allocator have handed the freed pages back (they do so in the
 * background for a few seconds): four readings 250 ms apart within 0.5 %, or the lowest seen in 15 s.
 */
export async function heldMemory(server: BuiltServer): Promise<HeldMemory> {
  const { heapUsed, heapTotal, external } = await server.ask<ProbeReply>({ type: 'memory' });
  const readings = [server.rss()];
  const deadline = Date.now() + RSS_SETTLE_MAX_MS;
  while (Date.now() < deadline) {
    const recent = readings.slice(-RSS_STEADY_READINGS);
    if (recent.length === RSS_STEADY_READINGS && (Math.max(...recent) - Math.min(...recent)) / Math.min(...recent) < RSS_STEADY) break;
    await new Promise((resolve) => setTimeout(resolve, RSS_POLL_MS));
    readings.push(server.rss());
  }
  return { heldBytes: heapUsed + external, heapUsed, external, heapTotal, rss: Math.min(...readings) };
}
