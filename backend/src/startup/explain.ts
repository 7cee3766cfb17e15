import { addressOf, StartupError } from './startup-error';
import { describeRefusal, errorCode } from './tcp';

interface DatabaseAttempt {
  url: string;
  /** The URL as messages say it, with where it came from. */
  source: string;
  /** Whether leaving DATABASE_URL unset would bring up the embedded development PostgreSQL. */
  canEmbed: boolean;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Turns a failure to create, migrate or seed the database into what was tried, why it failed and the fix. */
export function explainDatabaseError(error: unknown, { url, source, canEmbed }: DatabaseAttempt): StartupError {
  const message = error instanceof Error ? error.message : String(error);
  const code = errorCode(error) ?? (/timeout/i.test(message) ? 'ETIMEDOUT' : undefined);
  const address = addressOf(url, 5432);
  const target = new URL(url);
  const user = decodeURIComponent(target.username) || 'the current user';
  const database = decodeURIComponent(target.pathname.slice(1));
  const elsewhere = 'or set DATABASE_URL to a PostgreSQL 15+ server that runs (postgres://user:password@host:5432/medprep)';
  const orEmbed = canEmbed ? ['or unset DATABASE_URL: outside production MedPrep then starts its own PostgreSQL when none answers.'] : [];

  if (code && CONNECTION_CODES.has(code)) {
    return new StartupError(
      code === 'ECONNREFUSED' ? 'PostgreSQL refused the connection.' : 'PostgreSQL could not be reached.',
      source,
      describeRefusal(code, address),
      [`start PostgreSQL 15+ at ${address.host}:${address.port} (Debian/Ubuntu: sudo apt-get install postgresql; macOS: brew install postgresql@16 && brew services start postgresql@16),`, `${elsewhere},`, ...orEmbed],
    );
  }
  switch (code) {
    case '28P01':
      return new StartupError('PostgreSQL rejected the password.', source, `password authentication failed for user "${user}"`, [
        'put the right user and password in DATABASE_URL: postgres://user:password@host:5432/medprep',
      ]);
    case '28000':
      return new StartupError('PostgreSQL refused this user.', source, message, [
        `connect as a role that exists and may log in from this machine (see pg_hba.conf), named in DATABASE_URL`,
      ]);
    case '42501':
      return new StartupError(`PostgreSQL did not let ${user} create the database.`, source, message, [
        `create it once as a superuser (createdb ${database}) and run again, or give ${user} the CREATEDB right`,
      ]);
    case '3D000':
      return new StartupError('PostgreSQL has no such database.', source, message, [`create it (createdb ${database}), or name one that exists in DATABASE_URL`]);
    default:
      if (/terminated unexpectedly|ECONNRESET|EPIPE|SSL/i.test(`${code} ${message}`)) {
        return new StartupError('the server at that address does not speak PostgreSQL as expected.', source, message, [
          `check that ${address.host}:${address.port} is PostgreSQL 15+ (not another service), and whether it wants TLS (add ?sslmode=require to DATABASE_URL),`,
          elsewhere,
        ]);
      }
      return new StartupError('preparing the database (create, migrate, seed) failed.', source, message, [
        'read the reason above; a migration or seed error names the table or row at fault,',
        `check that the server is PostgreSQL 15+ and that ${user} owns the database ${database}`,
      ]);
  }
}

/** Turns a failure to listen on HOST:PORT into what was tried, why it failed and the fix. */
export function explainListenError(error: unknown, host: string, port: number): StartupError {
  const code = errorCode(error);
  const tried = `listening for HTTP on ${host}:${port} (HOST and PORT)`;
  switch (code) {
    case 'EADDRINUSE':
      return new StartupError(`port ${port} is already in use.`, tried, `another program is listening on port ${port} (perhaps another MedPrep still running)`, [
        `stop that program (see which: lsof -i :${port}, or ss -ltnp 'sport = :${port}'),`,
        `or choose another port: PORT=${port === 65535 ? 3001 : port + 1} npm start`,
      ]);
    case 'EACCES':
      return new StartupError(`port ${port} is not allowed for this user.`, tried, 'ports below 1024 need administrator rights', [
        'choose a port above 1023: PORT=3000 npm start (put a proxy in front for port 80/443)',
      ]);
    case 'EADDRNOTAVAIL':
      return new StartupError(`${host} is not an address of this machine.`, tried, `no network interface has the address ${host}`, [
        'set HOST to 0.0.0.0 (every interface), 127.0.0.1 (this machine only) or one of its addresses',
      ]);
    default:
      return new StartupError('the HTTP server could not listen.', tried, error instanceof Error ? error.message : String(error), [
        'check HOST and PORT',
      ]);
  }
}
