import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useProduct } from '../../features/catalog/api/catalog';
import { ProductSummaryView } from '../../features/catalog/components/product-summary';
import { usePageTitle } from '../../features/site/use-page-title';
import { isApiError } from '../../lib/errors';
import { pickLocalized, useLang } from '../../lib/use-lang';
import { PageContainer } from '../components/page-header';

export default function ProductDetailsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { id = '' } = useParams();
  const query = useProduct(id);
  const product = query.data;
  // An id that is not even a valid UUID is answered with 400: for a visitor that is "not found".
  const missing = isApiError(query.error) && [400, 404].includes(query.error.status);
  usePageTitle(
    product
      ? pickLocalized(lang, product.nameEn, product.nameAr)
      : missing
        ? t('product.notFound')
        : t('products.title'),
  );

  return (
    <PageContainer>
      {query.isPending ? (
        <div
          role="status"
          aria-label={t('common.loading')}
          className="grid gap-6 md:grid-cols-2 md:gap-10"
        >
          <Skeleton className="aspect-square w-full rounded-2xl" />
          <div className="flex flex-col gap-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-8 w-40" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      ) : query.isError ? (
        <EmptyState
          role="alert"
          icon={<SearchIcon className="size-7" />}
          title={missing ? t('product.notFound') : t('product.errorTitle')}
          description={missing ? t('product.notFoundText') : query.error.message}
          action={
            missing ? (
              <ButtonLink to="/products">{t('notFound.browseProducts')}</ButtonLink>
            ) : (
              <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
            )
          }
        />
      ) : product ? (
        <ProductSummaryView product={product} />
      ) : null}
    </PageContainer>
  );
}
