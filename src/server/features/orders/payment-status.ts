import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orderItems, orders } from './tables';

/**
 * The order side of card payments, for the payments area (which sits above orders): reads, the
 * row lock, events that change no status (flags, refunds) and the payment reference, each in the
 * caller's transaction. Status changes go through lifecycle.ts.
 */

export type OrderRow = typeof orders.$inferSelect;
type EventValues = Omit<typeof orderEvents.$inferInsert, 'orderId'>;

/** The order and its lines, as a card payment needs them (amount, items, billing). */
export async function orderWithLines(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return { order, lines };
}

export async function orderPaymentStatus(db: Db, orderId: string) {
  const [order] = await db
    .select({ status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.status ?? null;
}

/** True where the order of `orderId` (an SQL expression) still waits for its payment. */
export const paymentPendingSql = (orderId: SQL): SQL =>
  sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId}
    and ${orders.paymentStatus} = 'pending')`;

/** The payment method of the order `orderId` (an SQL expression), for other areas' queries. */
export const paymentMethodSql = (orderId: SQL): SQL =>
  sql`(select ${orders.paymentMethod} from ${orders} where ${orders.id} = ${orderId})`;

/** The order row-locked until the transaction ends; with `userId`, only that customer's. */
export async function lockOrder(
  tx: Tx,
  orderId: string,
  userId?: string,
): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId ? eq(orders.userId, userId) : undefined))
    .for('update');
  return order ?? null;
}

export async function addOrderEvent(tx: Tx, orderId: string, values: EventValues) {
  await tx.insert(orderEvents).values({ orderId, ...values });
}

/** The payment reference of the attempt now open. */
export async function setOrderReference(tx: Tx, orderId: string, reference: string) {
  await tx.update(orders).set({ reference, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}
