import { PlaceholderPage } from '../components/placeholder-page';

export default function PaymentFailedPage() {
  return <PlaceholderPage page="pages.paymentFailed" />;
}
