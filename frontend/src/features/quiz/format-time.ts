const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A duration as a clock: mm:ss, or h:mm:ss from an hour up. `round: 'up'` is for countdowns, which
 * show 00:01 until the last second has really gone.
 */
export function formatClock(ms: number, round: 'up' | 'down' = 'down'): string {
  const seconds = Math.max(0, round === 'up' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** A duration in words for screen readers and summaries: '1 hour 5 minutes', '4 minutes 3 seconds'. */
export function describeDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const parts = h > 0 ? [part(h, 'hour'), m > 0 ? part(m, 'minute') : null] : m > 0 ? [part(m, 'minute'), s > 0 ? part(s, 'second') : null] : [part(s, 'second')];
  return parts.filter(Boolean).join(' ');
}
