import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cartItems, carts } from '../cart/tables';
import { products } from '../catalog/tables';
import { orderEvents, orderItems, orders } from '../orders/tables';
import { hmacMatches, processedCallbackMessage, responseCallbackMessage } from './hmac';
import { afterSettlement } from './notify';
import { RETURN_PATH, WEBHOOK_PATH } from './paths';
import { type CardProvider, createPaymobClient } from './paymob-client';
import { createSandboxProvider } from './sandbox';
import { type SettleResult, settleTransaction, type Transaction } from './settle';
import { paymentAttempts } from './tables';

/** Card orders still unpaid this long are cancelled (reconcile.ts); retries stop an hour before. */
export const UNPAID_CARD_ORDER_TTL_HOURS = 24;

export { RETURN_PATH, WEBHOOK_PATH } from './paths';

/**
 * The card provider for this configuration: Paymob when PAYMOB_CARD_INTEGRATION_ID is set,
 * otherwise the built-in sandbox, which never runs in production (null: no card payments).
 */
export function resolveCardProvider(ctx: AppContext): CardProvider | null {
  const { paymob } = ctx.config;
  if (paymob.cardIntegrationId) {
    if (!paymob.secretKey || !paymob.publicKey || !paymob.hmacSecret) {
      throw new Error(
        'PAYMOB_CARD_INTEGRATION_ID needs PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY and PAYMOB_HMAC_SECRET',
      );
    }
    return createPaymobClient({
      apiUrl: paymob.apiUrl,
      secretKey: paymob.secretKey,
      publicKey: paymob.publicKey,
      hmacSecret: paymob.hmacSecret,
      integrationId: paymob.cardIntegrationId,
      apiKey: paymob.apiKey,
      timeoutMs: paymob.timeoutMs,
    });
  }
  if (ctx.config.isProduction) return null;
  return createSandboxProvider(ctx.config);
}

export interface CallbackOutcome {
  status: 200 | 400 | 401;
  result: SettleResult | 'ignored' | 'invalid_signature';
}

/** Puts the stock of an order back and its lines back into the customer's cart. */
export async function releaseOrder(tx: Tx, orderId: string, userId: string, intoCart: boolean) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    if (!line.productId) continue;
    await tx
      .update(products)
      .set({
        stockQuantity: sql`case when ${products.stockQuantity} is null then null else ${products.stockQuantity} + ${line.quantity} end`,
      })
      .where(eq(products.id, line.productId));
  }
  if (!intoCart) return;
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!cart) return;
  const back = lines.filter((l) => l.productId);
  if (back.length === 0) return;
  await tx
    .insert(cartItems)
    .values(
      back.map((l) => ({
        cartId: cart.id,
        productId: l.productId!,
        colorId: l.colorId,
        quantity: l.quantity,
      })),
    )
    .onConflictDoNothing();
}

export function createPaymentsService(ctx: AppContext) {
  const { db, config } = ctx;
  const provider = resolveCardProvider(ctx);

  /**
   * Starts a card payment for a pending card order: a new attempt, a Paymob intention, the URL
   * the browser must open. If the intention cannot be created, no money can move: the attempt
   * fails, the order is cancelled, its stock and cart lines come back (decisions 011 and 012).
   */
  async function startCardPayment(orderId: string): Promise<string> {
    if (!provider) throw new AppError('UNAVAILABLE', 503, 'orders.cardDisabled');
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw AppError.notFound('orders.notFound');
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

    const [{ n }] = await db
      .select({ n: sql<number>`coalesce(max(${paymentAttempts.attemptNumber}), 0)::int` })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId));
    const attemptNumber = n + 1;
    const reference = `${order.orderNumber}-${attemptNumber}`;
    const [attempt] = await db
      .insert(paymentAttempts)
      .values({
        orderId,
        attemptNumber,
        reference,
        amountPiastres: order.totalPiastres,
        provider: provider.kind,
      })
      .returning();

    const info = order.shippingInfo;
    const items = lines.map((line) => ({
      name: line.nameEn || line.nameAr,
      description: [line.nameEn, line.colorName].filter(Boolean).join(' — ') || line.nameAr,
      amountPiastres: line.unitPricePiastres,
      quantity: line.quantity,
    }));
    if (order.shippingPiastres > 0) {
      items.push({
        name: 'Shipping',
        description: 'Shipping',
        amountPiastres: order.shippingPiastres,
        quantity: 1,
      });
    }
    try {
      const intention = await provider.createIntention({
        amountPiastres: order.totalPiastres,
        items,
        billing: {
          firstName: info.firstName,
          lastName: info.lastName,
          email: info.email,
          phone: info.phone,
          street: info.address,
          city: info.city,
          state: info.state,
          country: info.country,
          postalCode: info.postalCode,
        },
        reference,
        notificationUrl: `${config.appUrl}${WEBHOOK_PATH}`,
        redirectionUrl: `${config.appUrl}${RETURN_PATH}`,
      });
      await db.transaction(async (tx) => {
        await tx
          .update(paymentAttempts)
          .set({
            intentionId: intention.intentionId,
            providerOrderId: intention.providerOrderId,
            clientSecret: intention.clientSecret,
            status: 'pending',
            updatedAt: sql`now()`,
          })
          .where(eq(paymentAttempts.id, attempt.id));
        await tx
          .update(orders)
          .set({ reference, updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
      });
      return intention.redirectUrl;
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      await db.transaction(async (tx) => {
        await tx
          .update(paymentAttempts)
          .set({ status: 'failed', errorMessage: message.slice(0, 500), updatedAt: sql`now()` })
          .where(eq(paymentAttempts.id, attempt.id));
        const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (locked?.paymentStatus !== 'pending') return;
        await tx
          .update(orders)
          .set({ paymentStatus: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
        await tx.insert(orderEvents).values({
          orderId,
          type: 'cancelled',
          fromStatus: 'pending',
          toStatus: 'cancelled',
          note: 'card initiation failed',
          data: { reference, error: message.slice(0, 500) },
        });
        await releaseOrder(tx, orderId, locked.userId, true);
      });
      await ctx.catalogVersion.bump();
      throw new AppError('UNAVAILABLE', 502, 'payments.initiationFailed', { cause: error });
    }
  }

  /**
   * "Try again" for a card order the customer has not paid: while the last checkout is still
   * open it answers that same checkout (two open intentions could both be paid); after a
   * declined card it opens a new attempt on the same order, which keeps its stock. Orders about
   * to be cancelled for non-payment cannot be retried (docs/decisions/012).
   */
  async function retryCardPayment(userId: string, orderId: string): Promise<string> {
    if (!provider) throw new AppError('UNAVAILABLE', 503, 'orders.cardDisabled');
    const reuse = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw AppError.notFound('orders.notFound');
      const retryableUntil =
        order.createdAt.getTime() + (UNPAID_CARD_ORDER_TTL_HOURS - 1) * 3_600_000;
      if (
        order.paymentMethod !== 'card' ||
        (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed') ||
        Date.now() > retryableUntil
      ) {
        throw new AppError('CONFLICT', 409, 'payments.retryNotAllowed');
      }
      const [last] = await tx
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, orderId))
        .orderBy(desc(paymentAttempts.attemptNumber))
        .limit(1);
      if (last?.status === 'created') throw new AppError('CONFLICT', 409, 'payments.inProgress');
      if (order.paymentStatus === 'pending' && last?.status === 'pending') return true;
      if (order.paymentStatus === 'failed') {
        await tx
          .update(orders)
          .set({ paymentStatus: 'pending', updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
        await tx.insert(orderEvents).values({
          orderId,
          type: 'payment',
          fromStatus: 'failed',
          toStatus: 'pending',
          actorId: userId,
          note: 'The customer tries the card payment again',
        });
      }
      return false;
    });
    if (reuse) {
      const open = await openRedirect(orderId);
      if (open) return open;
    }
    return startCardPayment(orderId);
  }

  /** For a repeated order request: the checkout URL of the open attempt, if any. */
  async function openRedirect(orderId: string): Promise<string | null> {
    if (!provider) return null;
    const [order] = await db
      .select({ status: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (order?.status !== 'pending') return null;
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(desc(paymentAttempts.attemptNumber))
      .limit(1);
    if (!attempt?.clientSecret || attempt.status !== 'pending') return null;
    return provider.checkoutUrl(attempt.clientSecret);
  }

  /**
   * A processed (server-to-server) callback, PAYMOB.md §2–§4: only a matching HMAC gets as far
   * as settleTransaction, which does the rest exactly once.
   */
  async function handleProcessedCallback(body: unknown, hmac: unknown): Promise<CallbackOutcome> {
    const payload = (body ?? {}) as { type?: unknown; obj?: unknown };
    if (!payload.obj || typeof payload.obj !== 'object')
      return { status: 400, result: 'malformed' };
    const obj = payload.obj as Transaction;
    if (!provider) return { status: 400, result: 'unknown_order' };
    if (!hmacMatches(processedCallbackMessage(obj), provider.hmacSecret, hmac)) {
      return { status: 401, result: 'invalid_signature' };
    }
    if (payload.type !== 'TRANSACTION') return { status: 200, result: 'ignored' };
    const outcome = await settleTransaction(ctx, obj, 'callback');
    await afterSettlement(ctx, outcome);
    const refused = ['unknown_order', 'amount_mismatch', 'malformed'].includes(outcome.result);
    return { status: refused ? 400 : 200, result: outcome.result };
  }

  /** The browser's return (display only): where to send it, or null if the query is not genuine. */
  async function returnTarget(query: Record<string, unknown>): Promise<string | null> {
    if (!provider) return null;
    if (!hmacMatches(responseCallbackMessage(query), provider.hmacSecret, query.hmac)) return null;
    const providerOrderId = typeof query.order === 'string' ? query.order : '';
    if (!providerOrderId) return null;
    const [row] = await db
      .select({ orderId: paymentAttempts.orderId, paymentStatus: orders.paymentStatus })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(paymentAttempts.providerOrderId, providerOrderId))
      .orderBy(desc(paymentAttempts.createdAt))
      .limit(1);
    if (!row) return null;
    const succeeded =
      row.paymentStatus === 'paid' || (row.paymentStatus === 'pending' && query.success === 'true');
    const page = succeeded ? '/payment/success' : '/payment/failed';
    return `${page}?${new URLSearchParams({ order: row.orderId })}`;
  }

  return {
    provider,
    available: provider !== null,
    startCardPayment,
    retryCardPayment,
    openRedirect,
    handleProcessedCallback,
    returnTarget,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
