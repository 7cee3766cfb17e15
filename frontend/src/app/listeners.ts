import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { examCheckoutRequested } from './checkout-intent';
import { selectUserId, userRefreshed, userSignedIn } from './session/userSlice';
import { selectThemePreference, THEME_SAVE_DEBOUNCE_MS, themeRestored, themeToggled } from './theme/themeSlice';
import type { RootState, ThunkExtra } from './store';

/**
 * Effects that join features (which do not import each other): the user's saved theme is restored
 * when the user arrives, a theme change is saved to the user's settings, debounced, and a dashboard
 * request to buy or extend an exam opens the checkout (loaded on demand, as its page chunk is).
 * A plain middleware: RTK's listener middleware would add ~2 KB gzip to the first page load for two
 * effects this small.
 */
export function createAppEffects(extra: ThunkExtra): Middleware<object, RootState, ThunkDispatch<RootState, ThunkExtra, UnknownAction>> {
  let pendingSave: ReturnType<typeof setTimeout> | undefined;
  return (api) => (next) => (action) => {
    const result = next(action);
    if (userSignedIn.match(action) || userRefreshed.match(action)) {
      api.dispatch(themeRestored(action.payload.settings?.theme));
    } else if (themeToggled.match(action)) {
      clearTimeout(pendingSave);
      pendingSave = setTimeout(() => void saveTheme(api.getState(), extra), THEME_SAVE_DEBOUNCE_MS);
    } else if (examCheckoutRequested.match(action)) {
      // Fire and forget: the checkout thunks record their own failures in the checkout state.
      void import('../features/checkout/checkout-flow').then(({ openExamCheckout }) => api.dispatch(openExamCheckout(action.payload)));
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
