import { useNavigate } from 'react-router-dom';
import { MAX_SESSION_QUESTIONS } from '@medprep/shared';
import { useStartSessionMutation } from '../api';

export interface StartReviewButtonProps {
  examSlug: string;
  examTitle: string;
  /** Questions due for review; a session takes at most MAX_SESSION_QUESTIONS of them. */
  dueForReview: number;
}

/** 'Review them': starts a tutor session of the questions due for review and opens it at /s/:id. */
export function StartReviewButton({ examSlug, examTitle, dueForReview }: StartReviewButtonProps) {
  const navigate = useNavigate();
  const [start, { isLoading: starting, error }] = useStartSessionMutation();

  const startReview = async () => {
    const result = await start({ exam: examSlug, mode: 'tutor', filter: 'review', count: Math.min(dueForReview, MAX_SESSION_QUESTIONS) });
    if (result.data) await navigate(`/s/${result.data.id}`);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-label={`Review them: ${examTitle}`}
        onClick={() => void startReview()}
        disabled={starting}
      >
        {starting ? 'Starting…' : 'Review them'}
      </button>
      {error && (
        <p className="field__error" role="alert">
          {error.message}
        </p>
      )}
    </>
  );
}
