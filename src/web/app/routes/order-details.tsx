import { PlaceholderPage } from '../components/placeholder-page';

export default function OrderDetailsPage() {
  return <PlaceholderPage page="pages.orderDetails" />;
}
