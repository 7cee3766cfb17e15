import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_SESSION_QUESTIONS } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { startSession } from '../api';
import { selectStartState } from '../quizSlice';

export interface StartReviewButtonProps {
  examSlug: string;
  examTitle: string;
  /** Questions due for review; a session takes at most MAX_SESSION_QUESTIONS of them. */
  dueForReview: number;
}

/** 'Review them': starts a tutor session of the questions due for review and opens it at /s/:id. */
export function StartReviewButton({ examSlug, examTitle, dueForReview }: StartReviewButtonProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [reviewing, setReviewing] = useState(false);
  const start = useAppSelector(selectStartState);
  const reviewError = reviewing && start.status === 'failed' && start.examSlug === examSlug ? start.error?.message : null;

  const startReview = async () => {
    setReviewing(true);
    const result = await dispatch(startSession({ exam: examSlug, mode: 'tutor', filter: 'review', count: Math.min(dueForReview, MAX_SESSION_QUESTIONS) }));
    if (typeof result.payload === 'string') await navigate(`/s/${result.payload}`);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-label={`Review them: ${examTitle}`}
        onClick={() => void startReview()}
        disabled={reviewing && start.status === 'starting'}
      >
        {reviewing && start.status === 'starting' ? 'Starting…' : 'Review them'}
      </button>
      {reviewError && (
        <p className="field__error" role="alert">
          {reviewError}
        </p>
      )}
    </>
  );
}
