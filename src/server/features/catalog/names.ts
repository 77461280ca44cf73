import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from './tables';

/**
 * The names products carry today, in both languages, for ids other areas hold (order lines in a
 * sales report). A product taken off sale keeps its row, so it is named too.
 */
export async function currentProductNames(
  db: Db,
  ids: string[],
): Promise<Map<string, { nameEn: string; nameAr: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}
