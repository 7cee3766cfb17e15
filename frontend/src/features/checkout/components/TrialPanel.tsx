import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/ui/Spinner';
import { selectIsLoggedIn } from '../../../app/session/userSlice';
import { claimTrial } from '../api';
import { modalClosed, selectProductExam, selectTrialError, selectTrialExamTitle, selectTrialStatus } from '../checkoutSlice';
import { AccountPanel } from './AccountPanel';

/**
 * The trial modal (no checkout panel): a visitor first creates an account or logs in here; a
 * signed-in user's trial is claimed at once, and the server decides whether it is allowed.
 */
export function TrialPanel({ headingId }: { headingId: string }) {
  const dispatch = useAppDispatch();
  const exam = useAppSelector(selectProductExam);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const status = useAppSelector(selectTrialStatus);
  const examTitle = useAppSelector(selectTrialExamTitle);
  const error = useAppSelector(selectTrialError);

  useEffect(() => {
    if (isLoggedIn && exam && status === 'idle') void dispatch(claimTrial(exam.slug));
  }, [dispatch, isLoggedIn, exam, status]);

  if (!isLoggedIn) {
    return (
      <AccountPanel
        headingId={headingId}
        lead={`Create a free account or log in to start your free trial${exam ? ` of ${exam.title}` : ''}.`}
      />
    );
  }

  if (status === 'claimed') {
    return (
      <section className="checkout-panel checkout-panel--success" aria-labelledby={headingId}>
        <h3 id={headingId} className="checkout-panel__title">
          Your free trial has started
        </h3>
        <p className="notice notice--success" role="status">
          You have a free trial of <strong>{examTitle}</strong>.
        </p>
        <Link to="/dashboard" className="btn btn--primary btn--block" onClick={() => dispatch(modalClosed())}>
          Start your free session
        </Link>
      </section>
    );
  }

  if (status === 'failed') {
    return (
      <section className="checkout-panel" aria-labelledby={headingId}>
        <h3 id={headingId} className="checkout-panel__title">
          We couldn&rsquo;t start your free trial
        </h3>
        <p className="notice notice--error" role="alert">
          {error}
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
