import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from '../../../lib/translation';
import { useCategories } from '../api/catalog';
import { CategoryGrid, CategoryGridSkeleton } from './category-grid';
import { SectionHeading } from './featured-products';

/** Home page "Shop by category" with the category images from the API. */
export function CategoryShowcase() {
  const { t } = useTranslation();
  const query = useCategories();
  return (
    <section aria-labelledby="categories-title" className="flex flex-col gap-4">
      <SectionHeading id="categories-title" title={t('home.categoriesTitle')} />
      {query.isPending ? (
        <CategoryGridSkeleton />
      ) : query.isError ? (
        <EmptyState
          role="alert"
          title={t('home.categoriesError')}
          description={query.error.message}
          action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <CategoryGrid categories={query.data} />
      )}
    </section>
  );
}
