import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { CLOCK_SYNC_INTERVAL_MS, syncClock } from '../quiz-flow';

/**
 * Keeps the session clock honest: a sync with the server when the session opens, every 30 s for a
 * timed session, and whenever the tab becomes visible again (a laptop waking from sleep).
 */
export function useClockSync(sessionId: string | null, timed: boolean, active: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!sessionId || !active) return;
    void dispatch(syncClock());
    const onVisible = () => {
      if (document.visibilityState === 'visible') void dispatch(syncClock());
    };
    document.addEventListener('visibilitychange', onVisible);
    const id = timed ? setInterval(() => void dispatch(syncClock()), CLOCK_SYNC_INTERVAL_MS) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      if (id !== undefined) clearInterval(id);
    };
  }, [dispatch, sessionId, timed, active]);
}
