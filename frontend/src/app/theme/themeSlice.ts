import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Theme } from '@medprep/shared';

/** Debounce before a theme change is saved to the user's settings. */
export const THEME_SAVE_DEBOUNCE_MS = 150;

export interface ThemeState {
  /** The theme of the dashboard and session areas; public pages are always light. */
  preference: Theme;
}

const initialState: ThemeState = { preference: 'light' };

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

export const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    /** The user pressed the theme toggle. */
    themeToggled(state) {
      state.preference = state.preference === 'dark' ? 'light' : 'dark';
    },
    /** The theme saved in the user's settings arrived with the user. */
    themeRestored(state, action: PayloadAction<unknown>) {
      if (isTheme(action.payload)) state.preference = action.payload;
    },
  },
  selectors: {
    selectThemePreference: (state) => state.preference,
  },
});

export const { themeToggled, themeRestored } = themeSlice.actions;
export const { selectThemePreference } = themeSlice.selectors;
