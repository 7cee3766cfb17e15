import { createSlice } from '@reduxjs/toolkit';
import { findExamBySlug, groupExamsByCategory, splitGroupsIntoColumns, type Exam } from '@medprep/shared';
import { createAppAsyncThunk } from '../create-app-thunk';
import { memoizeLast } from '../../lib/memoize-last';

export type ExamsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ExamsState {
  items: Exam[];
  status: ExamsStatus;
  error: string | null;
}

const initialState: ExamsState = { items: [], status: 'idle', error: null };

const ignoreWarning = () => {};

// Derived lists keep their identity until the exams change, for useSelector.
const groupsOf = memoizeLast((exams: readonly Exam[]) => groupExamsByCategory(exams));
const columnsOf = memoizeLast((groups: ReturnType<typeof groupsOf>) => splitGroupsIntoColumns(groups));

/**
 * Asks the API for the exams offered on this instance. Skipped while a request is in flight or once
 * the list is loaded, so every page that needs the list can simply dispatch it; after a failure it
 * runs again (the retry button).
 */
export const examsRequested = createAppAsyncThunk(
  'exams/requested',
  async (_: void, { extra, rejectWithValue }) => {
    try {
      return await extra.trpc.exams.initExamsAvailableForInstance.query();
    } catch (error) {
      return rejectWithValue(error instanceof Error && error.message ? error.message : 'Unknown error');
    }
  },
  {
    condition: (_, { getState }) => {
      const { status } = getState().exams;
      return status === 'idle' || status === 'failed';
    },
  },
);

export const examsSlice = createSlice({
  name: 'exams',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(examsRequested.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(examsRequested.fulfilled, (state, action) => {
        state.status = 'ready';
        state.items = action.payload;
      })
      .addCase(examsRequested.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? 'Unknown error';
      });
  },
  selectors: {
    selectExams: (state) => state.items,
    selectExamsStatus: (state) => state.status,
    selectExamsError: (state) => state.error,
    // Silent: a selector runs on every render; the exam route's check is where a miss is warned.
    selectExamBySlug: (state, slug: string) => findExamBySlug(state.items, slug, ignoreWarning),
    /** Exams grouped by category label, groups sorted alphabetically (rule in @medprep/shared). */
    selectExamGroups: (state) => groupsOf(state.items),
    /** The groups balanced into the two columns of the exam list. */
    selectExamColumns: (state) => columnsOf(groupsOf(state.items)),
  },
});

export const { selectExams, selectExamsStatus, selectExamsError, selectExamBySlug, selectExamGroups, selectExamColumns } =
  examsSlice.selectors;


