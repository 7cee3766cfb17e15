import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** A user's account data changed (their id), or everything may have (null: the feed was interrupted). */
export type AccountChangeListener = (userId: string | null) => void;

/** What a FeedCache needs of a feed: whether it is being heard, and which keys' owners to drop (null: all). */
export interface Invalidations {
  readonly live: boolean;
  subscribe(listener: AccountChangeListener): () => unknown;
}

class CatalogueInvalidations implements Invalidations {
  private readonly listeners = new Set<AccountChangeListener>();

  constructor(private readonly feed: { readonly live: boolean }) {}

  get live(): boolean {
    return this.feed.live;
  }

  subscribe(listener: AccountChangeListener): () => unknown {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dropAll(): void {
    for (const listener of this.listeners) listener(null);
  }
}

const ACCOUNT_CHANNEL = 'account_changed';
const CATALOGUE_CHANNEL = 'catalogue_changed';
const MAX_RETRY_MS = 30_000;

/**
 * Listens on Postgres for `account_changed` (migration AccountChangeFeed) and `catalogue_changed`
 * (migration CatalogueChangeFeed) and tells the in-process caches what to drop. While the listening
 * connection is down nothing may be cached (`live` is false) and every cache is cleared when it
 * drops, because a notification could be missed in the gap; it reconnects on its own with backoff.
 *
 * Writers in this process also call `changed` / `catalogueChanged` right after their commit, so the
 * writer's own next request reads its write even before Postgres's notification arrives.
 */
@Injectable()
export class ChangeFeed implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ChangeFeed');
  private readonly listeners = new Set<AccountChangeListener>();
  /** Catalogue changes (exams, categories, products, variants): each one drops everything cached of it. */
  readonly catalogue = new CatalogueInvalidations(this);
  private client: Client | null = null;
  private retryMs = 500;
  private retryTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private listening = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** True while changes are being heard: the only time caching account data is safe. */
  get live(): boolean {
    return this.listening;
  }

  subscribe(listener: AccountChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(userId: string): void {
    this.emit(userId);
  }

  catalogueChanged(): void {
    this.catalogue.dropAll();
  }

  async onModuleInit(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.drop();
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'medprep-change-feed' });
    client.on('notification', (message) => {
      if (message.channel === ACCOUNT_CHANNEL && message.payload) this.emit(message.payload === '*' ? null : message.payload);
      if (message.channel === CATALOGUE_CHANNEL) this.catalogueChanged();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCOUNT_CHANNEL}; LISTEN ${CATALOGUE_CHANNEL}`);
      if (this.client !== client) return;
      this.listening = true;
      if (this.retryMs > 500) this.logger.log('Listening for changes again');
      this.retryMs = 500;
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error: Error | null): void {
    if (this.client !== client) return;
    this.drop();
    this.emit(null);
    this.catalogueChanged();
    if (this.stopped) return;
    this.logger.warn(`Not hearing changes (${error?.message ?? 'connection ended'}); account and catalogue caches are off until it reconnects`);
    this.retryTimer = setTimeout(() => void this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private drop(): void {
    const client = this.client;
    this.client = null;
    this.listening = false;
    client?.removeAllListeners('notification');
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
  }

  private emit(userId: string | null): void {
    for (const listener of this.listeners) listener(userId);
  }
}

@Global()
@Module({ providers: [ChangeFeed], exports: [ChangeFeed] })
export class ChangeFeedModule {}
