import { PlusIcon } from '../../../components/admin/action-icons';
import { PageHeader } from '../../../components/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { ProductList } from '../../../features/catalog-admin/components/product-list/product-list';
import { useTranslation } from '../../../lib/translation';

export default function AdminProductsPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('admin.pages.products.title')}
        actions={
          <>
            <ButtonLink to="/admin/products/import" size="sm" variant="secondary">
              {t('admin.productImport.link')}
            </ButtonLink>
            <ButtonLink to="/admin/products/new" size="sm">
              <PlusIcon className="size-4" />
              {t('admin.products.add')}
            </ButtonLink>
          </>
        }
      />
      <ProductList />
    </div>
  );
}
