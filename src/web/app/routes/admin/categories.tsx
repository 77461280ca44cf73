import { CategoryManager } from '../../../features/catalog-admin/components/categories/category-manager';

export default function AdminCategoriesPage() {
  return <CategoryManager />;
}
