import { lazy, Suspense } from 'react';
import { checkoutFlow, priceLabel } from '@medprep/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { Spinner } from '../../../components/ui/Spinner';
import { usePaymentConfigQuery } from '../api';
import { repriceOrder, startPayment } from '../checkout-flow';
import { selectPayment, selectPaymentStatus, selectSummary } from '../checkout-selectors';
import { back, selectCheckoutFlow, selectPaymentError, selectPaymentSubPanel } from '../checkoutSlice';
import { CouponField } from './CouponField';
import { LocalCardForm } from './LocalCardForm';
import { PaymentSummary } from './PaymentSummary';

const StripePaymentElement = lazy(() => import('./StripePaymentElement').then((m) => ({ default: m.StripePaymentElement })));

export const REPRICE_LABEL = 'Get a new order at the current price';

/** Payment panel: the summary (with the coupon) first, then the card. */
export function PaymentPanel({ headingId }: { headingId: string }) {
  const dispatch = useAppDispatch();
  const subPanel = useAppSelector(selectPaymentSubPanel);
  const flow = useAppSelector(selectCheckoutFlow);
  const summary = useAppSelector(selectSummary);
  const status = useAppSelector(selectPaymentStatus);
  const error = useAppSelector(selectPaymentError);
  const payment = useAppSelector(selectPayment);
  const { data: config } = usePaymentConfigQuery();
  const canGoBack = subPanel === 'card' || checkoutFlow(flow.checkoutType, flow.loggedIn).indexOf('payment') > 0;

  if (subPanel === 'summary') {
    const creating = status === 'creating' || status === 'confirming';
    return (
      <section className="checkout-panel" aria-labelledby={headingId}>
        <h3 id={headingId} className="checkout-panel__title">
          Your order
        </h3>
        {summary ? <PaymentSummary /> : <p className="notice">Choose an access period first.</p>}
        <CouponField />
        <FormAlert message={error} />
        <div className="checkout-panel__actions">
          {canGoBack && (
            <Button variant="secondary" onClick={() => dispatch(back())}>
              Back
            </Button>
          )}
          <Button disabled={!summary || creating} onClick={() => void dispatch(startPayment())}>
            {creating ? 'Preparing your order…' : summary?.discountedPrice === 0 ? 'Get access' : 'Continue to payment'}
          </Button>
        </div>
      </section>
    );
  }

  const amountLabel = payment ? priceLabel(payment.amount, payment.currency) : (summary?.discountedPriceLabel ?? '');
  const provider = config?.provider ?? payment?.provider ?? 'local';
  return (
    <section className="checkout-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-panel__title">
        Payment
      </h3>
      <p className="checkout-panel__lead">
        {summary ? `${summary.exam.title}, ${summary.durationString}` : ''}
        {status !== 'stale' && (
          <>
            {summary ? ': ' : ''}
            <strong>{amountLabel}</strong>
          </>
        )}
      </p>
      {status === 'stale' ? (
        <div className="checkout-panel__stale">
          <FormAlert message={error} />
          <Button onClick={() => void dispatch(repriceOrder())}>{REPRICE_LABEL}</Button>
        </div>
      ) : status === 'creating' ? (
        <Spinner label="Preparing your order…" />
      ) : status === 'processing' ? (
        <Spinner label="Confirming your payment…" />
      ) : provider === 'stripe' && payment?.clientSecret && config?.publishableKey ? (
        <Suspense fallback={<Spinner label="Loading the secure card form…" />}>
          <StripePaymentElement
            publishableKey={config.publishableKey}
            clientSecret={payment.clientSecret}
            orderId={payment.orderId}
            amountLabel={amountLabel}
          />
        </Suspense>
      ) : provider === 'stripe' ? (
        <FormAlert message="Card payments are not configured on this site yet. Please try again later." />
      ) : (
        <LocalCardForm amountLabel={amountLabel} />
      )}
      {status !== 'processing' && (
        <Button variant="secondary" className="checkout-panel__back" onClick={() => dispatch(back())}>
          Back to your order
        </Button>
      )}
    </section>
  );
}
