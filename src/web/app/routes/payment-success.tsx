import { PlaceholderPage } from '../components/placeholder-page';

export default function PaymentSuccessPage() {
  return <PlaceholderPage page="pages.paymentSuccess" />;
}
