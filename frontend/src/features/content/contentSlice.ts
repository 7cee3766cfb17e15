import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { BlogTeaser, Faq, Partner, Testimonial } from '@medprep/shared';
import { createAppAsyncThunk } from '../../app/create-app-thunk';
import { rootReducer } from '../../app/store';

/** Records as they arrive (superjson restores the dates). */
export interface ContentRecords {
  partners: Partner[];
  testimonials: Testimonial[];
  blog: BlogTeaser[];
  faqs: Faq[];
}
export type ContentKind = keyof ContentRecords;

export type ContentStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ContentList<K extends ContentKind> {
  status: ContentStatus;
  records: ContentRecords[K];
  total: number;
  error: string | null;
}

export type ContentState = { [K in ContentKind]: ContentList<K> };

const emptyList = <K extends ContentKind>(): ContentList<K> => ({
  status: 'idle',
  records: [] as unknown as ContentRecords[K],
  total: 0,
  error: null,
});

const initialState: ContentState = {
  partners: emptyList(),
  testimonials: emptyList(),
  blog: emptyList(),
  faqs: emptyList(),
};

/** How many of each list the public pages show (the API's page size is 10, its maximum 50). */
const LIMITS: Record<Exclude<ContentKind, 'partners'>, number> = { testimonials: 6, blog: 3, faqs: 50 };

export const FAILED_CONTENT_MESSAGE = 'This section could not be loaded.';

/**
 * Loads one content list (newest first by date). Skipped while loading or once
 * loaded; after a failure it runs again (the section's retry).
 */
export const contentRequested = createAppAsyncThunk(
  'content/requested',
  async (kind: ContentKind, { extra, rejectWithValue }) => {
    try {
      if (kind === 'partners') {
        const records = await extra.trpc.content.partners.query();
        return { kind, records, total: records.length };
      }
      const page = await extra.trpc.content[kind].query({ page: 1, limit: LIMITS[kind], sort: 'date', order: 'desc' });
      return { kind, records: page.records, total: page.total };
    } catch (error) {
      return rejectWithValue(error instanceof Error && error.message ? error.message : FAILED_CONTENT_MESSAGE);
    }
  },
  {
    condition: (kind, { getState }) => {
      const status = getState().content?.[kind].status ?? 'idle';
      return status === 'idle' || status === 'failed';
    },
  },
);

/** The start-up's global content step: the partner list the public pages share. */
export const globalContentRequested = createAppAsyncThunk('content/globalRequested', async (_: void, { dispatch, getState }) => {
  await dispatch(contentRequested('partners'));
  return getState().content?.partners.status === 'ready';
});

export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(contentRequested.pending, (state, action) => {
        const list = state[action.meta.arg];
        list.status = 'loading';
        list.error = null;
      })
      .addCase(contentRequested.fulfilled, (state, action) => {
        const { kind, records, total } = action.payload;
        const list = state[kind] as ContentList<typeof kind>;
        list.status = 'ready';
        list.records = records as never;
        list.total = total;
      })
      .addCase(contentRequested.rejected, (state, action) => {
        const list = state[action.meta.arg];
        list.status = 'failed';
        list.error = action.payload ?? FAILED_CONTENT_MESSAGE;
      });
  },
  selectors: {
    selectContentList: <K extends ContentKind>(state: ContentState, kind: K) => state[kind] as ContentList<K>,
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof contentSlice> {}
}

/** Joined to the store when the content code loads (home, FAQs, start-up's global content step). */
const injectedContentSlice = contentSlice.injectInto(rootReducer);

export const { selectContentList } = injectedContentSlice.selectors;
