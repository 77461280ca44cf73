import { PlaceholderPage } from '../components/placeholder-page';

export default function PrivacyPage() {
  return <PlaceholderPage page="pages.privacy" />;
}
