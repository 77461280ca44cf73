import { PlaceholderPage } from '../components/placeholder-page';

export default function CartPage() {
  return <PlaceholderPage page="pages.cart" />;
}
