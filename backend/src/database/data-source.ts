import { DataSource, type DataSourceOptions } from 'typeorm';
import { listenForLostConnection } from './connection-guard';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** pg pool settings, for TypeORM's pool and the prepared-statement pool alike. */
export const POOL_OPTIONS = {
  max: 10,
  connectionTimeoutMillis: 5000,
  // A query that hangs must not hold a request forever.
  statement_timeout: 10_000,
  onConnect: listenForLostConnection,
} as const;

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    extra: POOL_OPTIONS,
  };
}

export function createDataSource(databaseUrl: string): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl));
}
