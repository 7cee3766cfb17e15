import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import { contentRequested, selectContentList, type ContentKind, type ContentList } from '../contentSlice';

/** Loads a content list when first shown; `retry` asks again after a failure. */
export function useContent<K extends ContentKind>(kind: K): ContentList<K> & { retry: () => void } {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state: RootState) => selectContentList(state, kind));

  useEffect(() => {
    if (list.status === 'idle') void dispatch(contentRequested(kind));
  }, [list.status, kind, dispatch]);

  const retry = useCallback(() => void dispatch(contentRequested(kind)), [dispatch, kind]);
  return { ...list, retry };
}
