import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { netOfRefunds } from '../pricing';
import { orders } from './tables';

/**
 * A customer's orders as the admin users page shows them (the users area reads them here):
 * counts, the money kept and the latest orders of one account or of a page of accounts.
 */

/** How many orders (any status) each of the accounts placed; accounts without any are absent. */
export async function orderCountsOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId, row.count]));
}

/**
 * Every order and how many of them were cancelled, paid orders and the money kept of them
 * (piastres), and the latest order's time. Like the dashboard's revenue (decision 042): a paid order counts at its total, a partially
 * refunded one at its total less what went back (summed apart here, netted by pricing's
 * `netOfRefunds`); a fully refunded one, like a cancelled one, no longer counts.
 */
export async function customerOrderTotals(db: Db, userId: string) {
  const kept = sql`${orders.paymentStatus} in ('paid', 'partially_refunded')`;
  const [totals] = await db
    .select({
      // Every order, as the list below it, the users table and the CSV count them (issue 25
      // item 4); the cancelled ones are said apart.
      orders: sql<number>`count(*)::int`,
      cancelledOrders: sql<number>`count(*) filter (where ${orders.paymentStatus} = 'cancelled')::int`,
      paidOrders: sql<number>`count(*) filter (where ${kept})::int`,
      paidTotal: sql<number>`coalesce(sum(${orders.totalPiastres}) filter (where ${kept}), 0)::float8`,
      refunded: sql<number>`coalesce(sum(${orders.refundedPiastres}) filter (where ${kept}), 0)::float8`,
      lastOrderAt: sql<string | null>`max(${orders.createdAt})`,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  const { paidTotal, refunded, ...rest } = totals;
  return { ...rest, paidPiastres: netOfRefunds(Number(paidTotal), Number(refunded)) };
}

/** The account's latest orders, newest first, with how many items each holds. */
export function recentOrdersOf(db: Db, userId: string, limit: number) {
  return db
    .select({
      order: orders,
      itemCount: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
