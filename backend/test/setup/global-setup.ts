import 'reflect-metadata';
import { Client } from 'pg';
import pino from 'pino';
import { prepareDatabase } from '../../src/database/prepare-database';

/** A fresh test database for every run: dropped, created, migrated from zero and seeded. */
export default async function globalSetup() {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/medprep_test');
  const name = url.pathname.slice(1);
  if (!/test/.test(name)) throw new Error(`Refusing to reset ${name}: the test database's name must contain "test"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
  await prepareDatabase(url.toString(), pino({ level: 'silent' }), { seed: true });
}
