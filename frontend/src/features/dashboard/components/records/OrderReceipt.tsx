import { Link } from 'react-router-dom';
import { durationLabel, formatLongDate, priceLabel } from '@medprep/shared';
import { useReceiptQuery } from '../../api';
import '../../dashboard.css';

/** A printable receipt of one paid order (account.receipt); Print opens the browser's print dialog. */
export function OrderReceipt({ orderId }: { orderId: string }) {
  const { data: receipt, isLoading, error } = useReceiptQuery(orderId);
  if (isLoading) return <p className="records__status">Loading the receipt…</p>;
  if (!receipt) {
    return (
      <div className="notice notice--error" role="alert">
        {error?.message ?? 'This receipt could not be loaded.'} <Link to="/dashboard/orders">Back to your orders</Link>
      </div>
    );
  }
  const paid = formatLongDate(new Date(receipt.paidAt));
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <p className="receipt__brand">MedPrep</p>
        <h2 id="receipt-title" className="receipt__title">
          Receipt
        </h2>
      </header>
      <dl className="receipt__facts">
        <div>
          <dt>Order</dt>
          <dd className="receipt__id">{receipt.orderId}</dd>
        </div>
        <div>
          <dt>Date paid</dt>
          <dd>{paid}</dd>
        </div>
        <div>
          <dt>Billed to</dt>
          <dd>
            {receipt.buyer.name}
            <br />
            {receipt.buyer.email}
          </dd>
        </div>
        <div>
          <dt>Exam</dt>
          <dd>{receipt.examTitle}</dd>
        </div>
        <div>
          <dt>Period</dt>
          <dd>{durationLabel(receipt.periodMonths)}</dd>
        </div>
        {receipt.discount > 0 && (
          <>
            <div>
              <dt>Price</dt>
              <dd>{priceLabel(receipt.listPrice, receipt.currency)}</dd>
            </div>
            <div>
              <dt>Discount</dt>
              <dd>−{priceLabel(receipt.discount, receipt.currency)}</dd>
            </div>
          </>
        )}
        <div className="receipt__total">
          <dt>Amount paid</dt>
          <dd>
            {priceLabel(receipt.amount, receipt.currency)} <span className="records__sub">{receipt.currency.toUpperCase()}</span>
          </dd>
        </div>
        {receipt.card && (
          <div>
            <dt>Card</dt>
            <dd>
              {receipt.card.brand} ending {receipt.card.last4}
            </dd>
          </div>
        )}
      </dl>
      <div className="receipt__actions no-print">
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          Print
        </button>
        <Link to="/dashboard/orders" className="btn btn--secondary">
          Back to your orders
        </Link>
      </div>
    </article>
  );
}
