import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cartItems, carts } from '../cart/tables';
import { products } from '../catalog/tables';
import { queueOrderMail } from '../orders/mails';
import { orderEvents, orderItems, orders } from '../orders/tables';
import { hmacMatches, processedCallbackMessage, responseCallbackMessage } from './hmac';
import { RETURN_PATH, WEBHOOK_PATH } from './paths';
import { type CardProvider, createPaymobClient } from './paymob-client';
import { createSandboxProvider, sandboxCheckoutUrl } from './sandbox';
import { paymentAttempts } from './tables';

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
    });
  }
  if (ctx.config.isProduction) return null;
  return createSandboxProvider(ctx.config);
}

export interface CallbackOutcome {
  status: 200 | 400 | 401;
  result:
    | 'paid'
    | 'failed'
    | 'pending'
    | 'duplicate'
    | 'ignored'
    | 'flagged'
    | 'invalid_signature'
    | 'unknown_order'
    | 'amount_mismatch'
    | 'malformed';
}

type Transaction = Record<string, unknown> & {
  id?: unknown;
  amount_cents?: unknown;
  currency?: unknown;
  success?: unknown;
  pending?: unknown;
  is_refunded?: unknown;
  is_voided?: unknown;
  order?: unknown;
};

const orderIdOf = (obj: Transaction): string | null => {
  const order = obj.order;
  const id = order !== null && typeof order === 'object' ? (order as { id?: unknown }).id : order;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
};

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
   * the browser must open. If the intention cannot be created, the attempt and the order are
   * marked failed, the stock and the cart lines come back (docs/decisions/011-card-payments.md).
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
          .set({ paymentStatus: 'failed', updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
        await tx.insert(orderEvents).values({
          orderId,
          type: 'payment',
          fromStatus: 'pending',
          toStatus: 'failed',
          note: 'card initiation failed',
          data: { reference, error: message.slice(0, 500) },
        });
        await releaseOrder(tx, orderId, locked.userId, true);
      });
      await ctx.catalogVersion.bump();
      throw new AppError('UNAVAILABLE', 502, 'payments.initiationFailed', { cause: error });
    }
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
    return provider.kind === 'sandbox'
      ? sandboxCheckoutUrl(attempt.clientSecret)
      : `${config.paymob.apiUrl}/unifiedcheckout/?${new URLSearchParams({
          publicKey: config.paymob.publicKey ?? '',
          clientSecret: attempt.clientSecret,
        })}`;
  }

  /**
   * A processed (server-to-server) callback, PAYMOB.md §2–§4: HMAC, our attempt, amount and
   * currency, then pending → paid / failed exactly once under a row lock on the order.
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
    const providerOrderId = orderIdOf(obj);
    if (!providerOrderId) return { status: 400, result: 'malformed' };
    const transactionId = obj.id === undefined || obj.id === null ? '' : String(obj.id);

    const outcome = await db.transaction(async (tx) => {
      const [attempt] = await tx
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.providerOrderId, providerOrderId))
        .orderBy(desc(paymentAttempts.createdAt))
        .limit(1);
      if (!attempt) return { status: 400, result: 'unknown_order' } as const;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, attempt.orderId))
        .for('update');
      if (!order) return { status: 400, result: 'unknown_order' } as const;
      const [current] = await tx
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, attempt.id))
        .for('update');

      const refundOrVoid = obj.is_refunded === true || obj.is_voided === true;
      const event = (values: Omit<typeof orderEvents.$inferInsert, 'orderId'>) =>
        tx.insert(orderEvents).values({ orderId: order.id, ...values });

      if (refundOrVoid) {
        // Refunds and voids are done in Paymob's dashboard; the admin decides what the order
        // becomes (docs/decisions/011). Recorded once per transaction.
        const kind = obj.is_voided === true ? 'payment_voided' : 'payment_refunded';
        const [seen] = await tx
          .select({ id: orderEvents.id })
          .from(orderEvents)
          .where(
            and(
              eq(orderEvents.orderId, order.id),
              eq(orderEvents.type, kind),
              sql`${orderEvents.data}->>'transactionId' = ${transactionId}`,
            ),
          );
        if (seen) return { status: 200, result: 'duplicate' } as const;
        await event({
          type: kind,
          note: `Paymob reported ${kind === 'payment_voided' ? 'a void' : 'a refund'}`,
          data: { transactionId, amountCents: obj.amount_cents, reference: attempt.reference },
        });
        return { status: 200, result: 'flagged' } as const;
      }

      if (obj.amount_cents !== current.amountPiastres || obj.currency !== 'EGP') {
        await tx
          .update(paymentAttempts)
          .set({
            errorMessage: `amount/currency mismatch: ${String(obj.amount_cents)} ${String(obj.currency)}`,
            updatedAt: sql`now()`,
          })
          .where(eq(paymentAttempts.id, current.id));
        return { status: 400, result: 'amount_mismatch' } as const;
      }

      const pending = obj.pending === true;
      const success = obj.success === true;
      const next = pending ? 'pending' : success ? 'paid' : 'failed';

      if (current.transactionId === transactionId && current.status === next) {
        return { status: 200, result: 'duplicate' } as const;
      }
      if (current.status === 'paid' || (next === 'pending' && current.status === 'failed')) {
        // A final attempt never moves back (a late pending or decline after the payment).
        return { status: 200, result: 'duplicate' } as const;
      }

      await tx
        .update(paymentAttempts)
        .set({
          status: next,
          transactionId,
          lastCallback: obj,
          errorMessage: null,
          updatedAt: sql`now()`,
        })
        .where(eq(paymentAttempts.id, current.id));
      if (next === 'pending') return { status: 200, result: 'pending' } as const;

      if (next === 'paid') {
        if (order.paymentStatus === 'paid') return { status: 200, result: 'duplicate' } as const;
        if (order.paymentStatus === 'cancelled') {
          await event({
            type: 'payment_flagged',
            note: 'Card payment received for a cancelled order: refund it in Paymob',
            data: { transactionId, reference: attempt.reference },
          });
          return { status: 200, result: 'flagged' } as const;
        }
        // pending, or failed after an earlier declined card in the same checkout.
        await tx
          .update(orders)
          .set({
            paymentStatus: 'paid',
            paidAt: sql`now()`,
            transactionId,
            reference: attempt.reference,
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, order.id));
        await event({
          type: 'payment',
          fromStatus: order.paymentStatus,
          toStatus: 'paid',
          note: 'Paymob',
          data: { transactionId, reference: attempt.reference },
        });
        return { status: 200, result: 'paid', orderId: order.id } as const;
      }

      if (order.paymentStatus !== 'pending') return { status: 200, result: 'duplicate' } as const;
      await tx
        .update(orders)
        .set({ paymentStatus: 'failed', reference: attempt.reference, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      await event({
        type: 'payment',
        fromStatus: 'pending',
        toStatus: 'failed',
        note: 'Paymob',
        data: { transactionId, reference: attempt.reference },
      });
      return { status: 200, result: 'failed' } as const;
    });

    if (outcome.result === 'paid' && 'orderId' in outcome) {
      await queueOrderMail(ctx, outcome.orderId, 'paid');
    }
    return { status: outcome.status, result: outcome.result };
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
    openRedirect,
    handleProcessedCallback,
    returnTarget,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
