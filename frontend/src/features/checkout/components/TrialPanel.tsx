import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { selectIsLoggedIn, selectUserId } from '../../../app/session/session-api';
import { useClaimTrialMutation } from '../api';
import { selectProductExam } from '../checkout-selectors';
import { modalClosed } from '../checkoutSlice';
import { AccountPanel } from './AccountPanel';

/**
 * The trial modal (no checkout panel): a visitor first creates an account or logs in here; a
 * signed-in user's trial is claimed at once (once per opening), and the server decides whether it
 * is allowed.
 */
export function TrialPanel({ headingId }: { headingId: string }) {
  const dispatch = useAppDispatch();
  const exam = useAppSelector(selectProductExam);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userID = useAppSelector(selectUserId);
  const [claim, { isSuccess, isError, data, error }] = useClaimTrialMutation();
  const claimed = useRef(false);

  useEffect(() => {
    if (!userID || !exam || claimed.current) return;
    claimed.current = true;
    void claim({ userID, examSlug: exam.slug });
  }, [claim, userID, exam]);

  if (!isLoggedIn) {
    return (
      <AccountPanel
        headingId={headingId}
        lead={`Create a free account or log in to start your free trial${exam ? ` of ${exam.title}` : ''}.`}
      />
    );
  }

  if (isSuccess) {
    return (
      <section className="checkout-panel checkout-panel--success" aria-labelledby={headingId}>
        <h3 id={headingId} className="checkout-panel__title">
          Your free trial has started
        </h3>
        <p className="notice notice--success" role="status">
          You have a free trial of <strong>{data.examTitle}</strong>.
        </p>
        <Link to="/dashboard" className="btn btn--primary btn--block" onClick={() => dispatch(modalClosed())}>
          Start your free session
        </Link>
      </section>
    );
  }

  if (isError) {
    return (
      <section className="checkout-panel" aria-labelledby={headingId}>
        <h3 id={headingId} className="checkout-panel__title">
          We couldn&rsquo;t start your free trial
        </h3>
        <p className="notice notice--error" role="alert">
          {error?.message}
        </p>
        <button type="button" className="btn btn--secondary btn--block" onClick={() => dispatch(modalClosed())}>
          Close
        </button>
      </section>
    );
  }

  return (
    <section className="checkout-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-panel__title">
        Free trial
      </h3>
      <Spinner label="Starting your free trial…" />
    </section>
  );
}
