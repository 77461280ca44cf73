import { desc, eq, sql } from 'drizzle-orm';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants';
import type { AppContext } from '../../context';
import {
  applyTransition,
  lockOrder,
  type OrderPaymentOutcome,
  orderPaymentStatus,
  orderWithLines,
  queueKioskMail,
  runOrderEffects,
  setOrderReference,
  transitionOrder,
} from '../orders';
import { chargeItems } from '../pricing';
import { chargeItemDescription, chargeItemName } from './charge-text';
import { inquirePendingCardPayments } from './inquiry';
import { afterSettlement } from './notify';
import { RETURN_PATH, WEBHOOK_PATH } from './paths';
import { providersFor, resolveCardProvider } from './provider';
import type { Callback } from './providers';
import { cancelUnpaidCardOrders, UNPAID_CARD_ORDER_TTL_HOURS } from './reconcile';
import { type SettleResult, settleTransaction, type Transaction } from './settle';
import { paymentAttempts } from './tables';

export { RETURN_PATH, WEBHOOK_PATH } from './paths';
export { resolveCardProvider } from './provider';

/** What happened to a callback; the route turns it into HTTP (401, 400 or 200). */
export interface CallbackOutcome {
  result: SettleResult | 'ignored' | 'invalid_signature';
}
/** Settlement results that refuse the callback (the route answers 400). */
export const REFUSED_CALLBACKS: readonly CallbackOutcome['result'][] = [
  'unknown_order',
  'amount_mismatch',
  'malformed',
];

/**
 * A payment opened (the page the browser must open), or why not; the caller makes it HTTP. The
 * type is orders' (the area below declares what it needs): not_found — no such order (of this
 * customer); not_online — its method takes no payment; not_configured — no gateway here;
 * not_allowed — not payable again (state, method, age); in_progress — an attempt is being
 * opened; initiation_failed — the provider refused or was unreachable (the order was
 * cancelled, decision 012).
 */
export type PaymentOutcome = OrderPaymentOutcome;

export function createPaymentsService(ctx: AppContext) {
  const { db, config } = ctx;
  /** Paymob, the sandbox or null (production without keys); the sandbox routes need it. */
  const provider = resolveCardProvider(ctx);
  const providers = providersFor(ctx, provider);
  /** The shop's own result page of an order (where a kiosk payment shows its reference). */
  const resultUrl = (orderId: string) =>
    `/payment/success?${new URLSearchParams({ order: orderId })}`;

  /**
   * Starts a payment for a pending order paid online: a new attempt, the provider's start (a
   * Paymob intention), the URL the browser must open. If it cannot start, no money can move:
   * the attempt fails, the order is cancelled, its stock and cart lines come back (decisions
   * 011 and 012).
   */
  async function startPayment(orderId: string): Promise<PaymentOutcome> {
    const found = await orderWithLines(db, orderId);
    if (!found) return { ok: false, reason: 'not_found' };
    const { order, lines } = found;
    const method = providers.get(order.paymentMethod);
    if (!method.isOnline) return { ok: false, reason: 'not_online' };
    if (!provider) return { ok: false, reason: 'not_configured' };

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
        method: order.paymentMethod,
      })
      .returning();

    const info = order.shippingInfo;
    // The order's stored lines and shipping fee; pricing checks they add up to its total (a
    // mismatch fails the attempt like a refused intention).
    let started: Awaited<ReturnType<typeof method.start>>;
    try {
      const coupon = order.quote.discounts[0]?.code ?? null;
      const items = chargeItems(order, lines).map((item) => ({
        name: chargeItemName(item),
        description: chargeItemDescription(item, coupon),
        amountPiastres: item.unitPricePiastres,
        quantity: item.quantity,
      }));
      started = await method.start({
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
        resultUrl: resultUrl(orderId),
        // Payable while the order may still be paid: the retry window, before the 24 h clean-up.
        expiresAt: new Date(
          order.createdAt.getTime() + (UNPAID_CARD_ORDER_TTL_HOURS - 1) * 3_600_000,
        ),
      });
    } catch (error) {
      started = { ok: false, reason: 'failed', error };
    }
    if (started.ok) {
      const intention = started;
      await db.transaction(async (tx) => {
        await tx
          .update(paymentAttempts)
          .set({
            intentionId: intention.intentionId,
            providerOrderId: intention.providerOrderId,
            clientSecret: intention.clientSecret,
            status: 'pending',
            kioskReference: intention.kiosk?.reference ?? null,
            expiresAt: intention.kiosk?.expiresAt ?? null,
            updatedAt: sql`now()`,
          })
          .where(eq(paymentAttempts.id, attempt.id));
        await setOrderReference(tx, orderId, reference);
      });
      // A kiosk order is paid later, in cash: the customer gets its reference by mail now.
      if (intention.kiosk) await queueKioskMail(ctx, orderId, intention.kiosk);
      return { ok: true, redirectUrl: intention.redirectUrl };
    }
    const error = started.reason === 'failed' ? started.error : new Error('not supported');
    const message = (error as Error)?.message ?? String(error);
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
    return { ok: false, reason: 'initiation_failed', error };
  }

  /**
   * "Try again" for a card order the customer has not paid: while the last checkout is still
   * open it answers that same checkout (two open intentions could both be paid); after a
   * declined card it opens a new attempt on the same order, which keeps its stock. Orders about
   * to be cancelled for non-payment cannot be retried (docs/decisions/012).
   */
  async function retryPayment(userId: string, orderId: string): Promise<PaymentOutcome> {
    if (!provider) return { ok: false, reason: 'not_configured' };
    const reuse = await db.transaction(async (tx): Promise<PaymentOutcome | boolean> => {
      const order = await lockOrder(tx, orderId, userId);
      if (!order) return { ok: false, reason: 'not_found' };
      const retryableUntil =
        order.createdAt.getTime() + (UNPAID_CARD_ORDER_TTL_HOURS - 1) * 3_600_000;
      if (
        !providers.isOnline(order.paymentMethod) ||
        (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed') ||
        Date.now() > retryableUntil
      ) {
        return { ok: false, reason: 'not_allowed' };
      }
      const [last] = await tx
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, orderId))
        .orderBy(desc(paymentAttempts.attemptNumber))
        .limit(1);
      if (last?.status === 'created') return { ok: false, reason: 'in_progress' };
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
    if (typeof reuse === 'object') return reuse;
    if (reuse) {
      const open = await openRedirect(orderId);
      if (open) return { ok: true, redirectUrl: open };
    }
    return startPayment(orderId);
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
    const known = (PAYMENT_METHODS as readonly string[]).includes(attempt.method);
    const method = known ? providers.get(attempt.method as PaymentMethod) : null;
    return method?.resumeUrl
      ? method.resumeUrl({ clientSecret: attempt.clientSecret, resultUrl: resultUrl(orderId) })
      : provider.checkoutUrl(attempt.clientSecret);
  }

  /**
   * A processed (server-to-server) callback, PAYMOB.md §2–§4: only a callback an online
   * provider verifies (its HMAC) gets as far as settleTransaction, which does the rest once.
   */
  async function handleProcessedCallback(body: unknown, hmac: unknown): Promise<CallbackOutcome> {
    const payload = (body ?? {}) as { type?: unknown; obj?: unknown };
    if (!payload.obj || typeof payload.obj !== 'object') return { result: 'malformed' };
    const obj = payload.obj as Transaction;
    if (!provider) return { result: 'unknown_order' };
    if (!verified({ kind: 'processed', transaction: obj, hmac })) {
      return { result: 'invalid_signature' };
    }
    if (payload.type !== 'TRANSACTION') return { result: 'ignored' };
    const outcome = await settleTransaction(ctx, obj, 'callback');
    await afterSettlement(ctx, outcome);
    return { result: outcome.result };
  }

  /** Paymob signs every method's callbacks with the same key: any online provider may verify. */
  const verified = (callback: Callback) =>
    providers.all().some((p) => p.isOnline && p.verifyCallback(callback));

  /** The browser's return (display only): where to send it, or null if the query is not genuine. */
  async function returnTarget(query: Record<string, unknown>): Promise<string | null> {
    if (!provider) return null;
    if (!verified({ kind: 'response', query })) return null;
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
    await inquirePendingCardPayments(ctx, providers);
    await cancelUnpaidCardOrders(ctx);
  }

  return {
    provider,
    providers,
    reconcile,
    startPayment,
    retryPayment,
    openRedirect,
    handleProcessedCallback,
    returnTarget,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
