import { PlaceholderPage } from '../components/placeholder-page';

export default function OrdersPage() {
  return <PlaceholderPage page="pages.orders" />;
}
