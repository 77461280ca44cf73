import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ONLINE_PAYMENT_METHODS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { orders } from './tables';

/** The orders an admin keeps an eye on (the dashboard reads them here), one query per list. */

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  customerName: sql<string>`${orders.shippingInfo}->>'fullName'`,
  totalPiastres: orders.totalPiastres,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  deliveryStatus: orders.deliveryStatus,
};

// The list also says how many rows match in all: the window count runs before the LIMIT.
const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

export function latestOrders(db: Db, limit: number) {
  return db
    .select(orderColumns)
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(limit);
}

export type WatchedOrder = Awaited<ReturnType<typeof latestOrders>>[number];

/** Card orders still pending payment that were placed before `cutoff`, oldest first. */
export async function pendingCardOrders(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<{ total: number; items: WatchedOrder[] }> {
  const rows = await db
    .select({ ...orderColumns, total: totalRows })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentMethod, ONLINE_PAYMENT_METHODS),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _, ...row }) => row) };
}
