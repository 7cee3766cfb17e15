interface SessionClock {
  elapsedMs: number;
  /** null for an untimed (tutor) session. */
  remainingMs: number | null;
  expired: boolean;
}

/** The server's view of a session's time: it, not the browser, decides when a timed session ends. */
export function sessionClock(startedAt: Date, timeLimitMs: number | null, now: Date): SessionClock {
  const elapsedMs = Math.max(0, now.getTime() - startedAt.getTime());
  if (timeLimitMs === null) return { elapsedMs, remainingMs: null, expired: false };
  const remainingMs = Math.max(0, timeLimitMs - elapsedMs);
  return { elapsedMs, remainingMs, expired: remainingMs === 0 };
}
