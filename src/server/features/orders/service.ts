import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toEgp } from '../../../shared/money';
import type { ListOf } from '../../../shared/schemas/common';
import type { checkoutSchema, OrderDetail, OrderSummary } from '../../../shared/schemas/orders';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { pageOf, pageOffset } from '../../lib/paging';
import { emptyCart, linesForOrder } from '../cart';
import { stockLeft, takeStock } from '../catalog';
import { notifyAdmins } from '../notifications';
import { quote } from '../pricing';
import { type SettingsService, shippingFromValue } from '../settings';
import { orderMail } from './mails';
import { newOrderNotice } from './notices';
import { orderEvents, orderItems, orders, type ShippingInfo } from './tables';

type CheckoutInput = z.output<typeof checkoutSchema>;
/** The signed-in customer placing an order (the mail goes out in their language). */
export interface OrderingUser {
  id: string;
  email: string;
  firstName: string;
  preferredLanguage: 'ar' | 'en';
}
type OrderRow = typeof orders.$inferSelect;
/** A placed order and, for a card order, the checkout page the browser must open. */
export interface PlacedOrder {
  order: OrderDetail;
  redirectUrl: string | null;
}

const summaryOf = (row: OrderRow, itemCount: number): OrderSummary => ({
  id: row.id,
  orderNumber: row.orderNumber,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  itemCount,
  total: toEgp(row.totalPiastres),
  paymentMethod: row.paymentMethod,
  paymentStatus: row.paymentStatus,
  deliveryStatus: row.deliveryStatus,
});

type ItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

export async function loadOrderDetail(
  db: Db | Tx,
  where: { id: string; userId?: string },
): Promise<OrderDetail> {
  return (await loadOrder(db, where)).detail;
}

/** The order as the API shows it, and whose it is. */
export async function loadOrder(
  db: Db | Tx,
  where: { id: string; userId?: string },
): Promise<{ detail: OrderDetail; userId: string }> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.id, where.id), where.userId ? eq(orders.userId, where.userId) : undefined),
    );
  // Someone else's order answers exactly like a missing one.
  if (!row) throw AppError.notFound('orders.notFound');
  const [items, events] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id))
      .orderBy(asc(orderItems.nameEn)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt)),
  ]);
  return { detail: toOrderDetail(row, items, events), userId: row.userId };
}

/** The API's order from its rows: items in name order, events oldest first (as loaded above). */
function toOrderDetail(row: OrderRow, items: ItemRow[], events: EventRow[]): OrderDetail {
  return {
    ...summaryOf(
      row,
      items.reduce((n, i) => n + i.quantity, 0),
    ),
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      nameEn: i.nameEn,
      nameAr: i.nameAr,
      color: i.colorName
        ? { name: i.colorName, nameAr: i.colorNameAr ?? i.colorName, colorCode: i.colorCode ?? '' }
        : null,
      imageUrl: i.imageUrl,
      unitPrice: toEgp(i.unitPricePiastres),
      quantity: i.quantity,
      total: toEgp(i.totalPiastres),
    })),
    subtotal: toEgp(row.subtotalPiastres),
    shipping: toEgp(row.shippingPiastres),
    shippingInfo: row.shippingInfo,
    transactionId: row.transactionId,
    reference: row.reference,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** A unique index refused the write; drizzle wraps the driver's error in `cause`. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
};

/**
 * Card payments, for orders paid by card: payments sits above orders (it changes their payment
 * status), so services.ts hands its functions in.
 */
export interface CardPayments {
  /** false: no card provider here (production without Paymob keys). */
  readonly available: boolean;
  /** Opens a payment for a new card order; answers the checkout page to send the browser to. */
  start(orderId: string): Promise<string>;
  retry(userId: string, orderId: string): Promise<string>;
  /** The checkout page of the order's open attempt, if any (a repeated order request). */
  openRedirect(orderId: string): Promise<string | null>;
}

export function createOrdersService(
  ctx: AppContext,
  { settings, cardPayments }: { settings: SettingsService; cardPayments: CardPayments },
) {
  const { db } = ctx;

  async function existing(userId: string, idempotencyKey: string) {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
    return row ? loadOrderDetail(db, { id: row.id, userId }) : null;
  }

  /**
   * Turns the user's cart into an order in one transaction: prices come from the database,
   * tracked stock is decremented only where enough is left (UPDATE … WHERE stock >= qty), and
   * any line that fails fails the whole order with a message per line. The same Idempotency-Key
   * returns the same order.
   */
  /** A new card attempt for an unpaid card order, while card payments are switched on. */
  async function retryCardPayment(userId: string, orderId: string): Promise<string> {
    const payment = await settings.getPaymentSettings();
    if (!payment.paymobEnabled) throw new AppError('CONFLICT', 409, 'orders.cardDisabled');
    return cardPayments.retry(userId, orderId);
  }

  /** Answers an order placed earlier with the same key, as its first answer did. */
  async function replay(userId: string, idempotencyKey: string): Promise<PlacedOrder | null> {
    const again = await existing(userId, idempotencyKey);
    if (!again) return null;
    const redirectUrl =
      again.paymentMethod === 'card' ? await cardPayments.openRedirect(again.id) : null;
    return { order: again, redirectUrl };
  }

  async function place(
    user: OrderingUser,
    input: CheckoutInput,
    idempotencyKey: string,
    language: 'ar' | 'en',
  ): Promise<PlacedOrder> {
    const userId = user.id;
    if (input.paymentMethod === 'card') {
      // A repeated card submit answers its order even if card payments were switched off since.
      const again = await replay(userId, idempotencyKey);
      if (again) return again;
      const payment = await settings.getPaymentSettings();
      if (!payment.paymobEnabled) throw new AppError('CONFLICT', 409, 'orders.cardDisabled');
      // No card provider (production without Paymob keys: the sandbox never runs there).
      if (!cardPayments.available) throw new AppError('UNAVAILABLE', 503, 'orders.cardDisabled');
    }

    // Read before the transaction: the 'placed' mail is queued inside it (see below).
    const store = input.paymentMethod === 'cod' ? await settings.getStoreProfile() : null;
    try {
      const placed = await db.transaction(async (tx) => {
        const lines = await linesForOrder(tx, userId);
        if (lines.length === 0) throw new AppError('BAD_REQUEST', 400, 'orders.cartEmpty');

        const problems: { field: string; messages: FieldMessage[] }[] = [];
        let soldOut = false;
        for (const line of lines) {
          const name =
            (language === 'ar' ? line.nameAr : line.nameEn) || line.nameEn || line.nameAr;
          const field = `items.${line.productId}${line.colorId ? `.${line.colorId}` : ''}`;
          if (!line.visible || !line.inStock || (line.colorId && !line.colorActive)) {
            problems.push({
              field,
              messages: [{ key: 'orders.itemUnavailable', params: { name } }],
            });
            continue;
          }
          const updated = await takeStock(tx, line.productId, line.quantity);
          if (!updated) {
            const left = await stockLeft(tx, line.productId);
            problems.push({
              field,
              messages: [{ key: 'orders.itemOutOfStock', params: { name, n: left } }],
            });
          } else if (updated.left === 0) soldOut = true;
        }
        if (problems.length > 0) {
          throw new AppError('CONFLICT', 409, 'orders.stockProblem', { errors: problems });
        }

        // Priced from the rows this transaction locked, under the shipping rule it read.
        const priced = quote({
          lines: lines.map((line) => ({ ...line, unitPricePiastres: line.pricePiastres })),
          shipping: shippingFromValue(lines[0].shipping),
          governorate: input.state,
          paymentMethod: input.paymentMethod,
        });
        const shippingInfo: ShippingInfo = {
          firstName: input.firstName,
          lastName: input.lastName,
          fullName: `${input.firstName} ${input.lastName}`,
          email: input.email,
          phone: input.phone,
          address: input.address,
          city: input.city,
          state: input.state,
          postalCode: input.postalCode,
          country: input.country,
        };
        const [order] = await tx
          .insert(orders)
          .values({
            userId,
            subtotalPiastres: priced.subtotalPiastres,
            shippingPiastres: priced.shipping.feePiastres,
            totalPiastres: priced.totalPiastres,
            shippingInfo,
            paymentMethod: input.paymentMethod,
            idempotencyKey,
          })
          .returning();
        const items = await tx
          .insert(orderItems)
          .values(
            priced.lines.map((line) => ({
              orderId: order.id,
              productId: line.productId,
              colorId: line.colorId,
              nameEn: line.nameEn,
              nameAr: line.nameAr,
              colorName: line.colorName,
              colorNameAr: line.colorNameAr,
              colorCode: line.colorCode,
              imageUrl: line.imageUrl,
              unitPricePiastres: line.unitPricePiastres,
              quantity: line.quantity,
              totalPiastres: line.lineTotalPiastres,
            })),
          )
          .returning();
        const events = await tx
          .insert(orderEvents)
          .values({ orderId: order.id, type: 'created', toStatus: 'pending', actorId: userId })
          .returning();
        await emptyCart(tx, lines[0].cartId);
        // Queued in the order's own transaction: a crash right after the commit must not lose
        // the mail (the kill drill in src/server/faults found exactly that). Card orders get the
        // 'paid' mail instead.
        const mailLanguage = user.preferredLanguage;
        const sendMail =
          input.paymentMethod === 'cod'
            ? await ctx.jobs.enqueueIn(tx, 'email.send', {
                ...orderMail(
                  ctx,
                  'placed',
                  {
                    order,
                    firstName: user.firstName,
                    email: user.email,
                    language: mailLanguage,
                  },
                  store?.name[mailLanguage] ?? 'GreenVolt',
                ),
              })
            : undefined;
        // The answer is built from what was written, not read back (loadOrderDetail's order).
        items.sort((a, b) => (a.nameEn < b.nameEn ? -1 : a.nameEn > b.nameEn ? 1 : 0));
        return { order, items, events, soldOut, customerName: shippingInfo.fullName, sendMail };
      });
      const { order } = placed;
      // Cached catalog answers show availability (in stock or not), not the count left: only a
      // product selling out changes what they say (decision 022). Add to cart and this
      // transaction check the real stock either way.
      if (placed.soldOut) await ctx.catalogVersion.bump();
      // Every admin hears of a new order, cash or card (a failure is logged, never thrown).
      await notifyAdmins(ctx, newOrderNotice(order, placed.customerName));
      if (input.paymentMethod === 'card') {
        // Pending until Paymob's verified callback; the customer hears of it with the 'paid' mail.
        const redirectUrl = await cardPayments.start(order.id);
        return { order: await loadOrderDetail(db, { id: order.id, userId }), redirectUrl };
      }
      placed.sendMail?.();
      return { order: toOrderDetail(order, placed.items, placed.events), redirectUrl: null };
    } catch (error) {
      // Same key again: the cart it emptied is empty now, or (two submits racing, or new items
      // since) the unique index refused the second order. Answer the first one.
      if (
        (error instanceof AppError && error.messageKey === 'orders.cartEmpty') ||
        isUniqueViolation(error)
      ) {
        const winner = await replay(userId, idempotencyKey);
        if (winner) return winner;
      }
      throw error;
    }
  }

  async function listForUser(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<ListOf<OrderSummary>> {
    const [{ total }] = await db
      .select({ total: count() })
      .from(orders)
      .where(eq(orders.userId, userId));
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .limit(pageSize)
      .offset(pageOffset({ page, pageSize }));
    const counts = rows.length
      ? await db
          .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(orderItems.orderId)
      : [];
    return pageOf(
      rows.map((row) => summaryOf(row, counts.find((c) => c.orderId === row.id)?.n ?? 0)),
      total,
      { page, pageSize },
    );
  }

  return {
    place,
    retryCardPayment,
    listForUser,
    get: (userId: string, id: string) => loadOrderDetail(db, { id, userId }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
