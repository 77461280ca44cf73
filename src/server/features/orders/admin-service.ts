import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toEgp } from '../../../shared/money';
import type { ListOf } from '../../../shared/schemas/common';
import type {
  AdminOrderDetail,
  adminOrderQuerySchema,
  adminOrderSummarySchema,
  OrderAction,
} from '../../../shared/schemas/orders-admin';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { pageOf, pageOffset } from '../../lib/paging';
import { recordAudit } from '../audit';
import { userContact } from '../auth';
import { notifyUser } from '../notifications';
import { adminOrderWhere } from './admin-filters';
import { type OrderMailKind, queueOrderMail } from './mails';
import { orderStatusNotice } from './notices';
import { releaseOrder } from './release';
import { loadOrder } from './service';
import { orderEvents, orders } from './tables';
import { TRANSITIONS } from './transitions';

type Query = z.output<typeof adminOrderQuerySchema>;

/** The customer hears about each change except an undone delivery (a correction on our side). */
const MAIL_FOR: Record<OrderAction, OrderMailKind | null> = {
  mark_paid: 'paid',
  mark_out_for_delivery: 'out_for_delivery',
  mark_delivered: 'delivered',
  undo_delivery: null,
  cancel: 'cancelled',
};
type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export function createAdminOrders(ctx: AppContext) {
  const { db } = ctx;

  async function detail(id: string): Promise<AdminOrderDetail> {
    const { detail: order, userId } = await loadOrder(db, { id });
    // An order's customer account cannot go while the order exists (the foreign key).
    const { language: _, ...customer } = (await userContact(db, userId))!;
    return { ...order, customer };
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
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
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

    /** One admin action, checked against the state machine; writes an event; cancel restocks. */
    async act(
      id: string,
      action: OrderAction,
      actorId: string,
      note?: string,
    ): Promise<AdminOrderDetail> {
      const { restocked, order } = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!order) throw AppError.notFound('orders.notFound');
        const rule = TRANSITIONS[action];
        if (!rule.allowed(order)) {
          throw new AppError('CONFLICT', 409, 'orders.transitionNotAllowed');
        }
        const change = rule.apply(order);
        const field = change.paymentStatus ? 'paymentStatus' : 'deliveryStatus';
        const from = order[field];
        const to = change[field]!;
        await tx
          .update(orders)
          .set({
            ...change,
            updatedAt: sql`now()`,
            paidAt: action === 'mark_paid' ? sql`now()` : undefined,
            deliveredAt:
              action === 'mark_delivered'
                ? sql`now()`
                : action === 'undo_delivery'
                  ? null
                  : undefined,
            cancelledAt: action === 'cancel' ? sql`now()` : undefined,
          })
          .where(eq(orders.id, id));
        await tx.insert(orderEvents).values({
          orderId: id,
          type:
            field === 'paymentStatus'
              ? action === 'cancel'
                ? 'cancelled'
                : 'payment'
              : 'delivery',
          fromStatus: from,
          toStatus: to,
          note: note ?? null,
          actorId,
        });
        await recordAudit(tx, {
          actorId,
          action: 'order.status_changed',
          entityType: 'order',
          entityId: id,
          before: { [field]: from },
          after: { [field]: to, ...(note ? { note } : {}) },
        });
        if (action !== 'cancel') return { restocked: false, order };
        await releaseOrder(tx, id, order.userId, false);
        return { restocked: true, order };
      });
      if (restocked) await ctx.catalogVersion.bump();
      const mail = MAIL_FOR[action];
      if (mail) await queueOrderMail(ctx, id, mail);
      // After the commit; a failure is logged inside, never undoes the change.
      await notifyUser(ctx, order.userId, orderStatusNotice(action, order));
      return detail(id);
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
            orderNumber: orders.orderNumber,
            totalPiastres: orders.totalPiastres,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .where(
            and(
              eq(orders.paymentStatus, 'failed'),
              eq(orders.paymentMethod, 'card'),
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
              paymentMethod: 'card',
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
