import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Spinner } from '../../components/ui/Spinner';
import { loadReview } from '../../features/quiz/api';
import { SessionReviewView } from '../../features/quiz/components/SessionReviewView';
import { selectReviewState } from '../../features/quiz/quizSlice';

/** /s/:sessionId/review — the results of a session (ends a timed one that is still running). */
export function SessionReviewPage() {
  const { sessionId = '' } = useParams();
  const dispatch = useAppDispatch();
  const review = useAppSelector(selectReviewState);

  useEffect(() => {
    void dispatch(loadReview(sessionId));
  }, [dispatch, sessionId]);

  if (review.sessionId === sessionId && review.status === 'ready' && review.data) {
    return <SessionReviewView review={review.data} endReason={review.endReason} />;
  }
  if (review.sessionId === sessionId && review.status === 'failed') {
    return (
      <div className="page status-page">
        <title>Results — MedPrep</title>
        <h1 className="status-page__title">We could not load your results</h1>
        <p className="notice notice--error" role="alert">
          {review.error?.message}
        </p>
        <div className="status-page__actions">
          <button type="button" className="btn btn--primary" onClick={() => void dispatch(loadReview(sessionId))}>
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
      <title>Results — MedPrep</title>
      <Spinner label="Loading your results…" />
    </div>
  );
}
