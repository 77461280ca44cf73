import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminProductsPage() {
  return <PlaceholderPage page="admin.pages.products" bare />;
}
