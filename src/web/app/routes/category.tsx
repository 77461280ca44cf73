import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { SearchIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useCategory } from '../../features/catalog/api/catalog';
import { ProductBrowser } from '../../features/catalog/components/product-browser';
import { usePageTitle } from '../../features/site/use-page-title';
import { isNotFound } from '../../lib/errors';
import { pickLocalized, useLang } from '../../lib/use-lang';
import { PageContainer, PageHeader } from '../components/page-header';

export default function CategoryPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { slug = '' } = useParams();
  const query = useCategory(slug);

  if (query.isPending) {
    return (
      <PageContainer>
        <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-5 w-full max-w-xl" />
        </div>
      </PageContainer>
    );
  }
  if (query.isError) {
    return (
      <CategoryError
        notFound={isNotFound(query.error)}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const category = query.data;
  return (
    <PageContainer>
      <PageHeader
        title={pickLocalized(lang, category.nameEn, category.nameAr)}
        description={pickLocalized(lang, category.descriptionEn, category.descriptionAr)}
      />
      <ProductBrowser fixedCategory={category.slug} />
    </PageContainer>
  );
}

function CategoryError({
  notFound,
  message,
  onRetry,
}: {
  notFound: boolean;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  usePageTitle(notFound ? t('category.notFound') : t('products.errorTitle'));
  return (
    <PageContainer>
      <EmptyState
        role="alert"
        icon={<SearchIcon className="size-7" />}
        title={notFound ? t('category.notFound') : t('products.errorTitle')}
        description={notFound ? t('category.notFoundText') : message}
        action={
          notFound ? (
            <ButtonLink to="/products">{t('notFound.browseProducts')}</ButtonLink>
          ) : (
            <Button onClick={onRetry}>{t('common.retry')}</Button>
          )
        }
      />
    </PageContainer>
  );
}
