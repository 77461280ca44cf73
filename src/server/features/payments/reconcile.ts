import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queueOrderMail } from '../orders/mails';
import { orderEvents, orders } from '../orders/tables';
import { releaseOrder, UNPAID_CARD_ORDER_TTL_HOURS } from './service';

/**
 * Card orders still unpaid after UNPAID_CARD_ORDER_TTL_HOURS — pending (the customer left
 * Paymob's page) or failed (a declined card the customer did not retry) — are cancelled and
 * their stock comes back.
 */
export { UNPAID_CARD_ORDER_TTL_HOURS };

/**
 * Background clean-up of abandoned card payments (the job 'payments.reconcile'): a customer who
 * left Paymob's page without paying must not hold stock forever. SKIP LOCKED lets several
 * instances run it at once without touching the same order twice.
 */
export async function cancelUnpaidCardOrders(
  ctx: AppContext,
  olderThanHours = UNPAID_CARD_ORDER_TTL_HOURS,
): Promise<number> {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: orders.id, userId: orders.userId, status: orders.paymentStatus })
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
      await tx
        .update(orders)
        .set({ paymentStatus: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        type: 'cancelled',
        fromStatus: order.status,
        toStatus: 'cancelled',
        note: `Card payment not completed within ${olderThanHours} hours`,
      });
      await releaseOrder(tx, order.id, order.userId, false);
    }
    return stale.map((o) => o.id);
  });
  if (cancelled.length > 0) await ctx.catalogVersion.bump();
  for (const id of cancelled) await queueOrderMail(ctx, id, 'cancelled');
  return cancelled.length;
}
