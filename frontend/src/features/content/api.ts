import type { RouterOutputs } from '@medprep/shared/contract';
import { baseApi, callServer } from '../../app/api/base-api';
import type { AppStore } from '../../app/store';

type Content = RouterOutputs['content'];

/** Records as they arrive (superjson restores the dates). */
export interface ContentRecords {
  partners: Content['partners'];
  testimonials: Content['testimonials']['records'];
  blog: Content['blog']['records'];
  faqs: Content['faqs']['records'];
}
export type ContentKind = keyof ContentRecords;
export type ContentPage<K extends ContentKind> = { records: ContentRecords[K]; total: number };

/** How many of each list the public pages show (the API's page size is 10, its maximum 50). */
const LIMITS = { testimonials: 6, blog: 3, faqs: 50 } as const;
const newestFirst = <K extends keyof typeof LIMITS>(kind: K) => ({ page: 1, limit: LIMITS[kind], sort: 'date', order: 'desc' }) as const;

/** The public pages' content lists (newest first by date) and one article's full text. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    partners: build.query<ContentPage<'partners'>, void>({
      queryFn: (_arg, { extra }) =>
        callServer(extra, async ({ trpc }) => {
          const records = await trpc.content.partners.query();
          return { records, total: records.length };
        }),
      providesTags: ['Content'],
    }),
    testimonials: build.query<ContentPage<'testimonials'>, void>({
      queryFn: (_arg, { extra }) => callServer(extra, ({ trpc }) => trpc.content.testimonials.query(newestFirst('testimonials'))),
      providesTags: ['Content'],
    }),
    blog: build.query<ContentPage<'blog'>, void>({
      queryFn: (_arg, { extra }) => callServer(extra, ({ trpc }) => trpc.content.blog.query(newestFirst('blog'))),
      providesTags: ['Content'],
    }),
    faqs: build.query<ContentPage<'faqs'>, void>({
      queryFn: (_arg, { extra }) => callServer(extra, ({ trpc }) => trpc.content.faqs.query(newestFirst('faqs'))),
      providesTags: ['Content'],
    }),
    blogPost: build.query<Content['blogPost'], string>({
      queryFn: (slug, { extra }) => callServer(extra, ({ trpc }) => trpc.content.blogPost.query({ slug })),
      providesTags: ['Content'],
    }),
  }),
});

export const { useBlogPostQuery } = contentApi;

/** The start-up's global content step: the partner list the public pages share, held while the app runs. */
export async function globalContentRequested(store: AppStore): Promise<boolean> {
  const result = await store.dispatch(contentApi.endpoints.partners.initiate());
  return !result.isError;
}
