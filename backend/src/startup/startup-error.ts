/**
 * A start-up failure told in plain words: what the server tried, why that failed and how to fix it.
 * main prints its message and exits non-zero.
 */
export class StartupError extends Error {
  constructor(
    readonly headline: string,
    readonly tried: string,
    readonly reason: string,
    readonly fix: string[],
  ) {
    super([`MedPrep could not start: ${headline}`, `  tried: ${tried}`, `  why:   ${reason}`, `  fix:   ${fix.join('\n         ')}`].join('\n'));
    this.name = 'StartupError';
  }
}

/** A connection URL fit for a message or a log line: the password never appears. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(not a URL)';
  }
}

/** host:port of a connection URL, with the scheme's default port when none is written. */
export function addressOf(value: string, defaultPort: number): { host: string; port: number } {
  const url = new URL(value);
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1', port: Number(url.port || defaultPort) };
}
