import { and, desc, eq, sql } from 'drizzle-orm';
import type { StockMovementReason } from '../../../shared/constants';
import type {
  StockHistory,
  StockHistoryQuery,
  StockMovement,
} from '../../../shared/schemas/stock-alerts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf, pageOffset } from '../../lib/paging';
import { userContacts } from '../auth';
import { variantNameSql } from './lines';
import { products, productVariants, stockMovements } from './tables';

/**
 * The stock history of a product and its variants (issue 22, decision 058): every movement that
 * stock.ts recorded, newest first, with why, who and which order.
 */

export const STOCK_REASON_LABELS: Record<StockMovementReason, { en: string; ar: string }> = {
  order: { en: 'Order', ar: 'طلب' },
  cancellation: { en: 'Order cancelled', ar: 'إلغاء طلب' },
  return: { en: 'Return', ar: 'مرتجع' },
  import: { en: 'CSV import', ar: 'استيراد ملف CSV' },
  manual: { en: 'Manual edit', ar: 'تعديل يدوي' },
  bulk: { en: 'Bulk edit', ar: 'تعديل جماعي' },
};

export interface StockHistoryDeps {
  /** The orders' numbers, by id (the orders area sits above the catalog: services.ts). */
  orderNumbers(ids: string[]): Promise<{ id: string; number: string }[]>;
}

export function createStockHistory(db: Db, deps: StockHistoryDeps) {
  /** One page of a product's movements (one variant's, with `variantId`), newest first. */
  async function stockHistory(productId: string, query: StockHistoryQuery): Promise<StockHistory> {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId));
    if (!product) throw AppError.notFound('errors.productNotFound');
    const where = and(
      eq(stockMovements.productId, productId),
      query.variantId ? eq(stockMovements.variantId, query.variantId) : undefined,
    );
    const rows = await db
      .select({
        id: stockMovements.id,
        createdAt: stockMovements.createdAt,
        variantId: stockMovements.variantId,
        variantNameEn: variantNameSql(stockMovements.variantId, 'En'),
        variantNameAr: variantNameSql(stockMovements.variantId, 'Ar'),
        sku: productVariants.sku,
        delta: stockMovements.delta,
        stockAfter: stockMovements.stockAfter,
        reason: stockMovements.reason,
        orderId: stockMovements.orderId,
        actorId: stockMovements.actorId,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(stockMovements)
      .leftJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(query.pageSize)
      .offset(pageOffset(query));
    const actorIds = [...new Set(rows.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
    const orderIds = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
    const [actors, orders] = await Promise.all([
      userContacts(db, actorIds),
      orderIds.length ? deps.orderNumbers(orderIds) : [],
    ]);
    const numbers = new Map(orders.map((order) => [order.id, order.number]));
    const items = rows.map((row): StockMovement => {
      const actor = row.actorId ? actors.get(row.actorId) : undefined;
      const number = row.orderId ? numbers.get(row.orderId) : undefined;
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        variantId: row.variantId,
        variantName:
          row.variantId && row.variantNameEn !== null
            ? { en: row.variantNameEn, ar: row.variantNameAr ?? row.variantNameEn }
            : null,
        sku: row.sku,
        delta: row.delta,
        stockAfter: row.stockAfter,
        reason: row.reason,
        reasonLabel: STOCK_REASON_LABELS[row.reason],
        actor: actor
          ? { id: actor.id, name: `${actor.firstName} ${actor.lastName}`.trim() || actor.email }
          : null,
        order: row.orderId && number ? { id: row.orderId, number } : null,
      };
    });
    return pageOf(items, rows[0]?.total ?? 0, query);
  }

  return { stockHistory };
}
