import { STORE_KEY, STORE_VERSION, type Theme } from '@medprep/shared';
import { themeRestored } from '../theme/themeSlice';
import { isSignedInArea } from '../signed-in-area';
import type { AppStore } from '../store';

/**
 * The theme of the persisted client store, read without its schemas (they load later): the entry
 * chunk must stay small, and the theme must be on the page before its first paint.
 */
function storedTheme(): Theme | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null') as { version?: unknown; theme?: unknown } | null;
    return stored?.version === STORE_VERSION && (stored.theme === 'dark' || stored.theme === 'light') ? stored.theme : null;
  } catch {
    return null; // Corrupt, or storage refused: the persistence module drops or rewrites it.
  }
}

/**
 * Before the first render: the stored theme goes into the store (and onto the page in the signed-in
 * areas, so that a dark theme does not flash light while the shell loads); then the persistence
 * module loads, restores the rest and keeps the store saved.
 */
export function startPersistence(store: AppStore, pathname: string): void {
  const theme = storedTheme();
  if (theme) {
    store.dispatch(themeRestored(theme));
    if (isSignedInArea(pathname)) document.documentElement.dataset.theme = theme;
  }
  void import('./persist-store').then(({ persistStore }) => persistStore(store), () => {});
}
