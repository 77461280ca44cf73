import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { visible } from './service';
import { categories, productColors, products } from './tables';

/**
 * Catalog reads and stock writes that other areas make in their own transaction (a cart add,
 * an order, a cancellation): the products table stays this area's own.
 */

export interface SellableProduct {
  id: string;
  inStock: boolean;
  /** null: stock not tracked, only the in-stock flag counts. */
  stockQuantity: number | null;
  hasActiveColors: boolean;
}

/** A product a customer may buy now (catalog visibility rules), or null. */
export async function findSellableProduct(
  db: Db | Tx,
  productId: string,
): Promise<SellableProduct | null> {
  const [row] = await db
    .select({
      id: products.id,
      inStock: products.inStock,
      stockQuantity: products.stockQuantity,
      hasActiveColors: sql<boolean>`exists (select 1 from ${productColors}
        where ${productColors.productId} = ${products.id} and ${productColors.isActive})`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(visible, eq(products.id, productId)));
  return row ? { ...row, hasActiveColors: Boolean(row.hasActiveColors) } : null;
}

/** Whether `colorId` is an active color of the product. */
export async function isActiveColorOf(
  db: Db | Tx,
  productId: string,
  colorId: string,
): Promise<boolean> {
  const [color] = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(
      and(
        eq(productColors.id, colorId),
        eq(productColors.productId, productId),
        eq(productColors.isActive, true),
      ),
    );
  return Boolean(color);
}

/**
 * Takes `quantity` pieces of tracked stock only where enough is left (UPDATE … WHERE stock >=
 * qty, so two orders cannot oversell); untracked stock (null) always gives. Answers what is
 * left (null: untracked), or null when there was not enough.
 */
export async function takeStock(
  tx: Tx,
  productId: string,
  quantity: number,
): Promise<{ left: number | null } | null> {
  const [updated] = await tx
    .update(products)
    .set({
      stockQuantity: sql`case when ${products.stockQuantity} is null then null else ${products.stockQuantity} - ${quantity} end`,
    })
    .where(
      and(
        eq(products.id, productId),
        sql`(${products.stockQuantity} is null or ${products.stockQuantity} >= ${quantity})`,
      ),
    )
    .returning({ left: products.stockQuantity });
  return updated ?? null;
}

/** Tracked pieces left of a product (0 when untracked or gone): the refusal's message. */
export async function stockLeft(tx: Tx, productId: string): Promise<number> {
  const [row] = await tx
    .select({ n: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.n ?? 0;
}

/** Puts pieces back (a cancelled order); untracked stock stays untracked. */
export async function restock(tx: Tx, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({
      stockQuantity: sql`case when ${products.stockQuantity} is null then null else ${products.stockQuantity} + ${quantity} end`,
    })
    .where(eq(products.id, productId));
}

/** Today's names of products not deleted, categories and colors (the audit log's labels). */
export const catalogLabels = {
  async product(db: Db, ids: string[]) {
    return db
      .select({ id: products.id, en: products.nameEn, ar: products.nameAr })
      .from(products)
      .where(and(inArray(products.id, ids), sql`${products.deletedAt} is null`));
  },
  async category(db: Db, ids: string[]) {
    return db
      .select({ id: categories.id, en: categories.nameEn, ar: categories.nameAr })
      .from(categories)
      .where(inArray(categories.id, ids));
  },
  async color(db: Db, ids: string[]) {
    return db
      .select({
        id: productColors.id,
        productId: productColors.productId,
        en: productColors.name,
        ar: productColors.nameAr,
      })
      .from(productColors)
      .where(inArray(productColors.id, ids));
  },
};
