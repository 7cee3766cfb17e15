import { createConnection, createServer } from 'node:net';

type ProbeResult = { answering: true } | { answering: false; code: string };

/** Whether anything accepts a TCP connection at host:port (no protocol is spoken). */
export function probe(host: string, port: number, timeoutMs = 1000): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (result: ProbeResult) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done({ answering: false, code: 'ETIMEDOUT' }));
    socket.once('connect', () => done({ answering: true }));
    socket.once('error', (error: NodeJS.ErrnoException) => done({ answering: false, code: errorCode(error) ?? 'ERROR' }));
  });
}

/** A port nobody listens on right now, chosen by the operating system. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Fails as listen() would (EADDRINUSE, EACCES…) when host:port cannot be bound now. */
export function assertCanListen(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/**
 * The errno code of a network error. Connecting to a name with several addresses (localhost: ::1 and
 * 127.0.0.1) fails with an AggregateError whose own message is empty and whose code is on it or on
 * each attempt.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, errors } = error as { code?: unknown; errors?: unknown };
  if (typeof code === 'string') return code;
  if (Array.isArray(errors)) return errors.map(errorCode).find(Boolean);
  return undefined;
}

/** Why a TCP connection failed, in words. */
export function describeRefusal(code: string | undefined, { host, port }: { host: string; port: number }): string {
  switch (code) {
    case 'ECONNREFUSED':
      return `nothing is listening at ${host}:${port} (connection refused)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host name "${host}" could not be resolved (${code})`;
    case 'ETIMEDOUT':
      return `${host}:${port} did not answer in time (a wrong host, a firewall, or a server too busy to answer)`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${host} cannot be reached from this machine (${code})`;
    default:
      return `connecting to ${host}:${port} failed (${code ?? 'unknown error'})`;
  }
}
