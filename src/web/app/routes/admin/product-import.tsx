import { PageHeader } from '../../../components/page-header';
import { BackLink } from '../../../components/ui/back-link';
import { ProductImport } from '../../../features/catalog-import/components/product-import';
import { useTranslation } from '../../../lib/translation';

export default function AdminProductImportPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/admin/products" label={t('admin.productImport.back')} />
      <PageHeader
        title={t('admin.pages.productImport.title')}
        description={t('admin.pages.productImport.intro')}
      />
      <ProductImport />
    </div>
  );
}
