import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { HeartIcon } from '../../components/ui/icons';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalog/components/product-grid';
import { useFavorites } from '../../features/favorites/api/favorites';
import { useTranslation } from '../../lib/translation';

/** The customer's favorite products as product cards: the /favorites page and the profile tab. */
export function FavoritesList({ eagerCount = 0 }: { eagerCount?: number }) {
  const { t } = useTranslation();
  const query = useFavorites();
  if (query.isPending) return <ProductGridSkeleton count={4} />;
  if (query.isError)
    return (
      <EmptyState
        role="alert"
        title={t('favorites.errorTitle')}
        description={query.error.message}
        action={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={<HeartIcon className="size-7" />}
        title={t('favorites.emptyTitle')}
        description={t('favorites.emptyText')}
        action={<ButtonLink to="/products">{t('favorites.browse')}</ButtonLink>}
      />
    );
  return <ProductGrid products={query.data} eagerCount={eagerCount} heading="h2" />;
}
