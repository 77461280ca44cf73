import { and, desc, eq } from 'drizzle-orm';
import type { ProductSummary } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findSellableProduct,
  joinProducts,
  type SummaryRow,
  summaryColumns,
  toSummary,
  visible,
} from '../catalog';
import { saleSaving } from '../pricing';
import { favorites } from './tables';

export function createFavoritesService(db: Db) {
  // The user's favorites that the storefront still shows, newest first.
  const mine = (userId: string) => and(eq(favorites.userId, userId), visible);
  const newestFirst = [desc(favorites.createdAt), desc(favorites.productId)];

  return {
    async list(userId: string): Promise<ProductSummary[]> {
      const rows = await joinProducts(
        db.select(summaryColumns).from(favorites).$dynamic(),
        favorites.productId,
      )
        .where(mine(userId))
        .orderBy(...newestFirst);
      return (rows as SummaryRow[]).map((row) => toSummary(row, saleSaving));
    },

    async ids(userId: string): Promise<string[]> {
      const rows = await joinProducts(
        db.select({ id: favorites.productId }).from(favorites).$dynamic(),
        favorites.productId,
      )
        .where(mine(userId))
        .orderBy(...newestFirst);
      return rows.map((row) => row.id);
    },

    /** Idempotent; only a product the storefront shows can become a favorite. */
    async add(userId: string, productId: string): Promise<void> {
      if (!(await findSellableProduct(db, productId)))
        throw AppError.notFound('errors.productNotFound');
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
