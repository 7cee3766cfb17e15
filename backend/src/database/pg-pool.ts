import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Pool, type QueryResultRow } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { POOL_OPTIONS } from './data-source';

/** A statement run often enough to be parsed and planned once per connection, not once per call. */
export interface PreparedStatement {
  /** Unique per text: Postgres keeps one plan under each name on each connection. */
  name: string;
  text: string;
}

/**
 * A pg pool of its own for the hottest statements, run as named prepared statements: pg sends the
 * text and Postgres plans it on a connection's first use only; every later call sends the
 * parameters alone. Same database and settings as TypeORM's pool; closed on shutdown. Errors are
 * pg's, which the database error mapping reads like TypeORM's.
 */
@Injectable()
export class PgPool implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private readonly pool: Pool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Pool({ connectionString: config.databaseUrl, ...POOL_OPTIONS });
    // An idle connection that dies is dropped by the pool; unheard, its 'error' would end the process.
    this.pool.on('error', (error) => this.logger.warn(`A database connection was lost: ${error.message}`));
  }

  async queryPrepared<Row extends QueryResultRow>(statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
    const result = await this.pool.query<Row>({ name: statement.name, text: statement.text, values });
    return result.rows;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}

@Global()
@Module({ providers: [PgPool], exports: [PgPool] })
export class PgPoolModule {}
