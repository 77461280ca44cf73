import { and, desc, eq } from 'drizzle-orm';
import type { ProductSummary } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type SummaryRow, summaryColumns, toSummary, visible } from '../catalog/service';
import { categories, products } from '../catalog/tables';
import { favorites } from './tables';

export function createFavoritesService(db: Db) {
  // The user's favorites that the storefront still shows, newest first.
  const mine = (userId: string) => and(eq(favorites.userId, userId), visible);
  const newestFirst = [desc(favorites.createdAt), desc(favorites.productId)];

  return {
    async list(userId: string): Promise<ProductSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(favorites)
        .innerJoin(products, eq(products.id, favorites.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(mine(userId))
        .orderBy(...newestFirst);
      return (rows as SummaryRow[]).map(toSummary);
    },

    async ids(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: favorites.productId })
        .from(favorites)
        .innerJoin(products, eq(products.id, favorites.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(mine(userId))
        .orderBy(...newestFirst);
      return rows.map((row) => row.id);
    },

    /** Idempotent; only a product the storefront shows can become a favorite. */
    async add(userId: string, productId: string): Promise<void> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(visible, eq(products.id, productId)));
      if (!product) throw AppError.notFound('errors.productNotFound');
      await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
    },

    /** Idempotent: removing what is not there is fine. */
    async remove(userId: string, productId: string): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
    },
  };
}
