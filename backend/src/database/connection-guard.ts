import type { EventEmitter } from 'node:events';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * pg emits 'error' on a client whose connection dies (the server restarts, an admin terminates it).
 * pg-pool listens while the client is idle and TypeORM while a query runner holds it, but between
 * the pool handing a client out and TypeORM attaching its listener there is none, and an unheard
 * 'error' event crashes the process. A listener for the client's whole life closes that gap; the
 * broken client is still discarded by the pool, and the request that used it answers 503.
 */
export function guardClientErrors(dataSource: DataSource, onError: (error: Error) => void): void {
  const pool = (dataSource.driver as unknown as { master?: EventEmitter }).master;
  const guarded = new WeakSet<object>();
  pool?.on('acquire', (client: EventEmitter) => {
    if (guarded.has(client)) return;
    guarded.add(client);
    client.on('error', onError);
  });
}

@Injectable()
export class DatabaseConnectionGuard implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit() {
    guardClientErrors(this.dataSource, (error) => this.logger.warn(`A database connection was lost: ${error.message}`));
  }
}
