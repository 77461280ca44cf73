import { PlaceholderPage } from '../components/placeholder-page';

export default function FaqPage() {
  return <PlaceholderPage page="pages.faq" />;
}
