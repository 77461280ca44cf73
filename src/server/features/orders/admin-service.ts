import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ONLINE_PAYMENT_METHODS } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  AdminOrderDetail,
  adminOrderQuerySchema,
  adminOrderSummarySchema,
  OrderAction,
} from '../../../shared/schemas/orders-admin';
import type { AppContext } from '../../context';
import { pageOf, pageOffset } from '../../lib/paging';
import { recordAudit } from '../audit';
import { userContact } from '../auth';
import { adminOrderWhere } from './admin-filters';
import { codStateOf } from './cash-on-delivery';
import { runOrderEffects } from './effects';
import { transitionOrder } from './lifecycle';
import { releaseOrder } from './release';
import { loadOrder } from './service';
import { orders } from './tables';

type Query = z.output<typeof adminOrderQuerySchema>;

type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export function createAdminOrders(ctx: AppContext) {
  const { db } = ctx;

  async function detail(id: string): Promise<AdminOrderDetail> {
    const { detail: order, userId } = await loadOrder(db, { id });
    // An order's customer account cannot go while the order exists (the foreign key).
    const { language: _, ...customer } = (await userContact(db, userId))!;
    return { ...order, customer, cashOnDelivery: await codStateOf(db, id) };
  }

  return {
    detail,

    async list(query: Query): Promise<ListOf<AdminOrderSummary>> {
      const where = adminOrderWhere(query);
      const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db
        .select({
          order: orders,
          itemCount: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
        })
        .from(orders)
        .where(where)
        // Cash orders waiting for their customer's confirmation first (decision 043); a cancelled
        // one keeps that delivery status but waits for nothing.
        .orderBy(
          desc(
            sql`${orders.deliveryStatus} = 'awaiting_confirmation' and ${orders.paymentStatus} = 'pending'`,
          ),
          desc(orders.createdAt),
          desc(orders.orderNumber),
        )
        .limit(query.pageSize)
        .offset(pageOffset(query));
      return pageOf(
        rows.map(({ order: o, itemCount }) => ({
          id: o.id,
          orderNumber: o.orderNumber,
          createdAt: o.createdAt.toISOString(),
          updatedAt: o.updatedAt.toISOString(),
          itemCount,
          total: toEgp(o.totalPiastres),
          paymentMethod: o.paymentMethod,
          paymentStatus: o.paymentStatus,
          deliveryStatus: o.deliveryStatus,
          customerName: o.shippingInfo.fullName,
          customerPhone: o.shippingInfo.phone,
          customerEmail: o.shippingInfo.email,
        })),
        total,
        query,
      );
    },

    /**
     * One admin action through the order lifecycle (state machine, event, audit row, stock);
     * its mails and notices go out after the commit. The route turns a refusal into HTTP.
     */
    async act(
      id: string,
      action: OrderAction,
      actorId: string,
      note?: string,
    ): Promise<
      { ok: true; order: AdminOrderDetail } | { ok: false; reason: 'not_found' | 'not_allowed' }
    > {
      const outcome = await db.transaction((tx) =>
        transitionOrder(tx, id, action, { kind: 'admin', id: actorId }, { note }),
      );
      if (!outcome.ok) {
        return { ok: false, reason: outcome.reason === 'not_found' ? 'not_found' : 'not_allowed' };
      }
      // After the commit; a failure is logged inside, never undoes the change.
      await runOrderEffects(ctx, outcome.effects);
      return { ok: true, order: await detail(id) };
    },

    /**
     * Removes failed card orders older than the given age; answers how many. A failed card order
     * still holds its stock (the customer may retry in Paymob's page), so it comes back first.
     */
    async cleanupFailed(olderThanDays: number, actorId: string): Promise<number> {
      const removed = await db.transaction(async (tx) => {
        const failed = await tx
          .select({
            id: orders.id,
            userId: orders.userId,
            paymentMethod: orders.paymentMethod,
            orderNumber: orders.orderNumber,
            totalPiastres: orders.totalPiastres,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(
            and(
              eq(orders.paymentStatus, 'failed'),
              inArray(orders.paymentMethod, ONLINE_PAYMENT_METHODS),
              lt(orders.createdAt, sql`now() - ${`${olderThanDays} days`}::interval`),
            ),
          )
          .for('update', { skipLocked: true });
        for (const order of failed) {
          await releaseOrder(tx, order.id, order.userId, false);
          await tx.delete(orders).where(eq(orders.id, order.id));
          await recordAudit(tx, {
            actorId,
            action: 'order.deleted',
            entityType: 'order',
            entityId: order.id,
            before: {
              orderNumber: order.orderNumber,
              paymentMethod: order.paymentMethod,
              paymentStatus: 'failed',
              total: toEgp(order.totalPiastres),
              createdAt: order.createdAt.toISOString(),
            },
          });
        }
        return failed.length;
      });
      if (removed > 0) await ctx.catalogVersion.bump();
      return removed;
    },
  };
}

export type AdminOrders = ReturnType<typeof createAdminOrders>;
