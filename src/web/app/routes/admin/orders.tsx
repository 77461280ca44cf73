import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminOrdersPage() {
  return <PlaceholderPage page="admin.pages.orders" bare />;
}
