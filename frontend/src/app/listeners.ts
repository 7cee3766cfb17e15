import type { Middleware } from '@reduxjs/toolkit';
import { selectUserId, userRefreshed, userSignedIn } from './session/userSlice';
import { selectThemePreference, THEME_SAVE_DEBOUNCE_MS, themeRestored, themeToggled } from '../features/theme/themeSlice';
import type { RootState, ThunkExtra } from './store';

/**
 * Effects that join features (which do not import each other): the user's saved theme is restored
 * when the user arrives, and a theme change is saved to the user's settings, debounced.
 * A plain middleware: RTK's listener middleware would add ~2 KB gzip to the first page load for two
 * effects this small.
 */
export function createAppEffects(extra: ThunkExtra): Middleware<object, RootState> {
  let pendingSave: ReturnType<typeof setTimeout> | undefined;
  return (api) => (next) => (action) => {
    const result = next(action);
    if (userSignedIn.match(action) || userRefreshed.match(action)) {
      api.dispatch(themeRestored(action.payload.settings?.theme));
    } else if (themeToggled.match(action)) {
      clearTimeout(pendingSave);
      pendingSave = setTimeout(() => void saveTheme(api.getState(), extra), THEME_SAVE_DEBOUNCE_MS);
    }
    return result;
  };
}

async function saveTheme(state: RootState, { trpc }: ThunkExtra) {
  const userID = selectUserId(state);
  if (!userID) return;
  try {
    await trpc.users.updateUserSettings.mutate({ data: { userID, settingsData: { theme: selectThemePreference(state) } } });
  } catch (error) {
    // The theme stays as chosen on this page; a 401 has already run the logout routine.
    console.warn('Could not save the theme', error);
  }
}
