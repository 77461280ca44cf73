import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminSupportPage() {
  return <PlaceholderPage page="admin.pages.support" bare />;
}
