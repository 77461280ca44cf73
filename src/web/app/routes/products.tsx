import { PageContainer, PageHeader } from '../../components/page-header';
import { ProductBrowser } from '../../features/catalog/components/product-browser';
import { useTranslation } from '../../lib/translation';

export default function ProductsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('products.title')} description={t('products.intro')} />
      <ProductBrowser />
    </PageContainer>
  );
}
