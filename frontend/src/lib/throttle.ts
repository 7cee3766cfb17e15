export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call (on unmount). */
  cancel(): void;
}

/**
 * Runs `fn` at most once per `waitMs`: at once when the last run is older than that, otherwise once
 * at the end of the window with the latest arguments (so the final position is never lost).
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Throttled<A> {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;

  const run = (args: A) => {
    lastRun = Date.now();
    fn(...args);
  };

  const throttled = ((...args: A) => {
    const remaining = waitMs - (Date.now() - lastRun);
    if (remaining <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = null;
        const next = pending;
        pending = null;
        if (next) run(next);
      },
      Math.max(remaining, 0),
    );
  }) as Throttled<A>;

  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
