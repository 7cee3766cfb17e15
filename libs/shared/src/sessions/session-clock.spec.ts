import { describe, expect, it } from 'vitest';
import { sessionClock } from './session-clock';

const start = new Date('2026-11-21T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('sessionClock', () => {
  it('counts down a timed session and expires it at its limit', () => {
    expect(sessionClock(start, 60_000, at(45_000))).toEqual({ elapsedMs: 45_000, remainingMs: 15_000, expired: false });
    expect(sessionClock(start, 60_000, at(60_000))).toEqual({ elapsedMs: 60_000, remainingMs: 0, expired: true });
    expect(sessionClock(start, 60_000, at(90_000)).remainingMs).toBe(0);
  });

  it('never expires an untimed session', () => {
    expect(sessionClock(start, null, at(10 * 3600_000))).toEqual({ elapsedMs: 36_000_000, remainingMs: null, expired: false });
  });

  it('treats a clock that went backwards as no time elapsed', () => {
    expect(sessionClock(start, 60_000, at(-5_000))).toEqual({ elapsedMs: 0, remainingMs: 60_000, expired: false });
  });
});
