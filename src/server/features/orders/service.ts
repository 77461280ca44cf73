import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentMethod } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { ListOf } from '../../../shared/schemas/common';
import type { checkoutSchema, OrderDetail, OrderSummary } from '../../../shared/schemas/orders';
import type { PaymentSettings } from '../../../shared/schemas/site';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { pageOf, pageOffset } from '../../lib/paging';
import { emptyCart, linesForOrder } from '../cart';
import { stockLeft, takeStock } from '../catalog';
import { couponRuleFromValue } from '../discounts';
import { notifyAdmins } from '../notifications';
import { type CouponRefusal, quote, storedQuoteOf } from '../pricing';
import { type SettingsService, shippingFromValue, vatFromValue } from '../settings';
import { zoneRuleFromValue } from '../shipping';
import { confirmationFor } from './cash-on-delivery';
import { recordCouponUse } from './coupon-use';
import { orderMail } from './mails';
import { newOrderNotice } from './notices';
import { couponUsedBy } from './reads';
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

async function loadOrderDetail(
  db: Db | Tx,
  where: { id: string; userId?: string },
): Promise<OrderDetail> {
  return customerView((await loadOrder(db, where)).detail);
}

/**
 * The order as its customer sees it: the notes staff gave with their actions stay with staff
 * (the admin timeline shows them; decision 046).
 */
export const customerView = (detail: OrderDetail): OrderDetail => ({
  ...detail,
  events: detail.events.map((event) => ({ ...event, note: null })),
});

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

/** What the order's stored quote adds to its amounts: discounts, COD fee, VAT, zone, estimate. */
function quoteFields(row: OrderRow) {
  const { quote: stored } = row;
  return {
    discounts: stored.discounts.map((d) => ({
      code: d.code,
      type: d.type,
      appliesTo: d.appliesTo,
      amount: toEgp(d.amountPiastres),
    })),
    discount: toEgp(row.discountPiastres),
    codFee: toEgp(row.codFeePiastres),
    vat: stored.vat
      ? { ratePercent: stored.vat.ratePercent, included: toEgp(stored.vat.includedPiastres) }
      : null,
    shippingZone: stored.shipping.zone
      ? { nameEn: stored.shipping.zone.nameEn, nameAr: stored.shipping.zone.nameAr }
      : null,
    deliveryEstimate: stored.shipping.estimate,
  };
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
      discount: toEgp(i.discountPiastres),
    })),
    subtotal: toEgp(row.subtotalPiastres),
    shipping: toEgp(row.shippingPiastres),
    ...quoteFields(row),
    shippingInfo: row.shippingInfo,
    transactionId: row.transactionId,
    reference: row.reference,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    refunded: toEgp(row.refundedPiastres),
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

/** A payment opened for an order (the page to open), or why not (payments' PaymentOutcome). */
export type OrderPaymentOutcome =
  | { ok: true; redirectUrl: string }
  | {
      ok: false;
      reason:
        | 'not_found'
        | 'not_online'
        | 'not_configured'
        | 'not_allowed'
        | 'in_progress'
        | 'initiation_failed';
      error?: unknown;
    };

/**
 * The payment-method registry, as the orders area sees it: payments sits above orders (it
 * changes their payment status), so services.ts hands its functions in (decision 038).
 */
export interface OrderPayments {
  /** Paid before delivery through a payment provider (an attempt, a checkout page). */
  isOnline(method: PaymentMethod): boolean;
  /**
   * May a customer choose it now (disabled by the admin, or no gateway configured here)? Given
   * the order's total, also the admin's minimum order for the method (decision 041).
   */
  available(
    method: PaymentMethod,
    settings: PaymentSettings,
    totalPiastres?: number,
  ):
    | { available: true }
    | { available: false; reason: 'disabled' | 'not_configured' }
    | { available: false; reason: 'below_minimum'; minimumPiastres: number };
  /** Opens a payment for a new order paid online. */
  start(orderId: string): Promise<OrderPaymentOutcome>;
  retry(userId: string, orderId: string): Promise<OrderPaymentOutcome>;
  /** The checkout page of the order's open attempt, if any (a repeated order request). */
  openRedirect(orderId: string): Promise<string | null>;
}

/** A method the customer may not use now, as HTTP (SPEC: 409 switched off, 503 not set up). */
const unavailable = (
  refusal:
    | { reason: 'disabled' | 'not_configured' }
    | { reason: 'below_minimum'; minimumPiastres: number },
  method: PaymentMethod = 'card',
  settings?: PaymentSettings,
) => {
  // The card keeps SPEC's text; the other methods are named as the admin named them (041).
  if (method === 'card' && refusal.reason !== 'below_minimum') {
    return refusal.reason === 'disabled'
      ? new AppError('CONFLICT', 409, 'orders.cardDisabled')
      : new AppError('UNAVAILABLE', 503, 'orders.cardDisabled');
  }
  const name = settings?.methods?.find((m) => m.key === method)?.name;
  const params = { methodEn: name?.en ?? method, methodAr: name?.ar ?? method };
  if (refusal.reason === 'below_minimum') {
    return new AppError('CONFLICT', 409, 'orders.belowMethodMinimum', {
      params: { ...params, minimum: { egp: toEgp(refusal.minimumPiastres) } },
    });
  }
  return refusal.reason === 'disabled'
    ? new AppError('CONFLICT', 409, 'orders.methodDisabled', { params })
    : new AppError('UNAVAILABLE', 503, 'orders.methodNotConfigured', { params });
};

/** The cart's coupon code does not apply now: the reason, on the code's field too. */
const couponRefused = (refusal: CouponRefusal) =>
  new AppError('CONFLICT', 409, refusal.key, {
    params: refusal.params,
    errors: [{ field: 'couponCode', messages: [{ key: refusal.key, params: refusal.params }] }],
  });

/** A payment that did not open, as the error the route answers. */
function paymentError(outcome: Extract<OrderPaymentOutcome, { ok: false }>): AppError {
  switch (outcome.reason) {
    case 'not_found':
      return AppError.notFound('orders.notFound');
    case 'not_configured':
      return unavailable({ reason: 'not_configured' });
    case 'in_progress':
      return new AppError('CONFLICT', 409, 'payments.inProgress');
    case 'initiation_failed':
      return new AppError('UNAVAILABLE', 502, 'payments.initiationFailed', {
        cause: outcome.error,
      });
    default:
      return new AppError('CONFLICT', 409, 'payments.retryNotAllowed');
  }
}

/** Lines in the order their stock is locked: product id, then variant id. */
const byStockKey = (
  a: { productId: string; variantId: string | null },
  b: { productId: string; variantId: string | null },
) => a.productId.localeCompare(b.productId) || (a.variantId ?? '').localeCompare(b.variantId ?? '');

/** "Battery — 12 V — 200 Ah"; a name left empty (one language only) stays empty. */
const withVariant = (name: string, variant: string | null) =>
  name && variant ? `${name} — ${variant}` : name;

/** A line's name in the customer's language, with its variant ("Battery — 12 V — 200 Ah"). */
const lineNameIn = (
  language: 'ar' | 'en',
  line: {
    nameEn: string;
    nameAr: string;
    variantId: string | null;
    variantNameEn: string | null;
    variantNameAr: string | null;
  },
) => {
  const name = (language === 'ar' ? line.nameAr : line.nameEn) || line.nameEn || line.nameAr;
  return withVariant(
    name,
    line.variantId ? (language === 'ar' ? line.variantNameAr : line.variantNameEn) : null,
  );
};

export function createOrdersService(
  ctx: AppContext,
  { settings, payments }: { settings: SettingsService; payments: OrderPayments },
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
  /** A new attempt for an unpaid order paid online, while its method is available. */
  async function retryPayment(userId: string, orderId: string): Promise<string> {
    const [order] = await db
      .select({ paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw AppError.notFound('orders.notFound');
    const paymentSettings = await settings.getPaymentSettings();
    const availability = payments.available(order.paymentMethod, paymentSettings);
    if (!availability.available) {
      throw unavailable(availability, order.paymentMethod, paymentSettings);
    }
    const outcome = await payments.retry(userId, orderId);
    if (!outcome.ok) throw paymentError(outcome);
    return outcome.redirectUrl;
  }

  /** Answers an order placed earlier with the same key, as its first answer did. */
  async function replay(userId: string, idempotencyKey: string): Promise<PlacedOrder | null> {
    const again = await existing(userId, idempotencyKey);
    if (!again) return null;
    const redirectUrl = payments.isOnline(again.paymentMethod)
      ? await payments.openRedirect(again.id)
      : null;
    return { order: again, redirectUrl };
  }

  async function place(
    user: OrderingUser,
    input: CheckoutInput,
    idempotencyKey: string,
    language: 'ar' | 'en',
  ): Promise<PlacedOrder> {
    const userId = user.id;
    const online = payments.isOnline(input.paymentMethod);
    let paymentSettings: PaymentSettings | undefined;
    if (online) {
      // A repeated online submit answers its order even if its method was switched off since.
      const again = await replay(userId, idempotencyKey);
      if (again) return again;
      // Switched off by the admin (409), or no gateway here (503: production without keys).
      paymentSettings = await settings.getPaymentSettings();
      const availability = payments.available(input.paymentMethod, paymentSettings);
      if (!availability.available) {
        throw unavailable(availability, input.paymentMethod, paymentSettings);
      }
    }

    // Read before the transaction: the 'placed' mail is queued inside it (see below).
    const store = online ? null : await settings.getStoreProfile();
    try {
      const placed = await db.transaction(async (tx) => {
        const lines = await linesForOrder(
          tx,
          userId,
          input.country === 'EG' ? input.state : '',
          input.couponCode ?? null,
        );
        if (lines.length === 0) throw new AppError('BAD_REQUEST', 400, 'orders.cartEmpty');

        const problems: { field: string; messages: FieldMessage[] }[] = [];
        let soldOut = false;
        // Known before the row exists: the stock history names the order that took the stock.
        const orderId = randomUUID();
        // Stock is taken in one order (product, then variant) by every checkout: two orders
        // with the same items lock their rows in the same order and cannot deadlock.
        for (const line of [...lines].sort(byStockKey)) {
          const name = lineNameIn(language, line);
          const field = `items.${line.productId}${line.colorId ? `.${line.colorId}` : ''}${line.variantId ? `.${line.variantId}` : ''}`;
          if (!line.visible || !line.inStock || (line.colorId && !line.colorActive)) {
            problems.push({
              field,
              messages: [{ key: 'orders.itemUnavailable', params: { name } }],
            });
            continue;
          }
          const key = { productId: line.productId, variantId: line.variantId };
          const updated = await takeStock(tx, key, line.quantity, {
            reason: 'order',
            orderId,
            actorId: userId,
          });
          if (!updated) {
            const left = await stockLeft(tx, key);
            problems.push({
              field,
              messages: [{ key: 'orders.itemOutOfStock', params: { name, n: left } }],
            });
          } else if (updated.left === 0) soldOut = true;
        }
        if (problems.length > 0) {
          throw new AppError('CONFLICT', 409, 'orders.stockProblem', { errors: problems });
        }

        // Priced from the rows this transaction locked, under the rules it read (decision 039).
        // The coupon came with the lines (the code given, else the cart's coupon).
        const coupon = couponRuleFromValue(lines[0].coupon);
        const couponCode = input.couponCode ?? coupon?.code ?? null;
        const priced = quote({
          lines: lines.map((line) => ({ ...line, unitPricePiastres: line.pricePiastres })),
          shipping: shippingFromValue(lines[0].shipping),
          vat: vatFromValue(lines[0].vat),
          zone: zoneRuleFromValue(lines[0].zone),
          coupon: couponCode
            ? {
                code: couponCode,
                rule: coupon,
                usedByCustomer: coupon?.oncePerCustomer
                  ? await couponUsedBy(tx, coupon.id, userId)
                  : false,
              }
            : null,
          paymentMethod: input.paymentMethod,
          now: new Date(),
        });
        // A code that no longer applies fails the order with its reason: the customer sees the
        // summary change and decides (remove the code, add items), never a silent new total.
        if (priced.coupon && !priced.coupon.applied) throw couponRefused(priced.coupon.refusal);
        // The last use of a code goes to one order: the others wait on the row and are refused.
        // The method's minimum order, against this order's own total (decision 041).
        if (paymentSettings) {
          const floor = payments.available(
            input.paymentMethod,
            paymentSettings,
            priced.totalPiastres,
          );
          if (!floor.available) throw unavailable(floor, input.paymentMethod, paymentSettings);
        }
        // Cash above the admin's threshold waits for the customer's confirmation (decision 043).
        const confirmation = confirmationFor(
          input.paymentMethod,
          priced.totalPiastres,
          lines[0].codConfirmation,
        );
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
            id: orderId,
            userId,
            subtotalPiastres: priced.subtotalPiastres,
            shippingPiastres: priced.shipping.feePiastres,
            discountPiastres: priced.discountPiastres,
            codFeePiastres: priced.codFeePiastres,
            vatPiastres: priced.vat?.includedPiastres ?? 0,
            totalPiastres: priced.totalPiastres,
            // What the quote decided (the rule, its basis), in the same INSERT (decision 036).
            quote: storedQuoteOf(priced),
            shippingInfo,
            paymentMethod: input.paymentMethod,
            // The language the customer shops in: every mail about the order uses it (issue 24).
            locale: language,
            idempotencyKey,
            ...confirmation?.columns,
          })
          .returning();
        const items = await tx
          .insert(orderItems)
          .values(
            priced.lines.map((line) => ({
              orderId: order.id,
              productId: line.productId,
              colorId: line.colorId,
              // The line's name names its variant, so every later reader (e-mails, invoices,
              // returns, exports) shows it as the customer bought it.
              nameEn: withVariant(line.nameEn, line.variantId ? line.variantNameEn : null),
              nameAr: withVariant(line.nameAr, line.variantId ? line.variantNameAr : null),
              colorName: line.colorName,
              colorNameAr: line.colorNameAr,
              colorCode: line.colorCode,
              variantId: line.variantId,
              variantNameEn: line.variantId ? line.variantNameEn : null,
              variantNameAr: line.variantId ? line.variantNameAr : null,
              sku: line.sku,
              imageUrl: line.imageUrl,
              unitPricePiastres: line.unitPricePiastres,
              quantity: line.quantity,
              totalPiastres: line.lineTotalPiastres,
              discountPiastres: line.discountPiastres,
            })),
          )
          .returning();
        const events = await tx
          .insert(orderEvents)
          .values({ orderId: order.id, type: 'created', toStatus: 'pending', actorId: userId })
          .returning();
        await emptyCart(tx, lines[0].cartId, lines[0].couponId !== null);
        // Queued in the order's own transaction: a crash right after the commit must not lose
        // the mail (the kill drill in src/server/faults found exactly that). Card orders get the
        // 'paid' mail instead.
        const mailLanguage = order.locale;
        const sendMail = !online
          ? await ctx.jobs.enqueueIn(tx, 'email.send', {
              ...orderMail(
                ctx,
                'placed',
                {
                  order,
                  firstName: user.firstName,
                  email: user.email,
                  language: mailLanguage,
                  items,
                  confirmationToken: confirmation?.token,
                },
                store?.name[mailLanguage] ?? 'GreenVolt',
              ),
            })
          : undefined;
        // The coupon's use last, just before the commit: taking it locks the coupon's row, and
        // every other order with the same code waits for that lock (a popular code must not
        // hold them up for the whole transaction: bench:checkout, decision 039).
        if (coupon && priced.coupon?.applied) {
          const use = await recordCouponUse(tx, order.id, userId, coupon);
          if (use !== 'kept') throw couponRefused({ key: use, params: {} });
        }
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
      if (online) {
        // Pending until the provider's verified callback; the customer hears of it with the
        // 'paid' mail.
        const started = await payments.start(order.id);
        if (!started.ok) throw paymentError(started);
        return {
          order: await loadOrderDetail(db, { id: order.id, userId }),
          redirectUrl: started.redirectUrl,
        };
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
    retryPayment,
    listForUser,
    get: (userId: string, id: string) => loadOrderDetail(db, { id, userId }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
