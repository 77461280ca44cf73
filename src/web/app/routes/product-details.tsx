import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageContainer } from '../../components/page-header';
import { useProduct } from '../../features/catalog/api/catalog';
import { CatalogNotFound } from '../../features/catalog/components/catalog-not-found';
import { ProductDetailsSkeleton } from '../../features/catalog/details/product-details-skeleton';
import { ProductDetailsView } from '../../features/catalog/details/product-details-view';
import { isApiError } from '../../lib/errors';
import { localized } from '../../lib/localized';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';
import { usePageTitle } from '../../lib/use-page-title';

export default function ProductDetailsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = '' } = useParams();
  const query = useProduct(id);
  const product = query.data;
  usePageTitle(product ? localized(product, 'name', lang) : undefined);
  // An id that is not even a valid UUID is answered with 400: for a visitor that is "not found".
  const missing = isApiError(query.error) && [400, 404].includes(query.error.status);

  let body: ReactNode;
  if (product) body = <ProductDetailsView product={product} />;
  else if (query.isPending) body = <ProductDetailsSkeleton />;
  else if (missing)
    body = <CatalogNotFound title={t('product.notFound')} text={t('product.notFoundText')} />;
  else
    body = (
      <LoadError
        title={t('product.errorTitle')}
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <PageContainer>{body}</PageContainer>;
}
