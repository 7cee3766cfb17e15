import { useId } from 'react';
import { countLabel, dueLabel, nextReviewText } from '@medprep/shared';
import { Spinner } from '../../../../components/ui/Spinner';
import type { ExamOverview, SessionStarters } from '../../dashboard-types';
import { useDueQueueQuery } from '../../learning-api';

/** Cards listed on the dashboard (learning.dueQueue sends up to 20). */
const LISTED = 5;

/**
 * The exam's review queue (learning.dueQueue): how many cards are due now and today, the next few
 * by topic with when they are due, and the button that starts a review of those due now.
 */
export function DueQueueCard({ exam, sessions }: { exam: ExamOverview; sessions: SessionStarters }) {
  const titleId = useId();
  const queue = useDueQueueQuery(exam.examSlug, { refetchOnMountOrArgChange: true });
  const q = queue.data;
  const now = new Date();
  const canPractise = !(exam.access === 'trial' && exam.trialComplete);
  const next = q?.next.slice(0, LISTED) ?? [];

  return (
    <section className="learning-card due-queue" aria-labelledby={titleId} aria-busy={queue.isFetching || undefined}>
      <h3 id={titleId} className="learning-card__title">
        Review queue
      </h3>
      {!q && !queue.isError && <Spinner label="Loading your review queue…" />}
      {queue.isError && !q && (
        <div className="notice notice--error" role="alert">
          <p>We could not load your review queue. {queue.error?.message}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void queue.refetch()}>
            Try again
          </button>
        </div>
      )}
      {q && q.total === 0 && <p>Each item you answer comes back here when it is due for review: answer some in tutor or timed mode to start your queue.</p>}
      {q && q.total > 0 && (
        <>
          <p className="learning-card__figures">
            <span>
              <strong>{q.dueNow}</strong> due now
            </span>
            <span>
              <strong>{q.dueToday}</strong> due today
            </span>
          </p>
          <p className="learning-card__source">{countLabel(q.total, 'item')} in your memory model</p>
          {q.dueNow > 0 ? (
            canPractise && <div className="due-queue__start">{sessions.reviewButton({ ...exam, dueForReview: q.dueNow })}</div>
          ) : (
            <p>Nothing due now{next[0] ? ` — ${nextReviewText(new Date(next[0].due), now)}` : ''}.</p>
          )}
          {next.length > 0 && (
            <>
              <h4 id={`${titleId}-next`} className="due-queue__next-title">
                Next up
              </h4>
              <ul className="due-queue__list" aria-labelledby={`${titleId}-next`}>
                {next.map((card) => (
                  <li key={card.questionId}>
                    <span className="due-queue__topic">{card.topic}</span> <time dateTime={card.due}>{dueLabel(new Date(card.due), now)}</time>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
