import { and, eq, isNull, sql } from 'drizzle-orm';
import { categories, productImages, products } from './tables';

/**
 * What the storefront may show, as SQL to add to a statement that reads products joined with
 * their category: its own file, so the stock and variant code can use it without importing the
 * catalog service (which reads variants).
 */

/** Products a customer may see: active, not deleted, in an active category. */
export const visible = and(
  eq(products.isActive, true),
  isNull(products.deletedAt),
  eq(categories.isActive, true),
);

/** The product's first image (its URL or its 400 px thumbnail), as a column. */
export const firstImage = (column: 'url' | 'thumb') =>
  sql<string | null>`(
  select ${column === 'url' ? productImages.url : sql`coalesce(nullif(${productImages.thumbUrl}, ''), ${productImages.url})`}
  from ${productImages}
  where ${productImages.productId} = ${products.id}
  order by ${productImages.position} asc limit 1)`;
