import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { flushOutbox } from '../quiz-flow';

/** Sends the answers the server has not acknowledged when the player opens and when the connection comes back. */
export function useOutboxRetry(sessionId: string | null) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!sessionId) return;
    void dispatch(flushOutbox());
    const onOnline = () => void dispatch(flushOutbox());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [dispatch, sessionId]);
}
