import { createListenerMiddleware, isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { selectUserId, userRefreshed, userSignedIn } from '../features/auth/userSlice';
import { selectThemePreference, THEME_SAVE_DEBOUNCE_MS, themeRestored, themeToggled } from '../features/theme/themeSlice';
import type { AppDispatch, RootState, ThunkExtra } from './store';

/**
 * Effects that join features (which do not import each other): the user's saved theme is restored
 * when the user arrives, and a theme change is saved to the user's settings, debounced (SPEC §4, §9).
 */
export function createAppListeners(extra: ThunkExtra) {
  const listener = createListenerMiddleware({ extra });
  const startListening = listener.startListening as TypedStartListening<RootState, AppDispatch, ThunkExtra>;

  const userArrived = isAnyOf(userSignedIn, userRefreshed);
  startListening({
    predicate: (action) => userArrived(action),
    effect: (action, api) => {
      if (userArrived(action)) api.dispatch(themeRestored(action.payload.settings?.theme));
    },
  });

  startListening({
    actionCreator: themeToggled,
    effect: async (_, api) => {
      api.cancelActiveListeners();
      await api.delay(THEME_SAVE_DEBOUNCE_MS);
      const state = api.getState();
      const userID = selectUserId(state);
      if (!userID) return;
      try {
        await api.extra.trpc.users.updateUserSettings.mutate({
          data: { userID, settingsData: { theme: selectThemePreference(state) } },
        });
      } catch (error) {
        // The theme stays as chosen on this page; a 401 has already run the logout routine.
        console.warn('Could not save the theme', error);
      }
    },
  });

  return listener;
}
