import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Opens one transaction for a service whose change spans aggregates: the service hands the
 * manager it is given to each repository method, so services never hold the data source.
 */
@Injectable()
export class UnitOfWork {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}

/** What a script passes to work that opens its own transactions: its DataSource satisfies it. */
export interface TransactionRunner {
  readonly manager: EntityManager;
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T>;
}
