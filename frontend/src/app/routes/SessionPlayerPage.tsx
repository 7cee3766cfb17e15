import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '../hooks';
import { Spinner } from '../../components/ui/Spinner';
import { loadSession } from '../../features/quiz/api';
import { QuizPlayer } from '../../features/quiz/components/QuizPlayer';
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
    if (phase === 'ended' && loadedId === sessionId) navigate(`/s/${sessionId}/review`, { replace: true });
  }, [phase, loadedId, sessionId, navigate]);

  if (loadedId === sessionId && (phase === 'active' || phase === 'ending')) return <QuizPlayer />;
  if (loadedId === sessionId && phase === 'failed') {
    return (
      <div className="page status-page">
        <title>Session — MedPrep</title>
        <h1 className="status-page__title">We could not open this session</h1>
        <p className="notice notice--error" role="alert">
          {error?.message}
        </p>
        <div className="status-page__actions">
          <button type="button" className="btn btn--primary" onClick={() => void dispatch(loadSession(sessionId))}>
            Try again
          </button>
          <Link to="/dashboard" className="btn btn--secondary">
            Back to dashboard
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="route-fallback">
      <title>Session — MedPrep</title>
      <Spinner label="Opening your session…" />
    </div>
  );
}
