import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../hooks';
import { loadSession } from '../../features/quiz/api';
import { QuizPlayer } from '../../features/quiz/components/QuizPlayer';
import { SessionLoadFailed, SessionLoading } from '../../features/quiz/components/SessionLoadState';
import { selectPlayerPhase, selectQuizError, selectQuizSessionId, selectQuizState } from '../../features/quiz/quizSlice';

/** /s/:sessionId — the question player; a reload resumes the session where it was left. */
export function SessionPlayerPage() {
  const { sessionId = '' } = useParams();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const phase = useAppSelector(selectPlayerPhase);
  const loadedId = useAppSelector(selectQuizSessionId);
  const error = useAppSelector(selectQuizError);

  useEffect(() => {
    const state = selectQuizState(store.getState());
    // A session just started from the dashboard is already here; anything else is fetched.
    if (state.sessionId !== sessionId || state.phase === 'idle') void dispatch(loadSession(sessionId));
  }, [dispatch, store, sessionId]);

  useEffect(() => {
    if (phase === 'ended' && loadedId === sessionId) void navigate(`/s/${sessionId}/review`, { replace: true });
  }, [phase, loadedId, sessionId, navigate]);

  if (loadedId === sessionId && (phase === 'active' || phase === 'ending')) return <QuizPlayer />;
  if (loadedId === sessionId && phase === 'failed') {
    return (
      <SessionLoadFailed
        subject="Session"
        heading="We could not open this session"
        message={error?.message}
        onRetry={() => void dispatch(loadSession(sessionId))}
      />
    );
  }
  return <SessionLoading subject="Session" label="Opening your session…" />;
}
