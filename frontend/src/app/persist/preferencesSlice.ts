import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { isSupportedCurrency } from '@medprep/shared';
import { rootReducer } from '../store';
import { readPersistedStore, type PersistedState } from './persisted-parts';

export interface PreferencesState {
  /** The last currency chosen in this browser (a checkout opens in it when the user saved none). */
  currency: PersistedState['currency'] | null;
  onboarding: NonNullable<PersistedState['onboarding']> | null;
  trial: NonNullable<PersistedState['trial']> | null;
}

/** What this browser remembers between visits, read from the persisted store when the slice joins. */
function restored(): PreferencesState {
  const { currency = null, onboarding = null, trial = null } = readPersistedStore();
  return { currency, onboarding, trial };
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: restored,
  reducers: {
    /** The user picked a currency, or paid in one. */
    currencyRemembered(state, action: PayloadAction<string>) {
      const code = action.payload.trim().toLowerCase();
      if (isSupportedCurrency(code)) state.currency = code;
    },
    /** The signed-in user as the server last described them (null: signed out). */
    accountSeen(state, action: PayloadAction<Pick<PreferencesState, 'onboarding' | 'trial'>>) {
      state.onboarding = action.payload.onboarding;
      state.trial = action.payload.trial;
    },
  },
});

declare module '../store' {
  export interface LazyLoadedSlices extends WithSlice<typeof preferencesSlice> {}
}

/** Joined when the persistence module or the checkout loads. */
const injectedPreferencesSlice = preferencesSlice.injectInto(rootReducer);

export const selectPreferences = injectedPreferencesSlice.selectSlice;
export const selectRememberedCurrency = (state: Parameters<typeof selectPreferences>[0]) => selectPreferences(state).currency;
export const { currencyRemembered, accountSeen } = preferencesSlice.actions;
