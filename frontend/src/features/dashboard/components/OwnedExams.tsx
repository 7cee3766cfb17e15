import { useId } from 'react';
import { formatLongDate } from '@medprep/shared';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectMe } from '../../auth/userSlice';
import './owned-exams.css';

/** The exams the user has access to, from `me.access` (subscriptions, then a free trial). */
export function OwnedExams() {
  const headingId = useId();
  const access = useAppSelector(selectMe)?.access;
  const subscriptions = access?.subscriptions ?? [];
  const trial = access?.trial ?? null;
  return (
    <section className="owned-exams" aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        Your exams
      </h2>
      {subscriptions.length === 0 && !trial ? (
        <p>
          You have no exams yet. <Link to="/exams">Browse the exams</Link> to start a free trial or buy access.
        </p>
      ) : (
        <ul className="owned-exams__list">
          {subscriptions.map((subscription) => (
            <li key={subscription.id} className="owned-exams__item">
              <Link to={`/exam/${subscription.examSlug}`} className="owned-exams__title">
                {subscription.examTitle}
              </Link>{' '}
              <span className="owned-exams__until">Access until {formatLongDate(new Date(subscription.endsAt))}</span>
            </li>
          ))}
          {trial && (
            <li className="owned-exams__item">
              <Link to={`/exam/${trial.examSlug}`} className="owned-exams__title">
                {trial.examTitle}
              </Link>{' '}
              <span className="owned-exams__until">{trial.sessionComplete ? 'Free trial used' : 'Free trial'}</span>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
