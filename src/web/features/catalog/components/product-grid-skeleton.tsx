import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/translation';

/** The product grid's columns, shared by the cards and their placeholders. */
export const PRODUCT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/**
 * Placeholders in the product grid's shape. Its own module so the home page can show it while the
 * cards' code (product-grid.tsx: card, favorites, add to cart) is still on its way.
 */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className={PRODUCT_GRID}>
      {Array.from({ length: count }, (_, index) => `placeholder-${index}`).map((id) => (
        <div
          key={id}
          className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
        >
          <Skeleton className="aspect-square rounded-none" />
          <div className="flex flex-col gap-2 p-3 sm:p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
