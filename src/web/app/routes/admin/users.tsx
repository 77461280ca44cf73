import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminUsersPage() {
  return <PlaceholderPage page="admin.pages.users" bare />;
}
