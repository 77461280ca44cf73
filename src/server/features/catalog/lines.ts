import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { firstImage, visible } from './service';
import { categories, productColors, products } from './tables';

/**
 * The catalog's side of another area's rows that name a product (cart lines, favorites): the
 * join and the columns, added to the caller's own statement. A cart read or an order stays one
 * round trip in the caller's transaction, while what "visible" or "still sold" means and how
 * products are stored stay here.
 */

// Callers select explicit columns (the ones below), so a join leaves their row type as it was:
// hence the casts back to the dynamic query's own type.

/** Joins the product named by `productId` and its category; only products that exist. */
export function joinProducts<T extends PgSelect>(query: T, productId: AnyColumn): T {
  return query
    .innerJoin(products, eq(products.id, productId))
    .innerJoin(categories, eq(categories.id, products.categoryId)) as unknown as T;
}

/** Joins the color named by `colorId` (a line without one gets nulls); after joinProducts. */
export function joinColor<T extends PgSelect>(query: T, colorId: AnyColumn): T {
  return query.leftJoin(productColors, eq(productColors.id, colorId)) as unknown as T;
}

/** What a line shows and checks of its product (joinProducts). */
export const lineProductColumns = {
  productId: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  categoryId: products.categoryId,
  pricePiastres: products.pricePiastres,
  compareAtPricePiastres: products.compareAtPricePiastres,
  inStock: products.inStock,
  stockQuantity: products.stockQuantity,
  imageUrl: firstImage('url'),
};

/** What a line shows of its color (joinColor): all null without a color. */
export const lineColorColumns = {
  colorId: productColors.id,
  colorName: productColors.name,
  colorNameAr: productColors.nameAr,
  colorCode: productColors.colorCode,
  colorActive: productColors.isActive,
};

/** The joined product is one the storefront shows (joinProducts). */
export const productVisible: SQL = visible as SQL;

/** The line can still be bought: its product is visible, its color (if any) still active. */
export const stillSold = (colorId: AnyColumn): SQL =>
  and(visible, or(isNull(colorId), eq(productColors.isActive, true))) as SQL;

/** `stillSold` as a selected column. */
export const stillSoldColumn = (colorId: AnyColumn) => sql<boolean>`(${stillSold(colorId)})`;
