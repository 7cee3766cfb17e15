import { randomUUID } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ChangeFeed } from '../../src/database/change-feed/change-feed';
import type { TestApp } from './test-app';

/**
 * Waits until the app has heard every change committed so far (account and catalogue data). A test
 * that writes such data with SQL, behind the service's back as another instance or psql would, calls this before its
 * next request: such writes reach the in-process caches through Postgres's notification, which
 * arrives a moment after the commit. Postgres delivers notifications in commit order, so once a
 * fence sent now is heard, so is every earlier change.
 */
export async function changesHeard(t: TestApp, timeoutMs = 5000): Promise<void> {
  const feed = t.app.get(ChangeFeed);
  const fence = `fence:${randomUUID()}`;
  let unsubscribe: () => unknown = () => undefined;
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app did not hear the change feed within ${timeoutMs} ms`)), timeoutMs);
    unsubscribe = feed.accounts.subscribe((payload) => {
      if (payload !== fence) return;
      clearTimeout(timer);
      resolve();
    });
  });
  try {
    await t.app.get<DataSource>(getDataSourceToken()).query(`SELECT pg_notify('account_changed', $1)`, [fence]);
    await heard;
  } finally {
    unsubscribe();
  }
}
