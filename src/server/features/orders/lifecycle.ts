import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { ONLINE_PAYMENT_METHODS } from '../../../shared/constants';
import type { Tx } from '../../db/client';
import { recordAudit } from '../audit';
import type { OrderEffect } from './effects';
import type { OrderMailKind } from './mails';
import {
  cardDeclinedAdminNotice,
  cardDeclinedNotice,
  cardPaidNotice,
  orderStatusNotice,
} from './notices';
import { lockOrder, type OrderRow } from './payment-status';
import { releaseOrder } from './release';
import { orderEvents, orders } from './tables';
import { MACHINE, type OrderState, type TransitionName } from './transitions';

/**
 * The one door for order changes (docs/decisions/037-order-lifecycle.md): every change of an
 * order's payment or delivery status, for every actor, goes through `applyTransition`, in the
 * caller's transaction. It checks the state machine (transitions.ts), writes the status with its
 * timestamp, the order event and (for staff) the audit row, releases or keeps the stock, and
 * answers the effects to run after the commit (effects.ts). Nothing else writes those columns
 * (src/server/features/orders/lifecycle.test.ts scans the source for it).
 */

export type Actor =
  | { kind: 'admin'; id: string }
  | { kind: 'customer'; id: string }
  | { kind: 'paymob'; source: 'callback' | 'inquiry' }
  | { kind: 'system' };

export interface TransitionInput {
  /** The admin's note, or the shop's reason; kept on the order event. */
  note?: string | null;
  data?: Record<string, unknown>;
  /** Paymob's transaction and our reference, kept on the order by a settlement. */
  payment?: { transactionId?: string; reference: string };
}

export type TransitionOutcome =
  | { ok: true; from: string; to: string; effects: OrderEffect[] }
  /** `not_allowed`: not from this state; `wrong_actor`: not by this actor. Nothing was written. */
  | { ok: false; reason: 'not_allowed' | 'wrong_actor' };

/** The customer hears about each admin change except an undone delivery (a correction). */
const ADMIN_MAIL: Partial<Record<TransitionName, OrderMailKind>> = {
  mark_paid: 'paid',
  mark_out_for_delivery: 'out_for_delivery',
  mark_delivered: 'delivered',
  cancel: 'cancelled',
};

/** The timestamps a change stamps, next to its status. */
function stamps(name: TransitionName, change: Partial<OrderState>) {
  const now = sql`now()`;
  if (change.paymentStatus === 'paid') return { paidAt: now };
  if (change.paymentStatus === 'cancelled') return { cancelledAt: now };
  if (name === 'mark_delivered') return { deliveredAt: now };
  if (name === 'undo_delivery') return { deliveredAt: null };
  return {};
}

function effectsOf(name: TransitionName, order: OrderRow): OrderEffect[] {
  const effects: OrderEffect[] = [];
  if (MACHINE[name].stock !== 'keep') effects.push({ kind: 'catalog_changed' });
  const mail = MACHINE[name].actor === 'admin' ? ADMIN_MAIL[name] : undefined;
  if (mail) effects.push({ kind: 'mail', orderId: order.id, mail });
  const customer = (notice: ReturnType<typeof orderStatusNotice>): OrderEffect => ({
    kind: 'notify_customer',
    userId: order.userId,
    notice,
  });
  switch (name) {
    case 'mark_paid':
    case 'mark_out_for_delivery':
    case 'mark_delivered':
    case 'undo_delivery':
    case 'cancel':
      effects.push(customer(orderStatusNotice(name, order)));
      break;
    case 'payment_succeeded':
      effects.push(
        { kind: 'mail', orderId: order.id, mail: 'paid' },
        customer(cardPaidNotice(order)),
      );
      break;
    case 'payment_declined':
      effects.push(customer(cardDeclinedNotice(order)), {
        kind: 'notify_admins',
        notice: cardDeclinedAdminNotice(order),
      });
      break;
    case 'expire_unpaid':
      effects.push({ kind: 'mail', orderId: order.id, mail: 'cancelled' });
      break;
    // retry_payment: the customer is on the page; initiation_failed: the answer says it.
  }
  return effects;
}

/** The event's type on the order's history (what the order page and admin timeline show). */
const eventType = (field: 'paymentStatus' | 'deliveryStatus', to: string) =>
  field === 'deliveryStatus' ? 'delivery' : to === 'cancelled' ? 'cancelled' : 'payment';

/**
 * Applies one transition to an order the caller has row-locked (`SELECT … FOR UPDATE`) in `tx`.
 * Refusals write nothing.
 */
export async function applyTransition(
  tx: Tx,
  order: OrderRow,
  name: TransitionName,
  actor: Actor,
  input: TransitionInput = {},
): Promise<TransitionOutcome> {
  const rule = MACHINE[name];
  if (rule.actor !== actor.kind) return { ok: false, reason: 'wrong_actor' };
  if (!rule.allowed(order)) return { ok: false, reason: 'not_allowed' };
  const change = rule.apply(order);
  const field = change.paymentStatus ? 'paymentStatus' : 'deliveryStatus';
  const from = order[field];
  const to = change[field]!;
  const actorId = actor.kind === 'admin' || actor.kind === 'customer' ? actor.id : null;

  await tx
    .update(orders)
    .set({ ...change, ...stamps(name, change), ...input.payment, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: eventType(field, to),
    fromStatus: from,
    toStatus: to,
    note: input.note ?? null,
    actorId,
    data: input.data,
  });
  if (actor.kind === 'admin') {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.status_changed',
      entityType: 'order',
      entityId: order.id,
      before: { [field]: from },
      after: { [field]: to, ...(input.note ? { note: input.note } : {}) },
    });
  }
  if (rule.stock !== 'keep') {
    await releaseOrder(
      tx,
      order.id,
      order.userId,
      rule.stock === 'release_into_cart',
      order.quote.discounts[0]?.code ?? null,
    );
  }
  return { ok: true, from, to, effects: effectsOf(name, order) };
}

/** Locks the order (with `userId`, only that customer's) and applies the transition. */
export async function transitionOrder(
  tx: Tx,
  orderId: string,
  name: TransitionName,
  actor: Actor,
  input: TransitionInput & { userId?: string } = {},
): Promise<TransitionOutcome | { ok: false; reason: 'not_found' }> {
  const order = await lockOrder(tx, orderId, input.userId);
  if (!order) return { ok: false, reason: 'not_found' };
  return applyTransition(tx, order, name, actor, input);
}

/**
 * The 24 h clean-up: cancels the card orders still unpaid (pending or failed) after
 * `olderThanHours`, their stock back; SKIP LOCKED so instances running this together never take
 * the same order. Answers their ids and the effects to run after the commit.
 */
export async function expireUnpaidCardOrders(
  tx: Tx,
  olderThanHours: number,
): Promise<{ ids: string[]; effects: OrderEffect[] }> {
  const stale = await tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.paymentMethod, ONLINE_PAYMENT_METHODS),
        inArray(orders.paymentStatus, ['pending', 'failed']),
        lt(orders.createdAt, sql`now() - ${`${olderThanHours} hours`}::interval`),
      ),
    )
    .for('update', { skipLocked: true });
  const ids: string[] = [];
  const effects: OrderEffect[] = [];
  for (const order of stale) {
    const outcome = await applyTransition(
      tx,
      order,
      'expire_unpaid',
      { kind: 'system' },
      {
        note: `Card payment not completed within ${olderThanHours} hours`,
      },
    );
    if (!outcome.ok) continue;
    ids.push(order.id);
    effects.push(...outcome.effects);
  }
  return { ids, effects };
}
