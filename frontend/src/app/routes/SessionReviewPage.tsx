import { useParams } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { useReviewQuery } from '../../features/quiz/api';
import { SessionLoadFailed, SessionLoading } from '../../features/quiz/components/SessionLoadState';
import { SessionReviewView } from '../../features/quiz/components/SessionReviewView';
import { selectEndReason, selectQuizSessionId } from '../../features/quiz/quizSlice';

/** /s/:sessionId/review — the results of a session; a timed one still running is refused (409) until it ends. */
export function SessionReviewPage() {
  const { sessionId = '' } = useParams();
  // A session just ended in the player has its review in the cache already.
  const { data: review, error, isError, refetch } = useReviewQuery(sessionId);
  const playedId = useAppSelector(selectQuizSessionId);
  const endReason = useAppSelector(selectEndReason);

  if (review) return <SessionReviewView review={review} endReason={playedId === sessionId ? endReason : null} />;
  if (isError) {
    return <SessionLoadFailed subject="Results" heading="We could not load your results" message={error.message} onRetry={() => void refetch()} />;
  }
  return <SessionLoading subject="Results" label="Loading your results…" />;
}
