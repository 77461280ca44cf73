import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SHOP_TIME_ZONE } from '../../../shared/constants';
import { toEgp, toPiastres } from '../../../shared/money';
import {
  type PROVIDER_REFUND_BLOCKS,
  REFUND_STALE_MINUTES,
  type Refund,
  type RefundList,
  type RefundSummary,
  type refundRequestSchema,
  type VOID_BLOCKS,
} from '../../../shared/schemas/refunds';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../audit';
import { userContacts } from '../auth';
import {
  lockOrder,
  type OrderEffect,
  type OrderRow,
  orderWithLines,
  refundBasisOf,
  runOrderEffects,
} from '../orders';
import { capturedPiastres, refundLeft } from '../pricing';
import type { OperationOutcome, PaymentProviders } from './providers';
import { settleRefund } from './settle';
import { paymentAttempts, paymentRefunds } from './tables';

/**
 * Refunds and voids from the admin order page (decision 042). A refund, full or partial, gives
 * back at most what the order has left — what was captured less earlier refunds and refunds
 * still waiting for Paymob — checked under the order's row lock, so two refunds at once never add
 * up to more. Through the order's payment provider (`provider`: its `refunds` says whether it can
 * — every Paymob method but kiosk — and its `refund` / `void` ask Paymob, decision 038) or
 * recorded by the admin (`manual`: cash on delivery, kiosk, or money given back some other way;
 * the note says how). A void gives back a voidable payment (a card's) whole, on the Cairo day it
 * was made, before any refund.
 *
 * One request, one idempotency key (unique in payment_refunds): a double click or a retry after
 * a timeout finds the refund the first request made and answers it again, never asking Paymob
 * twice. Paymob's answer and its later callback both settle the refund through settle.ts
 * `settleRefund`, which applies it to the order through the order lifecycle.
 *
 * The service answers outcomes; the route (refund-routes.ts) makes them HTTP.
 */

type RefundRow = typeof paymentRefunds.$inferSelect;
type RefundInput = z.output<typeof refundRequestSchema>;
type ProviderBlock = (typeof PROVIDER_REFUND_BLOCKS)[number];
type VoidBlock = (typeof VOID_BLOCKS)[number];

export type RefundOutcome =
  /** Given back (`succeeded`), or asked of Paymob and waiting for its word (`pending`). */
  | { ok: true; refund: RefundRow; replay: boolean }
  | {
      ok: false;
      reason:
        | 'not_found'
        /** The idempotency key belongs to a refund of another order. */
        | 'key_reused'
        | 'nothing_left'
        | ProviderBlock
        | VoidBlock;
    }
  /** More than the order has left to give back. */
  | { ok: false; reason: 'too_much'; leftPiastres: number }
  /** Paymob said no, or could not be reached: nothing went back; a new request may try again. */
  | { ok: false; reason: 'failed'; refund: RefundRow };

/** 'YYYY-MM-DD' of an instant in Cairo (the day a card payment can still be voided). */
const cairoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(at);

/** Giving up on a refund Paymob never answered: done, or why not. */
export type MarkFailedOutcome =
  | { ok: true; refund: RefundRow }
  /** not_found: no such order, or no such refund of it; not_pending: it is final already. */
  | { ok: false; reason: 'not_found' | 'not_pending' }
  /** Paymob may still answer: wait until the refund is REFUND_STALE_MINUTES old. */
  | { ok: false; reason: 'too_recent'; minutes: number };

/** A provider's answer as the refund's: given back, refused (nothing moved), or no word yet. */
type Answer =
  | { status: 'succeeded'; transactionId: string }
  | { status: 'refused'; error: string }
  | { status: 'unknown'; error: string; transactionId?: string };

const errorText = (error: unknown) =>
  String((error as Error | undefined)?.message ?? error ?? 'no answer').slice(0, 500);

function answerOf(outcome: OperationOutcome): Answer {
  if (outcome.ok) return { status: 'succeeded', transactionId: outcome.transactionId };
  if (outcome.reason === 'unknown') {
    return {
      status: 'unknown',
      error: errorText(outcome.error),
      transactionId: outcome.transactionId,
    };
  }
  // not_supported: nothing was sent (the checks above make it unexpected); failed: Paymob said no.
  return {
    status: 'refused',
    error: outcome.reason === 'not_supported' ? 'not supported' : errorText(outcome.error),
  };
}

export interface RefundDeps {
  /** The payment providers (payments.providers): each knows how its method refunds and voids. */
  providers: PaymentProviders;
  /** The clock (tests move "today" for the same-day void). */
  now?: () => Date;
}

export function createPaymentRefunds(ctx: AppContext, deps: RefundDeps) {
  const { db } = ctx;
  const { providers } = deps;
  const now = deps.now ?? (() => new Date());

  /** What the order's refunds depend on, read in `q` (under the order's lock when writing). */
  async function factsOf(q: Db | Tx, order: OrderRow) {
    const [{ reserved }] = await q
      .select({
        reserved: sql<number>`coalesce(sum(${paymentRefunds.amountPiastres}), 0)::int`,
      })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.orderId, order.id), eq(paymentRefunds.status, 'pending')));
    const [attempt] = await q
      .select({ id: paymentAttempts.id, transactionId: paymentAttempts.transactionId })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'paid')))
      .orderBy(desc(paymentAttempts.attemptNumber))
      .limit(1);
    const basis = refundBasisOf(order);
    const captured = capturedPiastres(basis);
    const left = refundLeft({ ...basis, reservedPiastres: reserved });

    // What the order's payment provider says of its refunds (decision 038).
    const support = providers.get(order.paymentMethod).refunds;
    let providerBlock: ProviderBlock | null = null;
    if (captured === 0) providerBlock = 'not_paid';
    else if (support.via === 'manual') providerBlock = support.reason;
    else if (!support.configured) providerBlock = 'not_configured';
    else if (!attempt?.transactionId) providerBlock = 'no_transaction';

    let voidBlock: VoidBlock | null = null;
    if (captured === 0) voidBlock = 'not_paid';
    else if (support.via !== 'provider' || !support.voidable) voidBlock = 'not_card';
    else if (order.refundedPiastres > 0 || reserved > 0) voidBlock = 'after_refund';
    else if (!order.paidAt || cairoDay(order.paidAt) !== cairoDay(now())) voidBlock = 'too_late';

    return { captured, reserved, left, attempt: attempt ?? null, providerBlock, voidBlock };
  }

  function summaryOf(order: OrderRow, facts: Awaited<ReturnType<typeof factsOf>>): RefundSummary {
    return {
      paymentMethod: order.paymentMethod,
      paid: toEgp(facts.captured),
      refunded: toEgp(order.refundedPiastres),
      pending: toEgp(facts.reserved),
      left: toEgp(facts.left),
      provider: { available: facts.providerBlock === null, reason: facts.providerBlock },
      void: {
        available: facts.providerBlock === null && facts.voidBlock === null,
        reason: facts.voidBlock,
      },
    };
  }

  /** The order's refunds (newest first) and what is left to give back; null: no such order. */
  async function list(orderId: string): Promise<RefundList | null> {
    const found = await orderWithLines(db, orderId);
    if (!found) return null;
    const rows = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, orderId))
      .orderBy(desc(paymentRefunds.createdAt));
    const admins = await userContacts(db, [
      ...new Set(rows.flatMap((row) => (row.createdById ? [row.createdById] : []))),
    ]);
    const refunds = rows.map((row): Refund => {
      const admin = row.createdById ? admins.get(row.createdById) : undefined;
      return {
        id: row.id,
        kind: row.kind,
        mode: row.mode,
        amount: toEgp(row.amountPiastres),
        reason: row.reason,
        note: row.note,
        status: row.status,
        providerTransactionId: row.providerTransactionId,
        error: row.errorMessage,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        createdBy: admin
          ? {
              id: admin.id,
              name: `${admin.firstName} ${admin.lastName}`.trim(),
              email: admin.email,
            }
          : null,
      };
    });
    return { summary: summaryOf(found.order, await factsOf(db, found.order)), refunds };
  }

  /** A refund already made with this key: answered as it stands, nothing asked again. */
  function replayOf(row: RefundRow): RefundOutcome {
    return row.status === 'failed'
      ? { ok: false, reason: 'failed', refund: row }
      : { ok: true, refund: row, replay: true };
  }

  /**
   * Gives money back for an order (decision 042), once per idempotency key: checks and reserves
   * the amount under the order's lock; records a manual refund at once; asks Paymob for a
   * provider one outside any lock and settles its answer (settle.ts). Paymob's silence (a
   * timeout) leaves the refund pending, its amount held, until the callback or a retry's answer.
   */
  async function create(
    orderId: string,
    input: RefundInput,
    adminId: string,
    idempotencyKey: string,
  ): Promise<RefundOutcome> {
    type Reserved =
      | { done: RefundOutcome; effects?: OrderEffect[] }
      | { row: RefundRow; transactionId: string; method: OrderRow['paymentMethod'] };
    const reserved = await db.transaction(async (tx): Promise<Reserved> => {
      const order = await lockOrder(tx, orderId);
      if (!order) return { done: { ok: false, reason: 'not_found' } };
      const [again] = await tx
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.idempotencyKey, idempotencyKey));
      if (again) {
        return {
          done: again.orderId === orderId ? replayOf(again) : { ok: false, reason: 'key_reused' },
        };
      }
      const facts = await factsOf(tx, order);
      if (facts.captured === 0) return { done: { ok: false, reason: 'not_paid' } };
      if (input.mode === 'provider' && facts.providerBlock) {
        return { done: { ok: false, reason: facts.providerBlock } };
      }
      if (input.kind === 'void' && facts.voidBlock) {
        return { done: { ok: false, reason: facts.voidBlock } };
      }
      if (facts.left === 0) return { done: { ok: false, reason: 'nothing_left' } };
      const amountPiastres = input.kind === 'void' ? facts.left : toPiastres(input.amount ?? 0);
      if (amountPiastres > facts.left) {
        return { done: { ok: false, reason: 'too_much', leftPiastres: facts.left } };
      }
      const [row] = await tx
        .insert(paymentRefunds)
        .values({
          orderId,
          attemptId: input.mode === 'provider' ? facts.attempt?.id : null,
          kind: input.kind,
          mode: input.mode,
          amountPiastres,
          reason: input.reason,
          note: input.mode === 'manual' ? (input.note ?? null) : null,
          idempotencyKey,
          createdById: adminId,
        })
        .onConflictDoNothing()
        .returning();
      // The same key, used at this very moment for another order's refund.
      if (!row) return { done: { ok: false, reason: 'key_reused' } };
      if (input.mode === 'manual') {
        const settled = await settleRefund(tx, order, row.id, { ok: true });
        return { done: { ok: true, refund: row, replay: false }, effects: settled.effects };
      }
      return { row, transactionId: facts.attempt!.transactionId!, method: order.paymentMethod };
    });
    if ('done' in reserved) {
      await runOrderEffects(ctx, reserved.effects ?? []);
      if (reserved.done.ok && !reserved.done.replay) {
        return { ...reserved.done, refund: await read(reserved.done.refund.id) };
      }
      return reserved.done;
    }

    // Outside any lock: the order's provider asks Paymob (paymob-refunds.ts through providers/).
    const { row, transactionId, method } = reserved;
    const provider = providers.get(method);
    let answer: Answer;
    try {
      answer = answerOf(
        row.kind === 'void'
          ? await provider.void({ transactionId })
          : await provider.refund({ transactionId, amountPiastres: row.amountPiastres }),
      );
    } catch (error) {
      answer = { status: 'unknown', error: errorText(error) };
    }
    if (answer.status !== 'succeeded') {
      ctx.log.warn({ refundId: row.id, answer }, 'Paymob refund not confirmed');
    }

    const effects = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return [];
      if (answer.status === 'unknown') {
        // No word from Paymob: the money may be on its way back. The refund stays pending (its
        // amount held) until Paymob's callback settles it; nothing is asked again.
        await tx
          .update(paymentRefunds)
          .set({
            errorMessage: answer.error.slice(0, 500),
            providerTransactionId: answer.transactionId ?? null,
            updatedAt: sql`now()`,
          })
          .where(and(eq(paymentRefunds.id, row.id), eq(paymentRefunds.status, 'pending')));
        return [];
      }
      const settled = await settleRefund(
        tx,
        order,
        row.id,
        answer.status === 'succeeded'
          ? { ok: true, transactionId: answer.transactionId }
          : { ok: false, error: answer.error },
      );
      return settled.effects;
    });
    await runOrderEffects(ctx, effects);
    const final = await read(row.id);
    return final.status === 'failed'
      ? { ok: false, reason: 'failed', refund: final }
      : { ok: true, refund: final, replay: false };
  }

  /**
   * The way out of a refund Paymob never answered (decision 042): a Paymob refund still pending
   * REFUND_STALE_MINUTES after it was asked, which the admin found missing in Paymob's dashboard,
   * becomes failed through settleRefund — its amount no longer held — with the admin's words as
   * its error and an `order.refund_failed` audit row. Should Paymob confirm it after all, its
   * callback is flagged on the order for a manual record (settle.ts), never applied twice.
   */
  async function markFailed(
    orderId: string,
    refundId: string,
    reason: string,
    adminId: string,
  ): Promise<MarkFailedOutcome> {
    return db.transaction(async (tx): Promise<MarkFailedOutcome> => {
      const order = await lockOrder(tx, orderId);
      if (!order) return { ok: false, reason: 'not_found' };
      const [row] = await tx
        .select()
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.orderId, orderId)));
      if (!row) return { ok: false, reason: 'not_found' };
      if (row.status !== 'pending' || row.mode !== 'provider') {
        return { ok: false, reason: 'not_pending' };
      }
      const staleAt = row.createdAt.getTime() + REFUND_STALE_MINUTES * 60_000;
      if (now().getTime() < staleAt) {
        return { ok: false, reason: 'too_recent', minutes: REFUND_STALE_MINUTES };
      }
      const settled = await settleRefund(tx, order, row.id, { ok: false, error: reason });
      if (settled.result !== 'failed') return { ok: false, reason: 'not_pending' };
      await recordAudit(tx, {
        actorId: adminId,
        action: 'order.refund_failed',
        entityType: 'order',
        entityId: orderId,
        before: { refundStatus: 'pending' },
        after: {
          refundStatus: 'failed',
          refundId: row.id,
          refundKind: row.kind,
          refundAmount: toEgp(row.amountPiastres),
          note: reason,
        },
      });
      const [failed] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, row.id));
      return { ok: true, refund: failed };
    });
  }

  async function read(id: string): Promise<RefundRow> {
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
    return row;
  }

  return { list, create, markFailed };
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
