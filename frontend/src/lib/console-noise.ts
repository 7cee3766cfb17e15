/**
 * A visitor's or an expired session's 401s are expected: the clients already handle them (logout
 * routine). These are the console lines they produce; this filter drops those lines from
 * console.error and console.warn and lets everything else through.
 */
const NOISE: readonly ((text: string) => boolean)[] = [
  (text) => text.includes('No access token found'),
  (text) => /\b401 \(?Unauthorized\)?/i.test(text),
  (text) => text.includes('the server responded with a status of 401'),
  (text) => text.includes('Failed to load resource') && /\b401\b/.test(text),
  (text) => /\bGET\b/.test(text) && /auth[./]me\b/.test(text) && /\b401\b/.test(text),
];

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value && typeof value === 'object' && 'message' in value) return String((value as { message: unknown }).message);
  try {
    return String(value);
  } catch {
    return '';
  }
}

export function isConsoleNoise(args: readonly unknown[]): boolean {
  const text = args.map(textOf).join(' ');
  return NOISE.some((matches) => matches(text));
}

export interface ConsoleNoiseTarget {
  console: Pick<Console, 'error' | 'warn'>;
  fetch?: typeof fetch;
}

/**
 * Installs the filter on `target` (the global scope by default) and returns the teardown, which
 * puts back the original console.error and console.warn, and fetch as it was at install time. Fetch
 * itself is not wrapped: the 401 handling lives in lib/http and lib/trpc.
 */
export function installConsoleNoiseFilter(target: ConsoleNoiseTarget = globalThis): () => void {
  const { console: io } = target;
  const original = { error: io.error, warn: io.warn, fetch: target.fetch };
  io.error = (...args: unknown[]) => {
    if (!isConsoleNoise(args)) original.error.apply(io, args);
  };
  io.warn = (...args: unknown[]) => {
    if (!isConsoleNoise(args)) original.warn.apply(io, args);
  };
  return () => {
    io.error = original.error;
    io.warn = original.warn;
    if (original.fetch) target.fetch = original.fetch;
  };
}
