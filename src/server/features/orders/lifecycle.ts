import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { ONLINE_PAYMENT_METHODS } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import { shopDay } from '../../../shared/shop-day';
import { queryRows, type Tx } from '../../db/client';
import { cairoMidnight } from '../../lib/cairo-days';
import { recordAudit } from '../audit';
import { type RefundBasis, refundedAfter, refundLeft, refundsAll } from '../pricing';
import type { OrderEffect } from './effects';
import type { OrderMailKind } from './mails';
import {
  orderCancelledByCustomerNotice,
  orderConfirmedAdminNotice,
  orderConfirmedNotice,
  orderRefundNotice,
  orderReturnedAdminNotice,
  orderStatusNotice,
  paymentDeclinedAdminNotice,
  paymentDeclinedNotice,
  paymentReceivedNotice,
} from './notices';
import { lockOrder, type OrderRow } from './payment-status';
import { releaseOrder } from './release';
import { invoiceCounters, orderEvents, orders } from './tables';
import {
  isRefundTransition,
  MACHINE,
  type OrderState,
  type RefundTransitionName,
  type TransitionName,
} from './transitions';

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
  | { kind: 'courier'; courier: string }
  | { kind: 'system' };

export interface TransitionInput {
  /** The admin's note, or the shop's reason; kept on the order event. */
  note?: string | null;
  data?: Record<string, unknown>;
  /** Paymob's transaction and our reference, kept on the order by a settlement. */
  payment?: { transactionId?: string; reference: string };
  /**
   * `collect_cash` (decision 043): the amount the courier handed over (default: the order's
   * total) and the Cairo day it was collected (default, or null: now).
   */
  cash?: { amountPiastres?: number; day?: string | null };
  /** The refund transitions (decision 042): the money going back, required by them. */
  refund?: RefundInput;
}

/** A refund or void becoming final (payments' settle.ts, decision 042). */
export interface RefundInput {
  amountPiastres: number;
  kind: 'refund' | 'void';
  mode: 'provider' | 'manual';
  /** The payment_refunds row, and the provider's transaction of the refund when there is one. */
  refundId?: string;
  transactionId?: string | null;
}

export type TransitionOutcome =
  | { ok: true; from: string; to: string; effects: OrderEffect[] }
  /** `not_allowed`: not from this state; `wrong_actor`: not by this actor. Nothing was written. */
  | { ok: false; reason: 'not_allowed' | 'wrong_actor' };

/** The customer hears about each admin change except an undone delivery (a correction). */
const ADMIN_MAIL: Partial<Record<TransitionName, OrderMailKind>> = {
  mark_paid: 'paid',
  collect_cash: 'paid',
  mark_out_for_delivery: 'out_for_delivery',
  mark_delivered: 'delivered',
  cancel: 'cancelled',
};
/** What the customer hears of the other actors' changes by mail. */
const OTHER_MAIL: Partial<Record<TransitionName, OrderMailKind>> = {
  courier_delivered: 'delivered',
  cancel_by_customer: 'cancelled',
};

/** The timestamps a change stamps, next to its status. */
function stamps(name: TransitionName, change: Partial<OrderState>) {
  const now = sql`now()`;
  if (isRefundTransition(name)) return {};
  if (change.paymentStatus === 'paid') return { paidAt: now };
  if (change.paymentStatus === 'cancelled') return { cancelledAt: now };
  if (name === 'mark_delivered' || name === 'courier_delivered') return { deliveredAt: now };
  if (name === 'undo_delivery') return { deliveredAt: null };
  if (name === 'confirm_order' || name === 'confirm_by_link') return { confirmedAt: now };
  return {};
}

/**
 * What `collect_cash` writes beside the status (decision 043): the amount, the instant — now, or
 * the start of the earlier Cairo day the admin named, which is then the payment's time too — and
 * who recorded it.
 */
function cashColumns(
  name: TransitionName,
  order: OrderRow,
  actorId: string | null,
  cash: TransitionInput['cash'],
) {
  if (name !== 'collect_cash') return {};
  const at = cash?.day ? cairoMidnight(cash.day) : sql`now()`;
  return {
    cashCollectedPiastres: cash?.amountPiastres ?? order.totalPiastres,
    cashCollectedAt: at,
    cashCollectedById: actorId,
    paidAt: at,
  };
}

/** Whether the order's money was taken: it is or was paid (a cancelled one keeps `paid_at`). */
const wasPaid = (order: OrderRow) =>
  order.paidAt !== null ||
  order.paymentStatus === 'paid' ||
  order.paymentStatus === 'partially_refunded' ||
  order.paymentStatus === 'refunded';

export const refundBasisOf = (order: OrderRow): RefundBasis => ({
  totalPiastres: order.totalPiastres,
  refundedPiastres: order.refundedPiastres,
  paid: wasPaid(order),
});

/**
 * A refund transition's amounts (decision 042), or null when they do not fit: more than the
 * order has left to give back, or the wrong transition for the amount (`refund_fully` gives back
 * everything left, `refund_partly` less).
 */
function refundOf(name: RefundTransitionName, order: OrderRow, refund: RefundInput | undefined) {
  if (!refund || !Number.isSafeInteger(refund.amountPiastres) || refund.amountPiastres <= 0) {
    return null;
  }
  const basis = refundBasisOf(order);
  if (refund.amountPiastres > refundLeft(basis)) return null;
  const all = refundsAll(basis, refund.amountPiastres);
  if ((name === 'refund_fully' && !all) || (name === 'refund_partly' && all)) return null;
  return {
    ...refund,
    all,
    refundedPiastres: refundedAfter(order.refundedPiastres, refund.amountPiastres),
  };
}
type RefundChange = NonNullable<ReturnType<typeof refundOf>>;

/** What a refund asks for after the commit: the mail and the notice, in the customer's language. */
function refundEffects(order: OrderRow, refund: RefundChange): OrderEffect[] {
  return [
    { kind: 'mail', orderId: order.id, mail: refund.all ? 'refunded' : 'partially_refunded' },
    {
      kind: 'notify_customer',
      userId: order.userId,
      notice: orderRefundNotice(order, refund.amountPiastres, refund.all),
    },
  ];
}

function effectsOf(name: TransitionName, order: OrderRow): OrderEffect[] {
  const effects: OrderEffect[] = [];
  if (MACHINE[name].stock !== 'keep') effects.push({ kind: 'catalog_changed' });
  const mail = MACHINE[name].actor === 'admin' ? ADMIN_MAIL[name] : OTHER_MAIL[name];
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
    case 'collect_cash':
      effects.push(customer(orderStatusNotice('mark_paid', order)));
      break;
    case 'confirm_order':
      effects.push(customer(orderConfirmedNotice(order)));
      break;
    case 'courier_delivered':
      effects.push(customer(orderStatusNotice('mark_delivered', order)));
      break;
    case 'courier_returned':
      effects.push({ kind: 'notify_admins', notice: orderReturnedAdminNotice(order) });
      break;
    case 'cancel_by_customer':
      effects.push({ kind: 'notify_admins', notice: orderCancelledByCustomerNotice(order) });
      break;
    case 'confirm_by_link':
      effects.push({ kind: 'notify_admins', notice: orderConfirmedAdminNotice(order) });
      break;
    // Paymob's word on an online payment: the notices name the order's own method.
    case 'payment_succeeded':
      effects.push(
        { kind: 'mail', orderId: order.id, mail: 'paid' },
        customer(paymentReceivedNotice(order)),
      );
      break;
    case 'payment_declined':
      effects.push(customer(paymentDeclinedNotice(order)), {
        kind: 'notify_admins',
        notice: paymentDeclinedAdminNotice(order),
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
  const refund = isRefundTransition(name) ? refundOf(name, order, input.refund) : null;
  if (isRefundTransition(name) && !refund) return { ok: false, reason: 'not_allowed' };
  const change = rule.apply(order);
  const field = change.paymentStatus ? 'paymentStatus' : 'deliveryStatus';
  const from = order[field];
  const to = change[field]!;
  const actorId = actor.kind === 'admin' || actor.kind === 'customer' ? actor.id : null;
  const invoice =
    change.paymentStatus === 'paid' && order.invoiceSeq === null ? await takeInvoiceNumber(tx) : {};

  await tx
    .update(orders)
    .set({
      ...change,
      ...stamps(name, change),
      ...input.payment,
      ...cashColumns(name, order, actorId, input.cash),
      ...(refund ? { refundedPiastres: refund.refundedPiastres } : {}),
      ...invoice,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: refund ? (refund.all ? 'refunded' : 'partially_refunded') : eventType(field, to),
    fromStatus: from,
    toStatus: to,
    note: input.note ?? null,
    actorId,
    data: refund ? { ...input.data, ...refundData(refund) } : input.data,
  });
  if (actor.kind === 'admin' && refund) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.refunded',
      entityType: 'order',
      entityId: order.id,
      before: { [field]: from, refunded: toEgp(order.refundedPiastres) },
      after: {
        [field]: to,
        refunded: toEgp(refund.refundedPiastres),
        ...refundData(refund),
        ...(input.note ? { note: input.note } : {}),
      },
    });
  } else if (actor.kind === 'admin') {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.status_changed',
      entityType: 'order',
      entityId: order.id,
      before: { [field]: from },
      after: {
        [field]: to,
        ...(input.note ? { note: input.note } : {}),
        ...(name === 'collect_cash'
          ? {
              cashCollected: toEgp(input.cash?.amountPiastres ?? order.totalPiastres),
              cashCollectedOn: input.cash?.day ?? shopDay(),
            }
          : {}),
      },
    });
  }
  if (rule.stock !== 'keep') {
    await releaseOrder(
      tx,
      order.id,
      order.userId,
      rule.stock === 'release_into_cart',
      order.quote.discounts[0]?.couponId ?? null,
    );
  }
  const effects = refund ? refundEffects(order, refund) : effectsOf(name, order);
  return { ok: true, from, to, effects };
}

/**
 * The next invoice number of the current Cairo year (issue 21): the year's counter row is
 * updated in the paying transaction, so a rolled-back payment gives its number back (no gaps)
 * and two orders paid at once wait for each other on that row (no duplicates).
 */
async function takeInvoiceNumber(tx: Tx) {
  const year = Number(shopDay().slice(0, 4));
  const [row] = await queryRows<{ seq: number }>(
    tx,
    sql`insert into ${invoiceCounters} (year, last_seq) values (${year}, 1)
        on conflict (year) do update set last_seq = invoice_counters.last_seq + 1
        returning last_seq as seq`,
  );
  return { invoiceYear: year, invoiceSeq: Number(row.seq), invoicedAt: sql`now()` };
}

/** How a refund is kept on the order's event and audit row (EGP, as the API speaks). */
const refundData = (refund: RefundChange) => ({
  refundAmount: toEgp(refund.amountPiastres),
  refundKind: refund.kind,
  refundMode: refund.mode,
  ...(refund.refundId ? { refundId: refund.refundId } : {}),
  ...(refund.transactionId ? { refundTransactionId: refund.transactionId } : {}),
});

/** The refund transition for `amountPiastres` out of what the order has left (decision 042). */
export function refundTransitionFor(order: OrderRow, amountPiastres: number): RefundTransitionName {
  if (order.paymentStatus === 'cancelled') return 'refund_cancelled';
  return refundsAll(refundBasisOf(order), amountPiastres) ? 'refund_fully' : 'refund_partly';
}

/**
 * A refund or void becoming final, on an order the caller has row-locked: the transition its
 * amount calls for, through the one door. Refused (nothing written) when it does not fit.
 */
export function applyRefund(
  tx: Tx,
  order: OrderRow,
  actor: Actor,
  refund: RefundInput,
  input: Pick<TransitionInput, 'note' | 'data'> = {},
): Promise<TransitionOutcome> {
  const name = refundTransitionFor(order, refund.amountPiastres);
  return applyTransition(tx, order, name, actor, { ...input, refund });
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
