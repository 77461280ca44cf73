import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from './tables';

// The list also says how many rows match in all: the window count runs before the LIMIT.
const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * Products for sale whose tracked stock is at or below `threshold`, emptiest first (the admin
 * dashboard's list), and how many there are in all.
 */
export async function lowStockProducts(db: Db, threshold: number, limit: number) {
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      stockQuantity: sql<number>`${products.stockQuantity}`.mapWith(Number),
      total: totalRows,
    })
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        eq(products.isActive, true),
        isNotNull(products.stockQuantity),
        lte(products.stockQuantity, threshold),
      ),
    )
    .orderBy(asc(products.stockQuantity), asc(products.nameEn))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _, ...row }) => row) };
}
