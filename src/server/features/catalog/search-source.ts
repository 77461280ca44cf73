import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from './tables';
import { firstImage } from './visibility';

/**
 * What the search area's in-memory index reads of the catalog (issue 23, decision 047): the
 * catalog owns these tables, so the statements live here and search/ gets them through index.ts.
 */

/** Every product's facts for filters, ranking and suggestions; cheap enough to re-read often. */
export async function loadSearchFacts(db: Db) {
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      categoryId: products.categoryId,
      pricePiastres: products.pricePiastres,
      // lib: isInStock — tracked stock of zero is out of stock.
      inStock: sql<boolean>`(${products.inStock} and coalesce(${products.stockQuantity}, 1) > 0)`,
      ratingAverageX100: products.ratingAverageX100,
      ratingCount: products.ratingCount,
      isFeatured: products.isFeatured,
      createdAt: products.createdAt,
      updatedAt: products.updatedAt,
      visible: sql<boolean>`(${products.isActive} and ${products.deletedAt} is null and ${categories.isActive})`,
      thumbUrl: firstImage('thumb'),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(isNull(products.deletedAt));
  return rows.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt).getTime(),
    updatedAt: new Date(r.updatedAt).getTime(),
  }));
}

const textColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  descriptionEn: products.descriptionEn,
  descriptionAr: products.descriptionAr,
  properties: products.properties,
};

/** The words of the given products (all when no ids are given): names, descriptions, properties. */
export async function loadSearchTexts(db: Db, ids?: string[]) {
  if (!ids) return db.select(textColumns).from(products).where(isNull(products.deletedAt));
  const rows = [];
  for (let i = 0; i < ids.length; i += 1000) {
    rows.push(
      ...(await db
        .select(textColumns)
        .from(products)
        .where(inArray(products.id, ids.slice(i, i + 1000)))),
    );
  }
  return rows;
}

export async function loadSearchCategories(db: Db) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      isActive: categories.isActive,
    })
    .from(categories);
}
