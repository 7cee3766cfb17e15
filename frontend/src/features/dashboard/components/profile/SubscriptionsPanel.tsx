import { Link } from 'react-router-dom';
import { formatLongDate } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { selectMe } from '../../../../app/session/session-api';
import { examCheckoutRequested } from '../../../../app/checkout-intent';
import { daysLeftUntil } from '../../dashboard-text';

const longDate = (iso: string) => formatLongDate(new Date(iso));

/** What the user has access to, from when until when, with Extend (the extension modal). */
export function SubscriptionsPanel() {
  const dispatch = useAppDispatch();
  const access = useAppSelector(selectMe)?.access;
  const subscriptions = access?.subscriptions ?? [];
  const trial = access?.trial ?? null;

  return (
    <div className="subscriptions">
      {subscriptions.length === 0 && !trial ? (
        <div className="empty-state">
          <p className="empty-state__title">No subscriptions yet</p>
          <p>When you buy access to an exam, it appears here with the date it runs until.</p>
          <Link to="/dashboard" className="btn btn--primary">
            Choose an exam
          </Link>
        </div>
      ) : (
        <ul className="subscription-list">
          {subscriptions.map((subscription) => {
            const left = daysLeftUntil(subscription.endsAt);
            return (
              <li key={subscription.id} className="subscription">
                <div className="subscription__main">
                  <h3 className="subscription__title">{subscription.examTitle}</h3>
                  <p className="badge badge--success">Subscription</p>
                </div>
                <dl className="subscription__facts">
                  <div>
                    <dt>Started</dt>
                    <dd>{longDate(subscription.startsAt)}</dd>
                  </div>
                  <div>
                    <dt>Access until</dt>
                    <dd>{longDate(subscription.endsAt)}</dd>
                  </div>
                  <div>
                    <dt>Days left</dt>
                    <dd>{left}</dd>
                  </div>
                </dl>
                <button
                  type="button"
                  className="btn btn--secondary subscription__action"
                  aria-label={`Extend access to ${subscription.examTitle}`}
                  onClick={() => dispatch(examCheckoutRequested({ kind: 'extension', examSlug: subscription.examSlug }))}
                >
                  Extend
                </button>
              </li>
            );
          })}
          {trial && (
            <li className="subscription">
              <div className="subscription__main">
                <h3 className="subscription__title">{trial.examTitle}</h3>
                <p className={trial.sessionComplete ? 'badge badge--muted' : 'badge badge--info'}>{trial.sessionComplete ? 'Trial complete' : 'Free trial'}</p>
              </div>
              <dl className="subscription__facts">
                <div>
                  <dt>Started</dt>
                  <dd>{longDate(trial.startDate)}</dd>
                </div>
                <div>
                  <dt>Includes</dt>
                  <dd>One practice session</dd>
                </div>
              </dl>
              {!subscriptions.some((s) => s.examSlug === trial.examSlug) && (
                <button
                  type="button"
                  className="btn btn--primary subscription__action"
                  aria-label={`Buy access to ${trial.examTitle}`}
                  onClick={() => dispatch(examCheckoutRequested({ kind: 'dashboard', examSlug: trial.examSlug }))}
                >
                  Buy access
                </button>
              )}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
