import { PlaceholderPage } from '../../components/placeholder-page';

export default function AdminBlogEditorPage() {
  return <PlaceholderPage page="admin.pages.blogEditor" bare />;
}
