import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminOrderDetailsPage() {
  return <PlaceholderPage page="admin.pages.orderDetails" bare />;
}
