import { Client } from 'pg';
import type { Logger } from 'pino';
import { createDataSource } from './data-source';
import { seedCatalogue } from './seed/catalogue.seed';
import { seedContent } from './seed/content.seed';
import { seedQuestionBank } from './seed/question-bank.seed';
import { seedSheets } from './seed/sheets.seed';

/** Arbitrary constant: serialises migrations and seeding when several instances start at once. */
const PREPARE_LOCK_KEY = 727_001;

async function ensureDatabaseExists(databaseUrl: string, log: Logger): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
        log.info({ database: name }, 'created database');
      } catch (error) {
        // Another instance created it between our check and our CREATE.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

interface PrepareOptions {
  seed: boolean;
}

/** Creates the database if missing, applies pending migrations and seeds the catalogue. */
export async function prepareDatabase(databaseUrl: string, log: Logger, options: PrepareOptions): Promise<void> {
  await ensureDatabaseExists(databaseUrl, log);
  const dataSource = createDataSource(databaseUrl);
  await dataSource.initialize();
  // Session-level lock: taken and released on one dedicated connection.
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      if (applied.length > 0) log.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
      if (options.seed) {
        await dataSource.transaction(async (manager) => {
          await seedCatalogue(manager);
          await seedQuestionBank(manager);
          await seedSheets(manager);
          await seedContent(manager);
        });
        log.info('catalogue and sample question bank seed checked');
      }
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]);
    }
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
}
