import { and, desc, isNull, sql } from 'drizzle-orm';
import { normalizeArabic } from '../../../shared/arabic';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/sql-like';
import { products } from './tables';

/**
 * The admin top bar's product hits: any product not deleted whose name (either language,
 * Arabic normalised) contains the text; products for sale first.
 */
export function searchProductsForAdmin(db: Db, text: string, limit: number) {
  return db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      isActive: products.isActive,
    })
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        sql`${products.searchName} like ${`%${escapeLike(normalizeArabic(text))}%`}`,
      ),
    )
    .orderBy(desc(products.isActive), products.nameEn)
    .limit(limit);
}
