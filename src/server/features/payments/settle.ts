import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  type Actor,
  addOrderEvent,
  applyRefund,
  applyTransition,
  lockOrder,
  type OrderEffect,
  type OrderRow,
} from '../orders';
import { sourceDetails } from './source-data';
import { paymentAttempts, paymentRefunds, paymentTransactions } from './tables';

/** A Paymob transaction object: `obj` of a processed callback, or an inquiry's answer. */
export type Transaction = Record<string, unknown> & {
  id?: unknown;
  amount_cents?: unknown;
  currency?: unknown;
  success?: unknown;
  pending?: unknown;
  is_refunded?: unknown;
  is_voided?: unknown;
  order?: unknown;
};

export type SettleResult =
  | 'paid'
  | 'failed'
  | 'pending'
  /** A refund or void of ours became final (decision 042). */
  | 'refunded'
  | 'duplicate'
  | 'flagged'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'malformed';

export interface SettleOutcome {
  result: SettleResult;
  /** The shop order the transaction belongs to, when it is one of ours. */
  orderId?: string;
  orderNumber?: number;
  userId?: string;
  /** Set when this transaction raised a new payment_flagged event (the admins must act). */
  flagged?: boolean;
  /** What the order's change asks for after the commit (mails, notices): afterSettlement runs it. */
  effects?: OrderEffect[];
}

/** Paymob's order id of a transaction: `order.id` in callbacks, `order` in flat queries. */
export const providerOrderIdOf = (obj: Transaction): string | null => {
  const order = obj.order;
  const id = order !== null && typeof order === 'object' ? (order as { id?: unknown }).id : order;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
};

const stateOf = (obj: Transaction) =>
  obj.is_voided === true
    ? 'voided'
    : obj.is_refunded === true
      ? 'refunded'
      : obj.pending === true
        ? 'pending'
        : obj.success === true
          ? 'paid'
          : 'failed';

/**
 * Applies a transaction Paymob vouched for — a processed callback whose HMAC matched, or the
 * answer of a status inquiry we made ourselves — to our attempt and order (PAYMOB.md §4).
 * Under a row lock on the order; the unique (transaction id, state) row makes every repeat a
 * no-op. Rules: docs/decisions/011-card-payments.md and 012-payment-inquiry-and-retry.md.
 */
export async function settleTransaction(
  ctx: AppContext,
  obj: Transaction,
  source: 'callback' | 'inquiry',
): Promise<SettleOutcome> {
  const providerOrderId = providerOrderIdOf(obj);
  if (!providerOrderId || obj.id === undefined || obj.id === null) return { result: 'malformed' };
  const transactionId = String(obj.id);

  return ctx.db.transaction(async (tx): Promise<SettleOutcome> => {
    const [attempt] = await tx
      .select({ id: paymentAttempts.id, orderId: paymentAttempts.orderId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId))
      .orderBy(desc(paymentAttempts.createdAt))
      .limit(1);
    if (!attempt) return { result: 'unknown_order' };
    const order = await lockOrder(tx, attempt.orderId);
    if (!order) return { result: 'unknown_order' };
    const [current] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt.id))
      .for('update');
    const mine = { orderId: order.id, orderNumber: order.orderNumber, userId: order.userId };

    let state: (typeof paymentTransactions.$inferInsert)['state'] = stateOf(obj);
    const refundOrVoid = state === 'refunded' || state === 'voided';
    // Refunds may be partial, so only a payment must match what we asked for.
    if (!refundOrVoid && (obj.amount_cents !== current.amountPiastres || obj.currency !== 'EGP')) {
      state = 'mismatch';
    }

    const recorded = await tx
      .insert(paymentTransactions)
      .values({
        attemptId: current.id,
        transactionId,
        state,
        source,
        amountCents: typeof obj.amount_cents === 'number' ? obj.amount_cents : null,
        ...sourceDetails(obj, current.method),
        payload: obj,
      })
      .onConflictDoNothing()
      .returning({ id: paymentTransactions.id });
    const repeated = recorded.length === 0;
    const event = (values: Parameters<typeof addOrderEvent>[2]) =>
      addOrderEvent(tx, order.id, values);
    const reference = current.reference;

    if (state === 'mismatch') {
      if (!repeated) {
        const got = `${String(obj.amount_cents)} ${String(obj.currency)}`;
        await tx
          .update(paymentAttempts)
          .set({ errorMessage: `amount/currency mismatch: ${got}`, updatedAt: sql`now()` })
          .where(eq(paymentAttempts.id, current.id));
        await event({
          type: 'payment_flagged',
          note: `Paymob reported ${got}, the order asked for ${current.amountPiastres} EGP piastres: check it in Paymob`,
          data: { transactionId, reference },
        });
      }
      return { result: 'amount_mismatch', ...mine, flagged: !repeated };
    }
    if (repeated) return { result: 'duplicate', ...mine };

    if (refundOrVoid) {
      // One of ours (decision 042): the same settlement as Paymob's answer to our request, once.
      const kind = state === 'voided' ? 'void' : 'refund';
      const ours = await refundOfCallback(tx, order.id, kind, transactionId, obj, current);
      const settled = ours
        ? await settleRefund(tx, order, ours, { ok: true, transactionId })
        : null;
      if (settled?.result === 'flagged') return { result: 'flagged', ...mine, flagged: true };
      if (settled?.result === 'refunded') {
        return { result: 'refunded', ...mine, effects: settled.effects };
      }
      if (settled && settled.result !== 'given_up') return { result: 'duplicate', ...mine };
      // Made in Paymob's dashboard — or one of ours the admin gave up as failed, confirmed after
      // all (decision 042): the admin records it on the order (docs/decisions/011).
      await event({
        type: state === 'voided' ? 'payment_voided' : 'payment_refunded',
        note: `Paymob reported ${state === 'voided' ? 'a void' : 'a refund'}`,
        data: {
          transactionId,
          amountCents: obj.amount_cents,
          reference,
          ...(settled ? { refundId: ours } : {}),
        },
      });
      return { result: 'flagged', ...mine };
    }

    // A final attempt never moves back (a late pending or decline after the payment).
    if (current.status === 'paid' && state !== 'paid') return { result: 'duplicate', ...mine };
    if (current.status === 'failed' && state === 'pending') return { result: 'duplicate', ...mine };

    await tx
      .update(paymentAttempts)
      .set({
        status: state as 'pending' | 'paid' | 'failed',
        transactionId,
        lastCallback: obj,
        errorMessage: null,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentAttempts.id, current.id));
    if (state === 'pending') return { result: 'pending', ...mine };

    const paymob: Actor = { kind: 'paymob', source };
    const change = {
      note: source === 'inquiry' ? 'Paymob (status inquiry)' : 'Paymob',
      data: { transactionId, reference },
      payment: { transactionId, reference },
    };
    if (state === 'paid') {
      // pending, or failed after an earlier declined card in the same checkout.
      const paid = await applyTransition(tx, order, 'payment_succeeded', paymob, change);
      if (paid.ok) return { result: 'paid', ...mine, effects: paid.effects };
      // Money arrived for an order that cannot take it (a second intention paid too, or a
      // cancelled order): never silently — the admin refunds it in Paymob.
      await event({
        type: 'payment_flagged',
        note:
          order.paymentStatus === 'paid'
            ? 'A second card payment was received for a paid order: refund it in Paymob'
            : 'Card payment received for a cancelled order: refund it in Paymob',
        data: { transactionId, reference },
      });
      return { result: 'flagged', ...mine, flagged: true };
    }

    const declined = await applyTransition(tx, order, 'payment_declined', paymob, {
      ...change,
      payment: { reference },
    });
    if (!declined.ok) return { result: 'duplicate', ...mine };
    return { result: 'failed', ...mine, effects: declined.effects };
  });
}

/**
 * The refund of ours a refund or void callback is about (decision 042): the one Paymob's answer
 * already named by this transaction id; else the oldest still waiting for Paymob of that kind
 * and amount (the callback came before the answer, or instead of a lost one); else, when Paymob
 * reports the payment itself as refunded or voided, one of ours of that kind already final.
 * Null: a refund made elsewhere (Paymob's dashboard).
 */
async function refundOfCallback(
  tx: Tx,
  orderId: string,
  kind: 'refund' | 'void',
  transactionId: string,
  obj: Transaction,
  attempt: { transactionId: string | null },
): Promise<string | null> {
  const ofOrder = and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.kind, kind));
  const [named] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(ofOrder, eq(paymentRefunds.providerTransactionId, transactionId)))
    .limit(1);
  if (named) return named.id;
  const [waiting] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        ofOrder,
        eq(paymentRefunds.mode, 'provider'),
        eq(paymentRefunds.status, 'pending'),
        kind === 'refund' && typeof obj.amount_cents === 'number'
          ? eq(paymentRefunds.amountPiastres, obj.amount_cents)
          : undefined,
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(1);
  if (waiting) return waiting.id;
  if (attempt.transactionId !== transactionId) return null;
  const [final] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(ofOrder, eq(paymentRefunds.mode, 'provider'), eq(paymentRefunds.status, 'succeeded')),
    )
    .limit(1);
  return final?.id ?? null;
}

/**
 * What became of a refund: given back, refused, already final, or final but flagged; `given_up`:
 * confirmed by Paymob after it was marked failed (nothing written: the caller flags it).
 */
export interface RefundSettlement {
  result: 'refunded' | 'failed' | 'duplicate' | 'flagged' | 'given_up';
  /** What the order's change asks for after the commit (the customer's mail and notice). */
  effects: OrderEffect[];
}

export type RefundVerdict =
  /** The money went back; `transactionId`: the provider's transaction of it, if any. */
  | { ok: true; transactionId?: string | null }
  /** Nothing went back (the provider said no, or could not be reached). */
  | { ok: false; error: string };

/**
 * The one place a refund or void becomes final (decision 042), whoever says so: the provider's
 * answer to our request, its later TRANSACTION callback (is_refunded / is_voided, through
 * settleTransaction above), or the admin's own record of a manual refund. In the caller's
 * transaction, on the order it has row-locked. Only a pending refund changes: the answer and the
 * callback settle it once, and every repeat is a `duplicate` that writes nothing. A refund that
 * went back is applied to the order through its lifecycle (status, `refunded_piastres`, event,
 * audit row, the customer's mail and notice).
 */
export async function settleRefund(
  tx: Tx,
  order: OrderRow,
  refundId: string,
  verdict: RefundVerdict,
): Promise<RefundSettlement> {
  const [refund] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.orderId, order.id)))
    .for('update');
  if (refund?.status !== 'pending') {
    // Marked failed (by the admin, after Paymob's long silence) yet given back after all.
    const givenUp = refund?.status === 'failed' && verdict.ok && refund.mode === 'provider';
    return { result: givenUp ? 'given_up' : 'duplicate', effects: [] };
  }
  if (!verdict.ok) {
    await tx
      .update(paymentRefunds)
      .set({ status: 'failed', errorMessage: verdict.error.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(paymentRefunds.id, refund.id));
    return { result: 'failed', effects: [] };
  }
  const transactionId = verdict.transactionId ?? refund.providerTransactionId;
  await tx
    .update(paymentRefunds)
    .set({
      status: 'succeeded',
      providerTransactionId: transactionId,
      errorMessage: null,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentRefunds.id, refund.id));
  const applied = refund.createdById
    ? await applyRefund(
        tx,
        order,
        { kind: 'admin', id: refund.createdById },
        {
          amountPiastres: refund.amountPiastres,
          kind: refund.kind,
          mode: refund.mode,
          refundId: refund.id,
          transactionId,
        },
        { note: refund.reason },
      )
    : null;
  if (applied?.ok) return { result: 'refunded', effects: applied.effects };
  // Given back, yet the order cannot take it (its admin's account is gone, or its state moved
  // on): kept on the refund and flagged on the order, never lost.
  await addOrderEvent(tx, order.id, {
    type: 'payment_flagged',
    note: `A ${refund.kind} was confirmed that the order could not record: check its refunds`,
    data: { refundId: refund.id, transactionId, amountPiastres: refund.amountPiastres },
  });
  return { result: 'flagged', effects: [] };
}
