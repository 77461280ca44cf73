import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  categories,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productVariants,
} from '../tables';

/** What the import compares the file with: the shop's rows its SKUs, keys and images name. */

export interface ShopVariant {
  id: string;
  sku: string;
  valueIds: (string | null)[];
  pricePiastres: number;
  compareAtPricePiastres: number | null;
  stockQuantity: number | null;
  weightGrams: number | null;
  isActive: boolean;
  imageId: string | null;
  position: number;
}

export interface ShopOption {
  id: string;
  position: number;
  nameEn: string;
  nameAr: string;
  values: { id: string; valueEn: string; valueAr: string; position: number }[];
}

export interface ShopProduct {
  row: typeof products.$inferSelect;
  options: ShopOption[];
  variants: ShopVariant[];
  images: { id: string; url: string; position: number }[];
}

/** An image already in the shop that a cell can name. */
export interface ShopImage {
  url: string;
  thumbUrl: string;
  storageKeys: string[];
  altEn: string;
  altAr: string;
  width: number | null;
  height: number | null;
}

export interface SkuOwner {
  productId: string;
  /** null: the product's own SKU (a product without variants). */
  variantId: string | null;
  deleted: boolean;
  productName: string;
}

const CHUNK = 1000;
const chunks = <T>(items: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
};

/** Who holds each SKU (lower-case) now: a variant (of any product, deleted ones too) or a product. */
export async function skuOwners(db: Db | Tx, skus: string[]): Promise<Map<string, SkuOwner>> {
  const owners = new Map<string, SkuOwner>();
  for (const part of chunks(skus)) {
    const variantRows = await db
      .select({
        sku: sql<string>`lower(${productVariants.sku})`,
        variantId: productVariants.id,
        productId: productVariants.productId,
        deletedAt: products.deletedAt,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(sql`lower(${productVariants.sku})`, part));
    for (const r of variantRows) {
      owners.set(r.sku, {
        productId: r.productId,
        variantId: r.variantId,
        deleted: r.deletedAt !== null,
        productName: r.nameEn || r.nameAr,
      });
    }
    const productRows = await db
      .select({
        sku: sql<string>`lower(${products.sku})`,
        productId: products.id,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
      })
      .from(products)
      .where(and(inArray(sql`lower(${products.sku})`, part), isNull(products.deletedAt)));
    for (const r of productRows) {
      if (owners.has(r.sku)) continue;
      owners.set(r.sku, {
        productId: r.productId,
        variantId: null,
        deleted: false,
        productName: r.nameEn || r.nameAr,
      });
    }
  }
  return owners;
}

/** Which of these ids are products not deleted. */
export async function liveProductIds(db: Db | Tx, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, part), isNull(products.deletedAt)));
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** The products with their options, values, variants and images. */
export async function loadProducts(db: Db | Tx, ids: string[]): Promise<Map<string, ShopProduct>> {
  const out = new Map<string, ShopProduct>();
  for (const part of chunks(ids)) {
    const rows = await db.select().from(products).where(inArray(products.id, part));
    for (const row of rows) out.set(row.id, { row, options: [], variants: [], images: [] });
    const options = await db
      .select()
      .from(productOptions)
      .where(inArray(productOptions.productId, part))
      .orderBy(asc(productOptions.position));
    const byOption = new Map<string, ShopOption>();
    for (const o of options) {
      const option = {
        id: o.id,
        position: o.position,
        nameEn: o.nameEn,
        nameAr: o.nameAr,
        values: [],
      };
      byOption.set(o.id, option);
      out.get(o.productId)?.options.push(option);
    }
    if (byOption.size > 0) {
      const values = await db
        .select()
        .from(productOptionValues)
        .where(inArray(productOptionValues.optionId, [...byOption.keys()]))
        .orderBy(asc(productOptionValues.position));
      for (const v of values) {
        byOption.get(v.optionId)?.values.push({
          id: v.id,
          valueEn: v.valueEn,
          valueAr: v.valueAr,
          position: v.position,
        });
      }
    }
    const variants = await db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, part))
      .orderBy(asc(productVariants.position));
    for (const v of variants) {
      out.get(v.productId)?.variants.push({
        id: v.id,
        sku: v.sku,
        valueIds: [v.option1ValueId, v.option2ValueId, v.option3ValueId],
        pricePiastres: v.pricePiastres,
        compareAtPricePiastres: v.compareAtPricePiastres,
        stockQuantity: v.stockQuantity,
        weightGrams: v.weightGrams,
        isActive: v.isActive,
        imageId: v.imageId,
        position: v.position,
      });
    }
    const images = await db
      .select({
        id: productImages.id,
        productId: productImages.productId,
        url: productImages.url,
        position: productImages.position,
      })
      .from(productImages)
      .where(inArray(productImages.productId, part))
      .orderBy(asc(productImages.position));
    for (const i of images) out.get(i.productId)?.images.push(i);
  }
  return out;
}

/** Category ids by slug (lower-case). */
export async function categoryIdsBySlug(db: Db | Tx): Promise<Map<string, string>> {
  const rows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  return new Map(rows.map((r) => [r.slug.toLowerCase(), r.id]));
}

const fileName = sql<string>`regexp_replace(${productImages.url}, '^.*/', '')`;

/**
 * Images already in the shop that the cells name: by the exact URL the shop answered (what the
 * export writes), by that URL's path without the shop's origin, or by the file name alone.
 */
export async function findImages(
  db: Db | Tx,
  refs: { urls: string[]; names: string[] },
): Promise<{ byUrl: Map<string, ShopImage>; byName: Map<string, ShopImage> }> {
  const byUrl = new Map<string, ShopImage>();
  const byName = new Map<string, ShopImage>();
  const filters: SQL[] = [];
  if (refs.urls.length) filters.push(inArray(productImages.url, refs.urls));
  if (refs.names.length) filters.push(inArray(fileName, refs.names));
  if (filters.length === 0) return { byUrl, byName };
  const rows = await db
    .select({
      url: productImages.url,
      thumbUrl: productImages.thumbUrl,
      storageKeys: productImages.storageKeys,
      altEn: productImages.altEn,
      altAr: productImages.altAr,
      width: productImages.width,
      height: productImages.height,
      name: fileName,
    })
    .from(productImages)
    .where(or(...filters));
  for (const { name, ...image } of rows) {
    byUrl.set(image.url, image);
    byName.set(name, image);
  }
  return { byUrl, byName };
}
