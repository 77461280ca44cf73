import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  categories,
  productColors,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productVariants,
} from './tables';
import { firstImage, visible } from './visibility';

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

/** Joins the variant named by `variantId` (a line without one gets nulls); after joinProducts. */
export function joinVariant<T extends PgSelect>(query: T, variantId: AnyColumn): T {
  return query.leftJoin(
    productVariants,
    and(eq(productVariants.id, variantId), eq(productVariants.productId, products.id)),
  ) as unknown as T;
}

/** A variant's option values in option order, joined by " — " ("12 V — 200 Ah"). */
export const variantNameSql = (variantId: AnyColumn | SQL, language: 'En' | 'Ar'): SQL<string> => {
  const value = language === 'En' ? productOptionValues.valueEn : productOptionValues.valueAr;
  return sql<string>`(select string_agg(${value}, ' — ' order by ${productOptions.position})
    from ${productVariants} v
    join ${productOptionValues} on ${productOptionValues.id} in (v.option1_value_id, v.option2_value_id, v.option3_value_id)
    join ${productOptions} on ${productOptions.id} = ${productOptionValues.optionId}
    where v.id = ${variantId})`;
};

/**
 * What a line shows and checks of its variant (joinVariant), overriding the product's price,
 * sale price, stock and image with the variant's: spread after lineProductColumns. A line
 * without a variant keeps the product's.
 */
export const lineVariantColumns = {
  variantId: productVariants.id,
  sku: sql<string | null>`coalesce(${productVariants.sku}, ${products.sku})`,
  variantNameEn: variantNameSql(productVariants.id, 'En'),
  variantNameAr: variantNameSql(productVariants.id, 'Ar'),
  pricePiastres:
    sql<number>`coalesce(${productVariants.pricePiastres}, ${products.pricePiastres})`.mapWith(
      Number,
    ),
  compareAtPricePiastres: sql<number | null>`case when ${productVariants.id} is null
    then ${products.compareAtPricePiastres} else ${productVariants.compareAtPricePiastres} end`,
  inStock: sql<boolean>`case when ${productVariants.id} is null then ${products.inStock}
    else ${productVariants.isActive} end`.mapWith(Boolean),
  stockQuantity: sql<number | null>`case when ${productVariants.id} is null
    then ${products.stockQuantity} else ${productVariants.stockQuantity} end`,
  imageUrl: sql<string | null>`coalesce((select ${productImages.url} from ${productImages}
    where ${productImages.id} = ${productVariants.imageId}), ${firstImage('url')})`,
  variantActive: productVariants.isActive,
};

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
  hasVariants: products.hasVariants,
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

/**
 * The line can still be bought: its product is visible, its color (if any) still active, its
 * variant (if any) still there and active, and a product sold as variants has its variant
 * chosen (after joinColor and joinVariant).
 */
export const stillSold = (colorId: AnyColumn, variantId: AnyColumn): SQL =>
  and(
    visible,
    or(isNull(colorId), eq(productColors.isActive, true)),
    or(and(isNull(variantId), eq(products.hasVariants, false)), eq(productVariants.isActive, true)),
  ) as SQL;

/** `stillSold` as a selected column. */
export const stillSoldColumn = (colorId: AnyColumn, variantId: AnyColumn) =>
  sql<boolean>`(${stillSold(colorId, variantId)})`;
