import { Link } from 'react-router-dom';
import { durationLabel, formatLongDate, priceLabel } from '@medprep/shared';
import { useOrdersQuery } from '../../api';
import { orderStateLabel } from '../../dashboard-text';
import { RecordsEmpty, RecordsPending } from './RecordsStates';
import '../../dashboard.css';

const BADGES: Record<string, string> = { paid: 'badge badge--success', pending: 'badge badge--info' };

/** Every order of the user with its state; a paid one links to its receipt (account.orders). */
export function OrderHistory() {
  const { data, isLoading, isError, refetch } = useOrdersQuery();
  if (isLoading || isError || !data) return <RecordsPending what="orders" loading={isLoading} onRetry={() => void refetch()} />;
  if (data.orders.length === 0) {
    return (
      <RecordsEmpty title="No orders yet">
        <p>When you buy access to an exam, the order and its receipt appear here.</p>
      </RecordsEmpty>
    );
  }
  return (
    <div className="records__scroll">
      <table className="records">
        <caption className="visually-hidden">Your orders, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">State</th>
            <th scope="col">
              <span className="visually-hidden">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((order) => (
            <tr key={order.orderId}>
              <th scope="row">
                <span className="records__exam">{order.examTitle}</span>
                <span className="records__sub">{durationLabel(order.periodMonths)}</span>
              </th>
              <td>
                <time dateTime={order.createdAt}>{formatLongDate(new Date(order.createdAt))}</time>
              </td>
              <td>{priceLabel(order.amount, order.currency)}</td>
              <td>
                <span className={BADGES[order.status] ?? 'badge badge--muted'}>{orderStateLabel(order.status)}</span>
              </td>
              <td>
                {order.status === 'paid' && (
                  <Link to={`/dashboard/orders/${order.orderId}/receipt`} className="btn btn--secondary btn--small" aria-label={`Receipt for ${order.examTitle}, ${formatLongDate(new Date(order.createdAt))}`}>
                    Receipt
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
