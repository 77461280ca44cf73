import type { ProductSummary } from '../../../../shared/schemas/catalog';
import type { ImagePriority } from '../../../components/product-image';
import { cn } from '../../../lib/cn';
import { ProductCard } from './product-card';
import { PRODUCT_GRID } from './product-grid-skeleton';

export { ProductGridSkeleton } from './product-grid-skeleton';

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
  /** The cards' heading level: h2 when the grid sits right under the page's h1. */
  heading?: 'h2' | 'h3';
  className?: string;
}

export function ProductGrid({ products, eagerCount = 0, heading, className }: ProductGridProps) {
  return (
    <ul className={cn(PRODUCT_GRID, className)}>
      {products.map((product, index) => (
        <li key={product.id} className="render-when-near flex">
          <ProductCard
            product={product}
            priority={cardPriority(index, eagerCount)}
            heading={heading}
          />
        </li>
      ))}
    </ul>
  );
}
