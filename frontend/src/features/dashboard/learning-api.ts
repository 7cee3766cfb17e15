import type { Blueprint, Readiness } from '@medprep/shared';
import { baseApi, callServer } from '../../app/api/base-api';

/** learning.blueprint and learning.readiness; refreshed with the dashboard ('Overview') when a session ends. */
export const learningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    blueprint: build.query<Blueprint, string>({
      queryFn: (exam, { extra }) => callServer(extra, ({ trpc }) => trpc.learning.blueprint.query({ exam })),
      providesTags: ['Overview'],
    }),
    readiness: build.query<Readiness, string>({
      queryFn: (exam, { extra }) => callServer(extra, ({ trpc }) => trpc.learning.readiness.query({ exam })),
      providesTags: ['Overview'],
    }),
  }),
});

export const { useBlueprintQuery, useReadinessQuery } = learningApi;
