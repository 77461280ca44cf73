import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toEgp } from '../../../shared/money';
import type {
  BulkAction,
  BulkPriceChange,
  bulkProductsSchema,
} from '../../../shared/schemas/catalog-bulk';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit';
import { setStock } from './stock';
import { categories, products, productVariants } from './tables';

type Input = z.output<typeof bulkProductsSchema>;
type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** The price columns are PostgreSQL integers: a change may not push a price past them. */
export const MAX_PRICE_PIASTRES = 2_147_483_647;

/** A "was" price survives only while it is still above the new price (the CHECK's rule). */
const keptCompareAt = (compareAt: number | null, price: number) =>
  compareAt !== null && compareAt > price ? compareAt : null;

const egpOrNull = (piastres: number | null) => (piastres === null ? null : toEgp(piastres));

/** What the audit log keeps of a product a bulk edit may change; variants by SKU. */
function auditFields(p: ProductRow, variants: VariantRow[]) {
  return {
    price: toEgp(p.pricePiastres),
    compareAtPrice: egpOrNull(p.compareAtPricePiastres),
    inStock: p.inStock,
    stockQuantity: p.stockQuantity,
    isActive: p.isActive,
    categoryId: p.categoryId,
    ...(p.hasVariants
      ? {
          variants: variants.map((v) => ({
            sku: v.sku,
            price: toEgp(v.pricePiastres),
            compareAtPrice: egpOrNull(v.compareAtPricePiastres),
            stockQuantity: v.stockQuantity,
          })),
        }
      : {}),
  };
}

/** Bulk edit of the admin products list: one change to many products, all or nothing. */
/** Pricing's bulk price change (pricing sits above the catalog: services.ts hands it in). */
export type AdjustPrice = (piastres: number, change: BulkPriceChange) => number;

export function createProductBulkEdit(db: Db, adjustPrice: AdjustPrice) {
  /** The products (locked, in id order so two edits cannot deadlock) and their variants. */
  async function lockRows(tx: Tx, ids: string[]) {
    const rows = await tx
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), isNull(products.deletedAt)))
      .orderBy(asc(products.id))
      .for('update');
    const variants = await tx
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.productId), asc(productVariants.position))
      .for('update');
    const variantsOf = (p: ProductRow) => variants.filter((v) => v.productId === p.id);
    return { rows, variantsOf };
  }

  async function changePrices(
    tx: Tx,
    rows: ProductRow[],
    variantsOf: (p: ProductRow) => VariantRow[],
    change: BulkPriceChange,
  ) {
    const tooHigh = () =>
      AppError.validation([{ field: 'action.value', messages: ['validation.bulkPriceTooHigh'] }]);
    for (const p of rows) {
      if (!p.hasVariants) {
        const price = adjustPrice(p.pricePiastres, change);
        if (price > MAX_PRICE_PIASTRES) throw tooHigh();
        await tx
          .update(products)
          .set({
            pricePiastres: price,
            compareAtPricePiastres: keptCompareAt(p.compareAtPricePiastres, price),
          })
          .where(eq(products.id, p.id));
        continue;
      }
      // The product's own price is the summary of its variants (trigger of migration 0014).
      for (const v of variantsOf(p)) {
        const price = adjustPrice(v.pricePiastres, change);
        if (price > MAX_PRICE_PIASTRES) throw tooHigh();
        await tx
          .update(productVariants)
          .set({
            pricePiastres: price,
            compareAtPricePiastres: keptCompareAt(v.compareAtPricePiastres, price),
            updatedAt: sql`now()`,
          })
          .where(eq(productVariants.id, v.id));
      }
    }
  }

  async function setStocks(
    tx: Tx,
    rows: ProductRow[],
    variantsOf: (p: ProductRow) => VariantRow[],
    quantity: number,
    actorId: string,
  ) {
    const cause = { reason: 'bulk', actorId } as const;
    for (const p of rows) {
      if (p.hasVariants) {
        for (const v of variantsOf(p).filter((v) => v.isActive)) {
          await setStock(tx, { productId: p.id, variantId: v.id }, quantity, cause);
        }
        continue;
      }
      await setStock(tx, { productId: p.id, variantId: null }, quantity, cause);
      // Pieces on the shelf make the product available again (decision 056); zero needs no
      // flag: a tracked figure of 0 already reads as out of stock.
      if (quantity > 0 && !p.inStock) {
        await tx.update(products).set({ inStock: true }).where(eq(products.id, p.id));
      }
    }
  }

  async function assertCategory(categoryId: string) {
    const [found] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!found) {
      throw AppError.validation([
        { field: 'action.categoryId', messages: ['validation.categoryRequired'] },
      ]);
    }
  }

  async function applyTo(
    tx: Tx,
    action: BulkAction,
    ids: string[],
    locked: Awaited<ReturnType<typeof lockRows>>,
    actorId: string,
  ) {
    switch (action.kind) {
      case 'price':
        return changePrices(tx, locked.rows, locked.variantsOf, action);
      case 'stock':
        return setStocks(tx, locked.rows, locked.variantsOf, action.quantity, actorId);
      case 'active':
        return tx
          .update(products)
          .set({ isActive: action.isActive })
          .where(inArray(products.id, ids));
      case 'category':
        return tx
          .update(products)
          .set({ categoryId: action.categoryId })
          .where(inArray(products.id, ids));
    }
  }

  return {
    /** Applies the change to every product asked for and answers how many there were. */
    async apply({ ids, action }: Input, actorId: string): Promise<number> {
      if (action.kind === 'category') await assertCategory(action.categoryId);
      return db.transaction(async (tx) => {
        const locked = await lockRows(tx, ids);
        // A product deleted since the list was loaded: nothing changes, the admin reloads.
        if (locked.rows.length !== ids.length) {
          throw AppError.validation([{ field: 'ids', messages: ['validation.unknownProducts'] }]);
        }
        await applyTo(tx, action, ids, locked, actorId);
        await tx.update(products).set({ updatedAt: sql`now()` }).where(inArray(products.id, ids));
        const after = await lockRows(tx, ids);
        for (const p of after.rows) {
          const before = locked.rows.find((row) => row.id === p.id)!;
          await recordAudit(tx, {
            actorId,
            action: 'product.bulk_updated',
            entityType: 'product',
            entityId: p.id,
            before: auditFields(before, locked.variantsOf(before)),
            after: auditFields(p, after.variantsOf(p)),
          });
        }
        return ids.length;
      });
    },
  };
}

export type ProductBulkEdit = ReturnType<typeof createProductBulkEdit>;
