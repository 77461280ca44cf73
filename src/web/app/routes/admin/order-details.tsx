import { useParams } from 'react-router';
import { AdminOrderDetails } from '../../../features/orders-admin/components/admin-order-details';

export default function AdminOrderDetailsPage() {
  const { id = '' } = useParams();
  return <AdminOrderDetails key={id} id={id} />;
}
