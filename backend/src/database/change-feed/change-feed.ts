import { Global, Inject, Injectable, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Whose data changed (a user id), or null when anything may have (the feed was interrupted). */
export type ChangeListener = (owner: string | null) => void;

/** What a FeedCache needs of a feed: whether it is being heard, and whose entries to drop. */
export interface Invalidations {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => unknown;
}

/** One kind of change (account data, the catalogue) as the caches see it. */
class FeedChannel implements Invalidations {
  private readonly listeners = new Set<ChangeListener>();

  constructor(private readonly feed: { readonly live: boolean }) {}

  get live(): boolean {
    return this.feed.live;
  }

  subscribe(listener: ChangeListener): () => unknown {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(owner: string | null): void {
    for (const listener of this.listeners) listener(owner);
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
  /** Account changes, by user id. */
  readonly accounts = new FeedChannel(this);
  /** Catalogue changes (exams, categories, products, variants): each one drops everything cached of it. */
  readonly catalogue = new FeedChannel(this);
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

  changed(userId: string): void {
    this.accounts.emit(userId);
  }

  catalogueChanged(): void {
    this.catalogue.emit(null);
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
      if (message.channel === ACCOUNT_CHANNEL && message.payload) this.accounts.emit(message.payload === '*' ? null : message.payload);
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
    this.accounts.emit(null);
    this.catalogue.emit(null);
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
}

@Global()
@Module({ providers: [ChangeFeed], exports: [ChangeFeed] })
export class ChangeFeedModule {}
