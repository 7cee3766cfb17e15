import { Logger } from '@nestjs/common';
import type { ClientBase } from 'pg';

const logger = new Logger('Database');

/**
 * pg's `onConnect` pool hook, for every pool of the app. pg emits 'error' on a client whose
 * connection dies (the server restarts, an admin terminates it). pg-pool listens while the client
 * is idle and TypeORM while a query runner holds it, but between the pool handing a client out and
 * TypeORM attaching its listener there is none, and an unheard 'error' event crashes the process.
 * A listener for the client's whole life closes that gap; the broken client is still discarded by
 * the pool, and the request that used it answers 503.
 */
export function listenForLostConnection(client: ClientBase): void {
  client.on('error', (error) => logger.warn(`A database connection was lost: ${error.message}`));
}
