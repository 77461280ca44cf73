import { useParams } from 'react-router';
import {
  NewPostEditor,
  PostEditor,
} from '../../../features/blog-admin/components/editor/blog-editor';

/** /admin/blogs/new and /admin/blogs/:id: one editor for writing and editing (SPEC §2). */
export default function AdminBlogEditorPage() {
  const { id } = useParams();
  // A new key per post: going from "new" to the saved post's page starts a fresh editor.
  return id ? <PostEditor key={id} id={id} /> : <NewPostEditor />;
}
