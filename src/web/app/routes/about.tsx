import { PlaceholderPage } from '../components/placeholder-page';

export default function AboutPage() {
  return <PlaceholderPage page="pages.about" />;
}
