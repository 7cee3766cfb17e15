import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { examCheckoutRequested } from './checkout-intent';
import { selectThemePreference, THEME_SAVE_DEBOUNCE_MS, themeToggled } from './theme/themeSlice';
import type { RootState, ThunkExtra } from './store';

/**
 * Effects that join features (which do not import each other): a theme change is saved to the
 * user's settings, debounced, and a dashboard request to buy or extend an exam opens the checkout;
 * both load their code on demand, so neither is in the first page load. (The user's saved theme
 * returns with the user: see app/session/session-api.ts.) A plain middleware: RTK's listener
 * middleware would add ~2 KB gzip to the first page load for two effects this small.
 */
export function createAppEffects(): Middleware<object, RootState, ThunkDispatch<RootState, ThunkExtra, UnknownAction>> {
  let pendingSave: ReturnType<typeof setTimeout> | undefined;
  return (api) => (next) => (action) => {
    const result = next(action);
    if (themeToggled.match(action)) {
      clearTimeout(pendingSave);
      pendingSave = setTimeout(() => {
        const theme = selectThemePreference(api.getState());
        void import('../features/theme/api').then(({ themeApi }) => api.dispatch(themeApi.endpoints.saveTheme.initiate(theme)));
      }, THEME_SAVE_DEBOUNCE_MS);
    } else if (examCheckoutRequested.match(action)) {
      // Fire and forget: the checkout thunks record their own failures in the checkout state.
      void import('../features/checkout/checkout-flow').then(({ openExamCheckout }) => api.dispatch(openExamCheckout(action.payload)));
    }
    return result;
  };
}
