import { PlaceholderPage } from '../components/placeholder-page';

export default function TermsPage() {
  return <PlaceholderPage page="pages.terms" />;
}
