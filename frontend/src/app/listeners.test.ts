import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc } from '../test/fake-trpc';
import { aUser } from '../test/user-fixtures';
import { userSignedIn } from './session/session-api';
import { makeStore } from './store';
import { THEME_SAVE_DEBOUNCE_MS, themeToggled } from './theme/themeSlice';

afterEach(() => {
  vi.useRealTimers();
});

describe('the theme save effect', () => {
  it('saves a burst of toggles once, with the theme that stands when the burst ends', async () => {
    const trpc = fakeTrpc();
    const store = makeStore({ trpc: trpc.client });
    store.dispatch(userSignedIn(aUser({ settings: { theme: 'light' } })));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    store.dispatch(themeToggled());
    vi.advanceTimersByTime(THEME_SAVE_DEBOUNCE_MS - 1);
    store.dispatch(themeToggled());
    vi.advanceTimersByTime(THEME_SAVE_DEBOUNCE_MS - 1);
    store.dispatch(themeToggled());
    vi.advanceTimersByTime(THEME_SAVE_DEBOUNCE_MS - 1);
    expect(trpc.updateUserSettings.mutate).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(trpc.updateUserSettings.mutate).toHaveBeenCalled());
    expect(trpc.updateUserSettings.mutate).toHaveBeenCalledTimes(1);
    expect(trpc.updateUserSettings.mutate).toHaveBeenCalledWith({ data: { userID: aUser().id, settingsData: { theme: 'dark' } } });
  });
});
