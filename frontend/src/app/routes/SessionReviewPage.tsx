import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { loadReview } from '../../features/quiz/api';
import { SessionLoadFailed, SessionLoading } from '../../features/quiz/components/SessionLoadState';
import { SessionReviewView } from '../../features/quiz/components/SessionReviewView';
import { selectReviewState } from '../../features/quiz/quizSlice';

/** /s/:sessionId/review — the results of a session; a timed one still running is refused (409) until it ends. */
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
      <SessionLoadFailed
        subject="Results"
        heading="We could not load your results"
        message={review.error?.message}
        onRetry={() => void dispatch(loadReview(sessionId))}
      />
    );
  }
  return <SessionLoading subject="Results" label="Loading your results…" />;
}
