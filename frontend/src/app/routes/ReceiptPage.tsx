import { useParams } from 'react-router-dom';
import { OrderReceipt } from '../../features/dashboard/components/records/OrderReceipt';

/** /dashboard/orders/:orderId/receipt: the printable receipt of a paid order. */
export function ReceiptPage() {
  const { orderId = '' } = useParams();
  return (
    <div className="container page dashboard-page">
      <title>Receipt — MedPrep</title>
      <h1 className="page__title">Receipt</h1>
      <OrderReceipt orderId={orderId} />
    </div>
  );
}
