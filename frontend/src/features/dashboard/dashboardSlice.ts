import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import type { ExamOverview } from './dashboard-types';

export type OverviewStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface DashboardState {
  overview: {
    status: OverviewStatus;
    exams: ExamOverview[];
    /** The server could not read the performance figures: they are zeros, not the truth. */
    degraded: boolean;
    error: string | null;
  };
}

export const initialDashboardState: DashboardState = {
  overview: { status: 'idle', exams: [], degraded: false, error: null },
};

/**
 * The dashboard's overview as a small state machine. A reload keeps the exams already shown (no
 * flash of the loading state, no layout shift) until the fresh ones arrive.
 */
export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    overviewRequested(state) {
      state.overview.status = 'loading';
      state.overview.error = null;
    },
    overviewLoaded(state, action: PayloadAction<{ exams: ExamOverview[]; degraded: boolean }>) {
      state.overview = { status: 'ready', exams: action.payload.exams, degraded: action.payload.degraded, error: null };
    },
    overviewFailed(state, action: PayloadAction<string>) {
      state.overview.status = 'failed';
      state.overview.error = action.payload;
    },
  },
  selectors: {
    selectOverview: (state) => state.overview,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}

/** Joined to the store when the dashboard's code loads. */
const injectedDashboardSlice = dashboardSlice.injectInto(rootReducer);

export const selectDashboardState = injectedDashboardSlice.selectSlice;
export const { overviewRequested, overviewLoaded, overviewFailed } = dashboardSlice.actions;
export const { selectOverview } = injectedDashboardSlice.selectors;
