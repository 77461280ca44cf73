import { PlaceholderPage } from '../components/placeholder-page';

export default function NewsDetailsPage() {
  return <PlaceholderPage page="pages.newsDetails" />;
}
