import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminFaqsPage() {
  return <PlaceholderPage page="admin.pages.faqs" bare />;
}
