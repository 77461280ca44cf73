import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminSettingsPage() {
  return <PlaceholderPage page="admin.pages.settings" bare />;
}
