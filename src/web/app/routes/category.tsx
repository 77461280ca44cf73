import { useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Skeleton } from '../../components/ui/skeleton';
import { useCategory } from '../../features/catalog/api/catalog';
import { CatalogNotFound } from '../../features/catalog/components/catalog-not-found';
import { CategoryBanner } from '../../features/catalog/components/category-banner';
import { ProductBrowser } from '../../features/catalog/components/product-browser';
import { isApiError } from '../../lib/errors';
import { localized } from '../../lib/localized';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';

/** /category/:slug: the category's name and description, then its products (sort and pages). */
export default function CategoryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { slug = '' } = useParams();
  const query = useCategory(slug);

  if (query.isPending) {
    return (
      <PageContainer>
        <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-5 w-full max-w-xl" />
        </div>
      </PageContainer>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && [400, 404].includes(query.error.status);
    return (
      <PageContainer>
        {missing ? (
          <CatalogNotFound title={t('category.notFound')} text={t('category.notFoundText')} />
        ) : (
          <LoadError
            title={t('category.errorTitle')}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </PageContainer>
    );
  }
  const category = query.data;
  const name = localized(category, 'name', lang);
  return (
    <PageContainer>
      <div className="flex flex-col gap-3">
        <Breadcrumb
          items={[
            { label: t('nav.home'), to: '/' },
            { label: t('nav.products'), to: '/products' },
            { label: name },
          ]}
        />
        <CategoryBanner category={category} />
        <PageHeader title={name} description={localized(category, 'description', lang)} />
      </div>
      <ProductBrowser key={category.slug} fixedCategory={category.slug} />
    </PageContainer>
  );
}
