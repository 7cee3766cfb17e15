import { OrderHistory } from '../../features/dashboard/components/records/OrderHistory';

/** /dashboard/orders: every order with its state; a paid one has a printable receipt. */
export function OrdersPage() {
  return (
    <div className="container page dashboard-page">
      <title>Orders — MedPrep</title>
      <h1 className="page__title">Orders</h1>
      <p className="page__lead">Your purchases and their receipts.</p>
      <OrderHistory />
    </div>
  );
}
