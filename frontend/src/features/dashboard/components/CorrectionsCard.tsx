import { useId } from 'react';
import { Link } from 'react-router-dom';
import { correctionNoticeText } from '@medprep/shared';
import { useCorrectionsQuery } from '../corrections-api';

/**
 * 'Corrections to questions you answered': each item the user answered at a version a published
 * correction has since replaced, newest first, opening the review where they answered it. Nothing
 * shows when there is none (or the list cannot be loaded: it is news, not a figure to trust).
 */
export function CorrectionsCard() {
  const titleId = useId();
  const { data } = useCorrectionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const corrections = data?.corrections ?? [];
  if (corrections.length === 0) return null;
  return (
    <section className="dashboard-card corrections-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section__title">
        Corrections to questions you answered
      </h2>
      <ul className="corrections-card__list">
        {corrections.map((c) => (
          <li key={c.questionId} className="corrections-card__item">
            <p className="corrections-card__note">{correctionNoticeText(new Date(c.correctedAt), c.changeNote)}</p>
            <p className="corrections-card__stem">
              {c.examTitle} · {c.stemExcerpt}
            </p>
            {c.reviewSessionId && (
              <Link to={`/s/${c.reviewSessionId}/review#q-${c.questionId}`} className="btn btn--ghost btn--small" aria-label={`Review the question: ${c.stemExcerpt}`}>
                Review the question
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
