import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminBlogsPage() {
  return <PlaceholderPage page="admin.pages.blogs" bare />;
}
