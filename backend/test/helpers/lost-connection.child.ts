// Run as its own process by pg-pool.spec.ts: a crash here is what the test looks for.
import { Client, Pool } from 'pg';
import { POOL_OPTIONS } from '../../src/database/data-source';

async function main() {
  // The app's pool settings, with nothing but them listening on a checked-out client.
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, ...POOL_OPTIONS, max: 1 });
  const killer = new Client({ connectionString: process.env.DATABASE_URL });
  await killer.connect();
  const client = await pool.connect();
  const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  const ended = new Promise((resolve) => client.once('end', resolve));
  await killer.query('SELECT pg_terminate_backend($1)', [pid]);
  await ended;
  client.release(true);
  const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
  await killer.end();
  await pool.end();
  process.stdout.write(`survived ${rows[0].one}\n`);
}

void main();
