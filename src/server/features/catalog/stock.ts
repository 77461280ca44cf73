import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { StockMovementReason } from '../../../shared/constants';
import { type Db, queryRows, type Tx } from '../../db/client';
import { lowStockDefaultSql } from '../settings';
import { categories, productColors, products, productVariants } from './tables';
import { visible } from './visibility';

/**
 * Catalog reads and stock writes that other areas make in their own transaction (a cart add,
 * an order, a cancellation): the products table stays this area's own.
 */

export interface SellableProduct {
  id: string;
  /** The variant being bought (null: the product is sold as itself). */
  variantId: string | null;
  /** The product's, or for a variant its active flag. */
  inStock: boolean;
  /** null: stock not tracked, only the in-stock flag counts. The variant's for a variant. */
  stockQuantity: number | null;
  hasActiveColors: boolean;
  /** Sold as variants: a line must name one of them. */
  hasVariants: boolean;
}

/**
 * A product a customer may buy now (catalog visibility rules), with the stock of `variantId`
 * when one is named (null when the variant is not one of the product's), or null.
 */
export async function findSellableProduct(
  db: Db | Tx,
  productId: string,
  variantId: string | null = null,
): Promise<SellableProduct | null> {
  const [row] = await db
    .select({
      id: products.id,
      variantId: productVariants.id,
      inStock: products.inStock,
      stockQuantity: products.stockQuantity,
      variantActive: productVariants.isActive,
      variantStock: productVariants.stockQuantity,
      hasVariants: products.hasVariants,
      hasActiveColors: sql<boolean>`exists (select 1 from ${productColors}
        where ${productColors.productId} = ${products.id} and ${productColors.isActive})`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.productId, products.id),
        variantId ? eq(productVariants.id, variantId) : sql`false`,
      ),
    )
    .where(and(visible, eq(products.id, productId)));
  if (!row) return null;
  const { variantActive, variantStock, ...product } = row;
  const base = { ...product, hasActiveColors: Boolean(row.hasActiveColors) };
  if (!row.variantId) return { ...base, variantId: null };
  return { ...base, inStock: Boolean(variantActive), stockQuantity: variantStock };
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

/** Which stock a line moves: the product's own, or one of its variants'. */
export interface StockKey {
  productId: string;
  /** null: a product sold without variants. */
  variantId: string | null;
}

/** Why and by whom stock moved (the stock history). */
export interface StockCause {
  reason: StockMovementReason;
  orderId?: string | null;
  actorId?: string | null;
}

/** What a stock change left: the pieces (null: not tracked). */
export interface StockLeft {
  left: number | null;
}

/**
 * The one statement that changes a stock figure: updates the product's (or variant's) tracked
 * stock with `next` (an SQL expression of the current `stock_quantity`) where `guard` allows,
 * records the movement in the stock history, and answers what was left. Untracked stock (null)
 * stays null and records nothing.
 * A variant's product summary (lowest price, in stock) follows by trigger (migration 0014).
 */
async function moveStock(
  tx: Tx,
  key: StockKey,
  next: SQL,
  guard: SQL,
  cause: StockCause,
): Promise<StockLeft | null> {
  const table = key.variantId ? sql`product_variants` : sql`products`;
  const id = key.variantId ?? key.productId;
  const [row] = await queryRows<StockLeft>(
    tx,
    sql`with old as (
          select id, stock_quantity from ${table} where id = ${id} for update
        ), changed as (
          -- Rising above the threshold (or untracked) re-arms the low-stock alert (stock-alerts.ts).
          update ${table} t set stock_quantity = ${next},
            low_stock_alerted = case
              when ${next} is null or ${next} > coalesce(t.low_stock_threshold, ${lowStockDefaultSql})
              then false else t.low_stock_alerted end,
            updated_at = now()
          from old where t.id = old.id and ${guard}
          returning t.stock_quantity as left, old.stock_quantity as before
        ), recorded as (
          insert into stock_movements (product_id, variant_id, delta, stock_after, reason, order_id, actor_id)
          select ${key.productId}, ${key.variantId}, changed.left - coalesce(changed.before, 0), changed.left,
            ${cause.reason}, ${cause.orderId ?? null}, ${cause.actorId ?? null}
          from changed where changed.left is not null and changed.left is distinct from changed.before
        )
        select changed.left from changed`,
  );
  return row ?? null;
}

// `t.stock_quantity` inside moveStock's UPDATE: the row's current figure.
const current = sql`t.stock_quantity`;

/**
 * Takes `quantity` pieces of tracked stock only where enough is left (UPDATE … WHERE stock >=
 * qty, so two orders cannot oversell); untracked stock (null) always gives. Answers what is
 * left (null: untracked), or null when there was not enough.
 */
export async function takeStock(
  tx: Tx,
  key: StockKey,
  quantity: number,
  cause: StockCause,
): Promise<StockLeft | null> {
  const row = await moveStock(
    tx,
    key,
    sql`case when ${current} is null then null else ${current} - ${quantity} end`,
    sql`(${current} is null or ${current} >= ${quantity})`,
    cause,
  );
  return row;
}

/** Tracked pieces left of a product or variant (0 when untracked or gone): the refusal's message. */
export async function stockLeft(tx: Tx, key: StockKey): Promise<number> {
  const [row] = key.variantId
    ? await tx
        .select({ n: productVariants.stockQuantity })
        .from(productVariants)
        .where(eq(productVariants.id, key.variantId))
    : await tx
        .select({ n: products.stockQuantity })
        .from(products)
        .where(eq(products.id, key.productId));
  return row?.n ?? 0;
}

/** Puts pieces back (a cancelled order, a return); untracked stock stays untracked. */
export async function restock(
  tx: Tx,
  key: StockKey,
  quantity: number,
  cause: StockCause,
): Promise<StockLeft | null> {
  const row = await moveStock(
    tx,
    key,
    sql`case when ${current} is null then null else ${current} + ${quantity} end`,
    sql`true`,
    cause,
  );
  return row;
}

/**
 * Sets a stock figure (an admin's edit, a bulk edit, an import): a number, or null for "not
 * tracked". Recorded in the stock history with what it was before.
 */
export async function setStock(
  tx: Tx,
  key: StockKey,
  quantity: number | null,
  cause: StockCause,
): Promise<StockLeft | null> {
  const row = await moveStock(tx, key, sql`${quantity}::int`, sql`true`, cause);
  return row;
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
