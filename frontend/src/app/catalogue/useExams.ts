import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { examsRequested, selectExamsError, selectExamsStatus } from './examsSlice';

/**
 * Loads the exam list if nobody has asked for it yet and reports its state. After a failure it waits
 * for `retry` (the user's "Try again") instead of re-requesting on every mount.
 */
export function useExams() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectExamsStatus);
  const error = useAppSelector(selectExamsError);

  useEffect(() => {
    if (status === 'idle') void dispatch(examsRequested());
  }, [status, dispatch]);

  const retry = useCallback(() => void dispatch(examsRequested()), [dispatch]);

  return { status, error, retry };
}
