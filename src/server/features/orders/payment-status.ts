import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { releaseOrder } from './release';
import { orderEvents, orderItems, orders } from './tables';

/**
 * The order side of card payments, for the payments area (which sits above orders): reads and
 * payment-status writes, each in the caller's transaction. Issue 19's lifecycle module takes
 * these over.
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

export async function markOrderPaid(
  tx: Tx,
  orderId: string,
  payment: { transactionId: string; reference: string },
) {
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: sql`now()`, ...payment, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export async function markOrderPaymentFailed(tx: Tx, orderId: string, reference: string) {
  await tx
    .update(orders)
    .set({ paymentStatus: 'failed', reference, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** A declined card order that the customer tries again: pending once more. */
export async function reopenFailedCardOrder(tx: Tx, orderId: string, userId: string) {
  await tx
    .update(orders)
    .set({ paymentStatus: 'pending', updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
  await addOrderEvent(tx, orderId, {
    type: 'payment',
    fromStatus: 'failed',
    toStatus: 'pending',
    actorId: userId,
    note: 'The customer tries the card payment again',
  });
}

async function cancel(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'paymentStatus'>,
  event: Pick<EventValues, 'note' | 'data'>,
) {
  await tx
    .update(orders)
    .set({ paymentStatus: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await addOrderEvent(tx, order.id, {
    type: 'cancelled',
    fromStatus: order.paymentStatus,
    toStatus: 'cancelled',
    ...event,
  });
}

/**
 * A card payment that could not even start: a still pending order is cancelled and its stock
 * and cart lines come back (decisions 011 and 012). False when it was no longer pending.
 */
export async function cancelUnstartedCardOrder(
  tx: Tx,
  orderId: string,
  event: Pick<EventValues, 'note' | 'data'>,
): Promise<boolean> {
  const locked = await lockOrder(tx, orderId);
  if (locked?.paymentStatus !== 'pending') return false;
  await cancel(tx, locked, event);
  await releaseOrder(tx, orderId, locked.userId, true);
  return true;
}

/**
 * Cancels the card orders still unpaid (pending or failed) after `olderThanHours`, their stock
 * back; SKIP LOCKED so instances running this together never take the same order. Answers
 * their ids.
 */
export async function cancelUnpaidCardOrders(tx: Tx, olderThanHours: number): Promise<string[]> {
  const stale = await tx
    .select({ id: orders.id, userId: orders.userId, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'card'),
        inArray(orders.paymentStatus, ['pending', 'failed']),
        lt(orders.createdAt, sql`now() - ${`${olderThanHours} hours`}::interval`),
      ),
    )
    .for('update', { skipLocked: true });
  for (const order of stale) {
    await cancel(tx, order, { note: `Card payment not completed within ${olderThanHours} hours` });
    await releaseOrder(tx, order.id, order.userId, false);
  }
  return stale.map((o) => o.id);
}
