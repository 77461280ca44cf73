import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from './tables';
import { visible } from './visibility';

/** A page of the catalog for the sitemap: what names it in its URL, and when it last changed. */
export interface CatalogSitemapEntry {
  key: string;
  updatedAt: Date;
}

/** Every product a customer may see (its id is its URL), for the sitemap. */
export function listVisibleProductIds(db: Db): Promise<CatalogSitemapEntry[]> {
  return db
    .select({ key: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(visible);
}

/** Every active category (its slug is its URL), for the sitemap. */
export function listActiveCategorySlugs(db: Db): Promise<CatalogSitemapEntry[]> {
  return db
    .select({ key: categories.slug, updatedAt: categories.updatedAt })
    .from(categories)
    .where(eq(categories.isActive, true));
}
