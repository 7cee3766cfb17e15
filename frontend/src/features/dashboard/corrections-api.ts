import { baseApi, callServer } from '../../app/api/base-api';
import type { Jsonified } from '../../app/api/jsonified';
import type { RouterOutputs } from '@medprep/shared/contract';

export type CorrectionList = Jsonified<RouterOutputs['corrections']['list']>;
export type CorrectionEntry = CorrectionList['corrections'][number];
export type MyReportList = Jsonified<RouterOutputs['corrections']['myReports']>;
export type MyReportEntry = MyReportList['reports'][number];

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export const correctionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** corrections.list: items the user answered that a published correction has since changed. */
    corrections: build.query<CorrectionList, void>({
      queryFn: (_arg, { extra }) =>
        callServer(extra, async ({ trpc }) => {
          const { corrections } = await trpc.corrections.list.query();
          return { corrections: corrections.map((c) => ({ ...c, correctedAt: c.correctedAt.toISOString() })) };
        }),
    }),

    /** corrections.myReports: the user's reports of errors, with the editors' replies. */
    myReports: build.query<MyReportList, void>({
      queryFn: (_arg, { extra }) =>
        callServer(extra, async ({ trpc }) => {
          const { reports } = await trpc.corrections.myReports.query();
          return {
            reports: reports.map((r) => ({ ...r, repliedAt: iso(r.repliedAt), createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() })),
          };
        }),
    }),
  }),
});

export const { useCorrectionsQuery, useMyReportsQuery } = correctionsApi;
