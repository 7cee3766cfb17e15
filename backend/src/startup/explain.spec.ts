import { createServer } from 'node:net';
import { Client } from 'pg';
import { explainDatabaseError, explainListenError } from './explain';

const attempt = (url: string) => ({ url, source: `${url} (DATABASE_URL)`, canEmbed: true });

describe('explainDatabaseError', () => {
  it('should say nothing listens there, and offer the embedded database, when the connection is refused', async () => {
    const url = 'postgres://postgres@localhost:5497/medprep';
    const error = await new Client({ connectionString: url }).connect().then(
      () => null,
      (e: unknown) => e,
    );
    const explained = explainDatabaseError(error, attempt(url));
    expect(explained.headline).toBe('PostgreSQL refused the connection.');
    expect(explained.reason).toBe('nothing is listening at localhost:5497 (connection refused)');
    expect(explained.fix.join(' ')).toMatch(/or unset DATABASE_URL/);
    expect(explainDatabaseError(error, { ...attempt(url), canEmbed: false }).fix.join(' ')).not.toMatch(/unset DATABASE_URL/);
  });

  it('should name the user when the password is rejected', () => {
    const error = Object.assign(new Error('password authentication failed for user "medprep"'), { code: '28P01' });
    const explained = explainDatabaseError(error, attempt('postgres://medprep:wrong@db.example:5432/medprep'));
    expect(explained.reason).toBe('password authentication failed for user "medprep"');
    expect(explained.fix).toEqual(['put the right user and password in DATABASE_URL: postgres://user:password@host:5432/medprep']);
  });

  it('should say how to create the database when the user may not', () => {
    const error = Object.assign(new Error('permission denied to create database'), { code: '42501' });
    expect(explainDatabaseError(error, attempt('postgres://app@db:5432/medprep')).fix[0]).toMatch(/createdb medprep/);
  });
});

describe('explainListenError', () => {
  it('should say the port is taken and suggest the next one when another program listens there', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    const error = await new Promise<unknown>((resolve) => createServer().once('error', resolve).listen(port, '127.0.0.1'));
    holder.close();
    const explained = explainListenError(error, '127.0.0.1', port);
    expect(explained.headline).toBe(`port ${port} is already in use.`);
    expect(explained.fix.at(-1)).toBe(`or choose another port: PORT=${port + 1} npm start`);
  });
});
