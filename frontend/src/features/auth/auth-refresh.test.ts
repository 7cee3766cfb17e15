import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_REFRESH_INTERVAL_MS, startAuthRefresh } from './auth-refresh';

/** A page whose visibility and connection the test controls. */
function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = Object.assign(new EventTarget(), { navigator: { onLine: true } });
  return {
    document: doc,
    window: win,
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    offline() {
      win.navigator.onLine = false;
      win.dispatchEvent(new Event('offline'));
    },
    online() {
      win.navigator.onLine = true;
      win.dispatchEvent(new Event('online'));
    },
  };
}

let stop: (() => void) | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

const start = (refresh: () => Promise<unknown>, page = fakePage()) => {
  stop = startAuthRefresh({ refresh, document: page.document, window: page.window });
  return page;
};

describe('background authentication refresh', () => {
  it('refreshes once at start, then every 600000 ms', async () => {
    const refresh = vi.fn(async () => {});
    start(refresh);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops while the page is hidden and restarts when it is visible again', async () => {
    const refresh = vi.fn(async () => {});
    const page = start(refresh);
    await vi.advanceTimersByTimeAsync(0);

    page.hide();
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(1);

    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops while offline and restarts when back online', async () => {
    const refresh = vi.fn(async () => {});
    const page = start(refresh);
    await vi.advanceTimersByTimeAsync(0);

    page.offline();
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);

    page.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('does not start a check while one is still running', async () => {
    let finish!: () => void;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    start(refresh);
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);

    finish();
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('ignores failures and keeps refreshing', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('Failed to fetch');
    });
    start(refresh);
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops for good when stopped', async () => {
    const refresh = vi.fn(async () => {});
    const page = start(refresh);
    await vi.advanceTimersByTimeAsync(0);
    stop?.();

    page.hide();
    page.show();
    await vi.advanceTimersByTimeAsync(AUTH_REFRESH_INTERVAL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
