import { contentApi, type ContentKind, type ContentRecords } from '../api';

export type ContentStatus = 'loading' | 'ready' | 'failed';

export interface ContentList<K extends ContentKind> {
  status: ContentStatus;
  records: ContentRecords[K];
  total: number;
  retry: () => void;
}

const NONE: never[] = [];

/** A content list, requested when first shown; `retry` asks again after a failure. */
export function useContent<K extends ContentKind>(kind: K): ContentList<K> {
  // `kind` is fixed for a component, so the same hook runs on every render.
  const { data, isSuccess, isError, refetch } = contentApi.endpoints[kind].useQuery();
  return {
    status: isError ? 'failed' : isSuccess ? 'ready' : 'loading',
    records: (data?.records ?? NONE) as ContentRecords[K],
    total: data?.total ?? 0,
    retry: () => void refetch(),
  };
}
