import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminCategoriesPage() {
  return <PlaceholderPage page="admin.pages.categories" bare />;
}
