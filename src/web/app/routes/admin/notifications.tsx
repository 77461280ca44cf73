import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminNotificationsPage() {
  return <PlaceholderPage page="admin.pages.notifications" bare />;
}
