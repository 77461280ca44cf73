import { useTranslation } from 'react-i18next';
import { ProductBrowser } from '../../features/catalog/components/product-browser';
import { PageContainer, PageHeader } from '../components/page-header';

export default function ProductsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('products.title')} description={t('products.intro')} />
      <ProductBrowser />
    </PageContainer>
  );
}
