import { PlaceholderPage } from '../components/placeholder-page';

export default function NewsPage() {
  return <PlaceholderPage page="pages.news" />;
}
