import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SHOP_TIME_ZONE } from '../../../shared/constants';
import { toEgp, toPiastres } from '../../../shared/money';
import type {
  PROVIDER_REFUND_BLOCKS,
  Refund,
  RefundList,
  RefundSummary,
  refundRequestSchema,
  VOID_BLOCKS,
} from '../../../shared/schemas/refunds';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
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
import type { CardProvider } from './paymob-client';
import { type RefundGateway, resolveRefundGateway, type VoidRefundOutcome } from './paymob-refunds';
import { settleRefund } from './settle';
import { paymentAttempts, paymentRefunds } from './tables';

/**
 * Refunds and voids from the admin order page (decision 042). A refund, full or partial, gives
 * back at most what the order has left — what was captured less earlier refunds and refunds
 * still waiting for Paymob — checked under the order's row lock, so two refunds at once never add
 * up to more. Through Paymob (`provider`: every Paymob method but kiosk) or recorded by the admin
 * (`manual`: cash on delivery, kiosk, or money given back some other way; the note says how). A
 * void gives back a card payment whole, on the Cairo day it was made, before any refund.
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

/** Methods Paymob cannot give money back for: the admin records a manual refund. */
const MANUAL_ONLY: Readonly<Record<string, ProviderBlock>> = { cod: 'cod', kiosk: 'kiosk' };

/** 'YYYY-MM-DD' of an instant in Cairo (the day a card payment can still be voided). */
const cairoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(at);

export interface RefundDeps {
  /** The card gateway of this configuration (Paymob, the sandbox, or none). */
  cardGateway: Pick<CardProvider, 'kind'> | null;
  /** Paymob's refund calls; by default the ones that go with `cardGateway`. */
  refundGateway?: RefundGateway | null;
  /** The clock (tests move "today" for the same-day void). */
  now?: () => Date;
}

export function createPaymentRefunds(ctx: AppContext, deps: RefundDeps) {
  const { db } = ctx;
  const gateway =
    deps.refundGateway === undefined
      ? resolveRefundGateway(ctx.config, deps.cardGateway)
      : deps.refundGateway;
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

    let providerBlock: ProviderBlock | null = null;
    if (captured === 0) providerBlock = 'not_paid';
    else if (MANUAL_ONLY[order.paymentMethod]) providerBlock = MANUAL_ONLY[order.paymentMethod];
    else if (!gateway) providerBlock = 'not_configured';
    else if (!attempt?.transactionId) providerBlock = 'no_transaction';

    let voidBlock: VoidBlock | null = null;
    if (captured === 0) voidBlock = 'not_paid';
    else if (order.paymentMethod !== 'card') voidBlock = 'not_card';
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
      | { row: RefundRow; transactionId: string };
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
      return { row, transactionId: facts.attempt!.transactionId! };
    });
    if ('done' in reserved) {
      await runOrderEffects(ctx, reserved.effects ?? []);
      if (reserved.done.ok && !reserved.done.replay) {
        return { ...reserved.done, refund: await read(reserved.done.refund.id) };
      }
      return reserved.done;
    }

    const { row, transactionId } = reserved;
    let answer: VoidRefundOutcome;
    try {
      answer =
        row.kind === 'void'
          ? await gateway!.void(transactionId)
          : await gateway!.refund(transactionId, row.amountPiastres);
    } catch (error) {
      answer = { status: 'unknown', error: (error as Error)?.message ?? String(error) };
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

  async function read(id: string): Promise<RefundRow> {
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
    return row;
  }

  return { list, create, gateway };
}

export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
