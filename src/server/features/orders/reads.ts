import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderCoupons, orderItems, orders } from './tables';

/**
 * What areas below orders ask about orders, handed to them as functions by services.ts (the
 * catalog's reviews and product deletion, the audit log's labels).
 */

/** Whether the customer has an order, delivered, holding the product. */
export async function hasReceived(db: Db, userId: string, productId: string): Promise<boolean> {
  const [received] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orders.userId, userId),
        eq(orders.deliveryStatus, 'delivered'),
      ),
    )
    .limit(1);
  return Boolean(received);
}

/** Whether the customer has an order (not cancelled: its use was given back) with the coupon. */
export async function couponUsedBy(
  db: Db | Tx,
  couponId: string,
  userId: string,
): Promise<boolean> {
  const [used] = await db
    .select({ orderId: orderCoupons.orderId })
    .from(orderCoupons)
    .where(and(eq(orderCoupons.couponId, couponId), eq(orderCoupons.userId, userId)))
    .limit(1);
  return Boolean(used);
}

/** How many orders hold each product (products in none are left out). */
export async function orderCountsByProduct(
  db: Db,
  productIds: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      n: sql<number>`count(distinct ${orderItems.orderId})::int`,
    })
    .from(orderItems)
    .where(sql`${orderItems.productId} in ${productIds}`)
    .groupBy(orderItems.productId);
  return new Map(rows.flatMap((row) => (row.productId ? [[row.productId, row.n]] : [])));
}

/** "#100123" for the orders among `ids` that still exist (the audit log's labels). */
export async function orderLabels(db: Db, ids: string[]) {
  const rows = await db
    .select({ id: orders.id, n: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, ids));
  return rows.map((o) => ({ id: o.id, en: `#${o.n}`, ar: `#${o.n}` }));
}
