import { useParams } from 'react-router';
import {
  NewProductEditor,
  ProductEditor,
} from '../../../features/catalog-admin/components/product-form/product-editor';

/** /admin/products/new and /admin/products/:id: one form for creating and editing. */
export default function AdminProductEditorPage() {
  const { id } = useParams();
  // A new key per product: going from "new" to the saved product's page starts a fresh editor.
  return id ? <ProductEditor key={id} id={id} /> : <NewProductEditor />;
}
