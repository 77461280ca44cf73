import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminDashboardPage() {
  return <PlaceholderPage page="admin.pages.dashboard" bare />;
}
