import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentMethod } from '../../../shared/constants';
import { toEgp, toPiastres } from '../../../shared/money';
import type {
  CodOrderState,
  cashCollectedInputSchema,
  OrderConfirmation,
} from '../../../shared/schemas/cash-on-delivery';
import { shopDay } from '../../../shared/shop-day';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { AppError, type FieldMessage } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/tokens';
import { userContact } from '../auth';
import { codConfirmationFromValue } from '../settings';
import { runOrderEffects } from './effects';
import { applyTransition, type TransitionOutcome } from './lifecycle';
import { lockOrder, type OrderRow } from './payment-status';
import { orders } from './tables';

/**
 * Cash on delivery, end to end (docs/decisions/043-cash-on-delivery.md): the cash the courier
 * collected, and the confirmation a large cash order waits for. Every status change goes through
 * the lifecycle (collect_cash, confirm_order, confirm_by_link); this module checks what is not
 * about the order's state (the amount, the day, the link) and runs the effects after the commit.
 */

type CashCollectedInput = z.output<typeof cashCollectedInputSchema>;

/**
 * Whether a new order must wait for its customer's confirmation: cash on delivery with a total
 * above the threshold the admin set (`setting`: the stored value, read in the order's own
 * statement). If so, the link's token for the mail and the columns of the order's INSERT (the
 * token is kept only as its hash).
 */
export function confirmationFor(method: PaymentMethod, totalPiastres: number, setting: unknown) {
  const { thresholdPiastres } = codConfirmationFromValue(setting);
  if (method !== 'cod' || thresholdPiastres === null || totalPiastres <= thresholdPiastres) {
    return null;
  }
  const token = randomToken();
  return {
    token,
    columns: {
      deliveryStatus: 'awaiting_confirmation' as const,
      confirmationTokenHash: sha256(token),
    },
  };
}

/** The cash-on-delivery facts the admin's order page shows; null for an order paid otherwise. */
export async function codStateOf(db: Db | Tx, orderId: string): Promise<CodOrderState | null> {
  const [row] = await db
    .select({
      paymentMethod: orders.paymentMethod,
      amount: orders.cashCollectedPiastres,
      at: orders.cashCollectedAt,
      byId: orders.cashCollectedById,
      confirmedAt: orders.confirmedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (row?.paymentMethod !== 'cod') return null;
  const by = row.byId ? await userContact(db, row.byId) : null;
  return {
    cashCollected:
      row.amount !== null && row.at
        ? {
            amount: toEgp(row.amount),
            at: row.at.toISOString(),
            by: by
              ? { id: by.id, name: `${by.firstName} ${by.lastName}`.trim(), email: by.email }
              : null,
          }
        : null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

const notAllowed = () => new AppError('CONFLICT', 409, 'orders.transitionNotAllowed');

/** What the confirmation link says about its order. */
function confirmationOf(order: OrderRow, confirmedNow: boolean): OrderConfirmation {
  return {
    state:
      order.paymentStatus === 'cancelled'
        ? 'cancelled'
        : order.deliveryStatus === 'awaiting_confirmation'
          ? 'awaiting'
          : 'confirmed',
    orderNumber: order.orderNumber,
    total: toEgp(order.totalPiastres),
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    confirmedNow,
  };
}

export function createCashOnDelivery(ctx: AppContext) {
  const { db } = ctx;

  /** The effects of an applied transition; a refused one (it wrote nothing) becomes a 409. */
  function changed(outcome: TransitionOutcome) {
    if (!outcome.ok) throw notAllowed();
    return outcome.effects;
  }

  const byHash = (tx: Tx, token: string) =>
    tx
      .select()
      .from(orders)
      .where(eq(orders.confirmationTokenHash, sha256(token)))
      .for('update');

  return {
    /**
     * The admin records the cash the courier collected: the order becomes paid (the lifecycle
     * writes amount, instant, who, the event and the audit row). Refused for another method
     * (409), an amount above the total or a day in the future or before the order (400, nothing
     * written), or a state collect_cash does not apply to (409).
     */
    async collectCash(orderId: string, input: CashCollectedInput, actorId: string) {
      const effects = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw AppError.notFound('orders.notFound');
        if (order.paymentMethod !== 'cod') {
          throw new AppError('CONFLICT', 409, 'orders.cashOnlyCod');
        }
        const amountPiastres =
          input.amount === undefined ? order.totalPiastres : toPiastres(input.amount);
        const today = shopDay();
        const day = input.date ?? today;
        const placedOn = shopDay(order.createdAt);
        const problems: { field: string; messages: FieldMessage[] }[] = [];
        if (amountPiastres > order.totalPiastres) {
          problems.push({
            field: 'amount',
            messages: [
              {
                key: 'orders.cashAboveTotal',
                params: { total: { egp: toEgp(order.totalPiastres) } },
              },
            ],
          });
        }
        if (day > today) problems.push({ field: 'date', messages: ['orders.cashDateFuture'] });
        else if (day < placedOn) {
          problems.push({
            field: 'date',
            messages: [{ key: 'orders.cashDateBeforeOrder', params: { date: placedOn } }],
          });
        }
        if (problems.length > 0) throw AppError.validation(problems);
        return changed(
          await applyTransition(
            tx,
            order,
            'collect_cash',
            { kind: 'admin', id: actorId },
            {
              note: input.note || null,
              cash: { amountPiastres, day: day === today ? null : day },
              data: { cashCollectedPiastres: amountPiastres, collectedOn: day },
            },
          ),
        );
      });
      await runOrderEffects(ctx, effects);
    },

    /** The admin confirms an order waiting for its customer (after a phone call). */
    async confirmByAdmin(orderId: string, actorId: string, note?: string) {
      const effects = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw AppError.notFound('orders.notFound');
        return changed(
          await applyTransition(
            tx,
            order,
            'confirm_order',
            { kind: 'admin', id: actorId },
            { note: note || null },
          ),
        );
      });
      await runOrderEffects(ctx, effects);
    },

    /** What a confirmation link's order is now; an unknown link is a 404 that says so. */
    async linkState(token: string): Promise<OrderConfirmation> {
      const [order] = await db
        .select()
        .from(orders)
        .where(eq(orders.confirmationTokenHash, sha256(token)));
      if (!order) throw AppError.notFound('orders.confirmationUnknown');
      return confirmationOf(order, false);
    },

    /**
     * The customer confirms through the link of the 'placed' mail: once. A link used already
     * (by the customer, or overtaken by the admin's confirmation) or for a cancelled order
     * answers 409 saying which; an unknown one 404.
     */
    async confirmByLink(token: string): Promise<OrderConfirmation> {
      const { order, effects } = await db.transaction(async (tx) => {
        const [order] = await byHash(tx, token);
        if (!order) throw AppError.notFound('orders.confirmationUnknown');
        const params = { n: order.orderNumber };
        if (order.paymentStatus === 'cancelled') {
          throw new AppError('CONFLICT', 409, 'orders.confirmationCancelled', { params });
        }
        if (order.confirmedAt || order.deliveryStatus !== 'awaiting_confirmation') {
          throw new AppError('CONFLICT', 409, 'orders.confirmationUsed', { params });
        }
        const outcome = await applyTransition(tx, order, 'confirm_by_link', {
          kind: 'customer',
          id: order.userId,
        });
        if (!outcome.ok) throw new AppError('CONFLICT', 409, 'orders.confirmationUsed', { params });
        return { order, effects: outcome.effects };
      });
      await runOrderEffects(ctx, effects);
      const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
      return confirmationOf(now, true);
    },
  };
}

export type CashOnDelivery = ReturnType<typeof createCashOnDelivery>;
