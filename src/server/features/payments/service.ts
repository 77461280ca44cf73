import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import {
  applyTransition,
  lockOrder,
  orderPaymentStatus,
  orderWithLines,
  runOrderEffects,
  setOrderReference,
  transitionOrder,
} from '../orders';
import { chargeItems } from '../pricing';
import { hmacMatches, processedCallbackMessage, responseCallbackMessage } from './hmac';
import { inquirePendingCardPayments } from './inquiry';
import { afterSettlement } from './notify';
import { RETURN_PATH, WEBHOOK_PATH } from './paths';
import { resolveCardProvider } from './provider';
import { cancelUnpaidCardOrders, UNPAID_CARD_ORDER_TTL_HOURS } from './reconcile';
import { type SettleResult, settleTransaction, type Transaction } from './settle';
import { paymentAttempts } from './tables';

export { RETURN_PATH, WEBHOOK_PATH } from './paths';
export { resolveCardProvider } from './provider';

export interface CallbackOutcome {
  status: 200 | 400 | 401;
  result: SettleResult | 'ignored' | 'invalid_signature';
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
    const found = await orderWithLines(db, orderId);
    if (!found) throw AppError.notFound('orders.notFound');
    const { order, lines } = found;

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
    try {
      // The order's stored lines and shipping fee; pricing checks they add up to its total (a
      // mismatch fails the attempt like a refused intention).
      const items = chargeItems(order, lines).map(({ line, unitPricePiastres, quantity }) => ({
        name: line ? line.nameEn || line.nameAr : 'Shipping',
        description: line
          ? [line.nameEn, line.colorName].filter(Boolean).join(' — ') || line.nameAr
          : 'Shipping',
        amountPiastres: unitPricePiastres,
        quantity,
      }));
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
        await setOrderReference(tx, orderId, reference);
      });
      return intention.redirectUrl;
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      const cancelled = await db.transaction(async (tx) => {
        await tx
          .update(paymentAttempts)
          .set({ status: 'failed', errorMessage: message.slice(0, 500), updatedAt: sql`now()` })
          .where(eq(paymentAttempts.id, attempt.id));
        // Refused (no longer pending) when a callback or the admin got there first.
        return transitionOrder(
          tx,
          orderId,
          'initiation_failed',
          { kind: 'system' },
          {
            note: 'card initiation failed',
            data: { reference, error: message.slice(0, 500) },
          },
        );
      });
      if (cancelled.ok) await runOrderEffects(ctx, cancelled.effects);
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
      const order = await lockOrder(tx, orderId, userId);
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
        await applyTransition(
          tx,
          order,
          'retry_payment',
          { kind: 'customer', id: userId },
          {
            note: 'The customer tries the card payment again',
          },
        );
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
    if ((await orderPaymentStatus(db, orderId)) !== 'pending') return null;
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
    const [attempt] = await db
      .select({ orderId: paymentAttempts.orderId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId))
      .orderBy(desc(paymentAttempts.createdAt))
      .limit(1);
    const paymentStatus = attempt && (await orderPaymentStatus(db, attempt.orderId));
    if (!paymentStatus) return null;
    const succeeded =
      paymentStatus === 'paid' || (paymentStatus === 'pending' && query.success === 'true');
    const page = succeeded ? '/payment/success' : '/payment/failed';
    return `${page}?${new URLSearchParams({ order: attempt.orderId })}`;
  }

  /** The job 'payments.reconcile': lost callbacks are asked about, abandoned orders cancelled. */
  async function reconcile(): Promise<void> {
    await inquirePendingCardPayments(ctx, provider);
    await cancelUnpaidCardOrders(ctx);
  }

  return {
    provider,
    available: provider !== null,
    reconcile,
    startCardPayment,
    retryCardPayment,
    openRedirect,
    handleProcessedCallback,
    returnTarget,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
