import { useSearchParams } from 'react-router';
import { OrderConfirmationView } from '../../features/orders/components/order-confirmation';

/** The confirmation link of a cash order's 'placed' mail (decision 043); works signed out. */
export default function ConfirmOrderPage() {
  const [params] = useSearchParams();
  return <OrderConfirmationView token={params.get('token')} />;
}
