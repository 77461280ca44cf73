import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../../shared/schemas/catalog';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { ProductCard } from './product-card';
import type { ImagePriority } from './product-image';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';

/** The first row on a phone (2 cards): its images are the likely LCP of a list page. */
const PHONE_ROW = 2;

/** Loading priority of the card at `index` when the first `eagerCount` cards are above the fold. */
export function cardPriority(index: number, eagerCount: number): ImagePriority {
  if (index >= eagerCount) return 'lazy';
  return index < PHONE_ROW ? 'high' : 'eager';
}

interface ProductGridProps {
  products: ProductSummary[];
  /** Cards above the fold (a list page's first desktop row: 4); 0 for grids lower on the page. */
  eagerCount?: number;
  className?: string;
}

export function ProductGrid({ products, eagerCount = 0, className }: ProductGridProps) {
  return (
    <ul className={cn(GRID, className)}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} priority={cardPriority(index, eagerCount)} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className={GRID}>
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
