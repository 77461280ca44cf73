import { PlaceholderPage } from '../components/placeholder-page';

export default function SupportMessagesPage() {
  return <PlaceholderPage page="pages.supportMessages" />;
}
