import { durationLabel, formatLongDate, priceLabel } from '@medprep/shared';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useOrderQuery } from '../api';
import { modalClosed, selectPaymentOrderId } from '../checkoutSlice';

/** What was bought and until when, as the server recorded it. */
export function SuccessPanel({ headingId }: { headingId: string }) {
  const dispatch = useAppDispatch();
  const { data: order } = useOrderQuery(useAppSelector(selectPaymentOrderId) ?? skipToken);
  const subscription = order?.subscription;
  return (
    <section className="checkout-panel checkout-panel--success" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-panel__title">
        Payment complete
      </h3>
      <div className="notice notice--success" role="status">
        {subscription ? (
          <p>
            You have access to <strong>{subscription.examTitle}</strong> until{' '}
            <strong>{formatLongDate(new Date(subscription.endsAt))}</strong>.
          </p>
        ) : (
          <p>Thank you: your payment went through. Your access will appear on your dashboard.</p>
        )}
      </div>
      {order && (
        <p className="checkout-panel__lead">
          Paid {priceLabel(order.amount, order.currency)} for {durationLabel(order.periodMonths)}.
        </p>
      )}
      <Link to="/dashboard" className="btn btn--primary btn--block" onClick={() => dispatch(modalClosed())}>
        Go to your dashboard
      </Link>
    </section>
  );
}
