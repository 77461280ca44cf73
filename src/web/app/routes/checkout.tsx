import { PlaceholderPage } from '../components/placeholder-page';

export default function CheckoutPage() {
  return <PlaceholderPage page="pages.checkout" />;
}
