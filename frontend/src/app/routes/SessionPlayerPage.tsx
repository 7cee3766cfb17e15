import { useDeferredValue, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useSessionQuery } from '../../features/quiz/api';
import { QuizPlayer } from '../../features/quiz/components/QuizPlayer';
import { SessionLoadFailed, SessionLoading } from '../../features/quiz/components/SessionLoadState';
import { selectPlayerPhase, selectQuizSessionId, sessionOpened } from '../../features/quiz/quizSlice';

/** /s/:sessionId — the question player; a reload resumes the session where it was left. */
export function SessionPlayerPage() {
  const { sessionId = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const phase = useAppSelector(selectPlayerPhase);
  const loadedId = useAppSelector(selectQuizSessionId);
  // A session just started from the dashboard is already in the cache; anything else is fetched.
  const { data, error, isError, refetch } = useSessionQuery(sessionId);

  useEffect(() => {
    if (data && loadedId !== sessionId) dispatch(sessionOpened(data.session));
  }, [dispatch, data, loadedId, sessionId]);

  useEffect(() => {
    if (phase === 'ended' && loadedId === sessionId) void navigate(`/s/${sessionId}/review`, { replace: true });
  }, [phase, loadedId, sessionId, navigate]);

  const playing = loadedId === sessionId && (phase === 'active' || phase === 'ending');
  // Mounting the player is the page's largest piece of work: deferred, React does it in slices
  // that leave the main thread free between them (the page's HTML already shows the question).
  const mounted = useDeferredValue(playing);
  if (playing && mounted) return <QuizPlayer />;
  if (isError && loadedId !== sessionId) {
    return <SessionLoadFailed subject="Session" heading="We could not open this session" message={error.message} onRetry={() => void refetch()} />;
  }
  return <SessionLoading subject="Session" label="Opening your session…" />;
}
