import { useAppSelector } from '../../../app/hooks';
import { selectSummary } from '../checkout-selectors';
import { selectIsCouponApplied } from '../checkoutSlice';
import { priceLabel } from '@medprep/shared';

/** What is being bought: the exam, the duration, until when, and the price with any discount. */
export function PaymentSummary() {
  const summary = useAppSelector(selectSummary);
  const couponApplied = useAppSelector(selectIsCouponApplied);
  if (!summary) return null;
  const discounted = couponApplied && summary.discountValue > 0;
  return (
    <dl className="checkout-summary">
      <div className="checkout-summary__row">
        <dt>Exam</dt>
        <dd>{summary.exam.title}</dd>
      </div>
      <div className="checkout-summary__row">
        <dt>Duration</dt>
        <dd>{summary.durationString}</dd>
      </div>
      <div className="checkout-summary__row">
        <dt>Access until</dt>
        <dd>{summary.dateString}</dd>
      </div>
      <div className="checkout-summary__row">
        <dt>Price</dt>
        <dd>{discounted ? <s>{summary.priceLabel}</s> : summary.priceLabel}</dd>
      </div>
      {discounted && (
        <div className="checkout-summary__row">
          <dt>Discount</dt>
          <dd>
            −{priceLabel(summary.discountValue, summary.variant.currency.code)} ({summary.discountPercentage}%)
          </dd>
        </div>
      )}
      <div className="checkout-summary__row checkout-summary__row--total">
        <dt>{discounted ? 'Discounted price' : 'Total'}</dt>
        <dd>{summary.discountedPriceLabel}</dd>
      </div>
    </dl>
  );
}
