import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DELIVERY_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../../../shared/constants';
import { queryRows } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { SHIPPING_INFO } from '../../test/addresses';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { users } from '../auth/tables';
import { cartItems, carts } from '../cart/tables';
import { categories, products } from '../catalog/tables';
import type { OrderEffect } from './effects';
import { type Actor, applyRefund, applyTransition, type RefundInput } from './lifecycle';
import { orderEvents, orderItems, orders } from './tables';
import { type ActorKind, MACHINE, TRANSITION_NAMES, type TransitionName } from './transitions';

type Payment = (typeof PAYMENT_STATUSES)[number];
type Delivery = (typeof DELIVERY_STATUSES)[number];
type Method = (typeof PAYMENT_METHODS)[number];

const PAYMENTS: Payment[] = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'partially_refunded',
  'refunded',
];
/** Paid, or some or all of it given back (decision 042): the order still goes on its way. */
const PAID_OR_REFUNDED: Payment[] = ['paid', 'partially_refunded', 'refunded'];
const DELIVERIES: Delivery[] = [
  'awaiting_confirmation',
  'in_progress',
  'out_for_delivery',
  'delivered',
  'returned',
];
const METHODS: Method[] = ['cod', 'card'];
const ALL_DELIVERIES = DELIVERIES;
const BOTH = METHODS;
const CARD: Method[] = ['card'];
const COD: Method[] = ['cod'];

/**
 * The state machine of docs/decisions/037-order-lifecycle.md, written out again by hand (not read
 * from transitions.ts): who may ask, from which states, what changes, what the stock does, which
 * timestamp is stamped and what is run after the commit.
 */
const EXPECTED: Record<
  TransitionName,
  {
    actor: ActorKind;
    payment: Payment[];
    delivery: Delivery[];
    methods: Method[];
    to: { paymentStatus?: Payment; deliveryStatus?: Delivery };
    event: 'payment' | 'delivery' | 'cancelled' | 'partially_refunded' | 'refunded';
    stamp:
      | 'paidAt'
      | 'deliveredAt'
      | 'cancelledAt'
      | 'deliveredAt cleared'
      | 'cashCollected'
      | 'confirmedAt'
      | null;
    stock: 'keep' | 'release' | 'release_into_cart';
    effects: string[];
    /**
     * Refunds (decision 042): the amount given back of the 100 EGP order (piastres), applied on
     * a paid order, and its audit row (`order.refunded`, only what changed).
     */
    refund?: {
      amountPiastres: number;
      audit: { before: Record<string, unknown>; after: Record<string, unknown> };
    };
  }
> = {
  mark_paid: {
    actor: 'admin',
    payment: ['pending'],
    // Not while a cash order waits for its customer's confirmation (decision 043).
    delivery: ['in_progress', 'out_for_delivery', 'delivered'],
    methods: BOTH,
    to: { paymentStatus: 'paid' },
    event: 'payment',
    stamp: 'paidAt',
    stock: 'keep',
    effects: ['mail:paid', 'notify_customer'],
  },
  mark_out_for_delivery: {
    actor: 'admin',
    payment: ['pending', ...PAID_OR_REFUNDED],
    // Again after the courier brought it back (issue 21).
    delivery: ['in_progress', 'returned'],
    methods: BOTH,
    to: { deliveryStatus: 'out_for_delivery' },
    event: 'delivery',
    stamp: null,
    stock: 'keep',
    effects: ['mail:out_for_delivery', 'notify_customer'],
  },
  mark_delivered: {
    actor: 'admin',
    payment: ['pending', ...PAID_OR_REFUNDED],
    delivery: ['in_progress', 'out_for_delivery'],
    methods: BOTH,
    to: { deliveryStatus: 'delivered' },
    event: 'delivery',
    stamp: 'deliveredAt',
    stock: 'keep',
    effects: ['mail:delivered', 'notify_customer'],
  },
  undo_delivery: {
    actor: 'admin',
    payment: ['pending', ...PAID_OR_REFUNDED, 'failed'],
    delivery: ['delivered'],
    methods: BOTH,
    to: { deliveryStatus: 'out_for_delivery' },
    event: 'delivery',
    stamp: 'deliveredAt cleared',
    stock: 'keep',
    effects: ['notify_customer'],
  },
  cancel: {
    actor: 'admin',
    payment: ['pending', ...PAID_OR_REFUNDED, 'failed'],
    delivery: ['awaiting_confirmation', 'in_progress', 'out_for_delivery', 'returned'],
    methods: BOTH,
    to: { paymentStatus: 'cancelled' },
    event: 'cancelled',
    stamp: 'cancelledAt',
    stock: 'release',
    effects: ['catalog_changed', 'mail:cancelled', 'notify_customer'],
  },
  retry_payment: {
    actor: 'customer',
    payment: ['failed'],
    delivery: ALL_DELIVERIES,
    methods: CARD,
    to: { paymentStatus: 'pending' },
    event: 'payment',
    stamp: null,
    stock: 'keep',
    effects: [],
  },
  payment_succeeded: {
    actor: 'paymob',
    payment: ['pending', 'failed'],
    delivery: ALL_DELIVERIES,
    methods: CARD,
    to: { paymentStatus: 'paid' },
    event: 'payment',
    stamp: 'paidAt',
    stock: 'keep',
    effects: ['mail:paid', 'notify_customer'],
  },
  payment_declined: {
    actor: 'paymob',
    payment: ['pending'],
    delivery: ALL_DELIVERIES,
    methods: CARD,
    to: { paymentStatus: 'failed' },
    event: 'payment',
    stamp: null,
    stock: 'keep',
    effects: ['notify_customer', 'notify_admins'],
  },
  initiation_failed: {
    actor: 'system',
    payment: ['pending'],
    delivery: ALL_DELIVERIES,
    methods: CARD,
    to: { paymentStatus: 'cancelled' },
    event: 'cancelled',
    stamp: 'cancelledAt',
    stock: 'release_into_cart',
    effects: ['catalog_changed'],
  },
  expire_unpaid: {
    actor: 'system',
    payment: ['pending', 'failed'],
    delivery: ALL_DELIVERIES,
    methods: CARD,
    to: { paymentStatus: 'cancelled' },
    event: 'cancelled',
    stamp: 'cancelledAt',
    stock: 'release',
    effects: ['catalog_changed', 'mail:cancelled'],
  },
  // Cash on delivery (decision 043).
  collect_cash: {
    actor: 'admin',
    payment: ['pending'],
    delivery: ['out_for_delivery', 'delivered'],
    methods: COD,
    to: { paymentStatus: 'paid' },
    event: 'payment',
    stamp: 'cashCollected',
    stock: 'keep',
    effects: ['mail:paid', 'notify_customer'],
  },
  confirm_order: {
    actor: 'admin',
    payment: ['pending'],
    delivery: ['awaiting_confirmation'],
    methods: COD,
    to: { deliveryStatus: 'in_progress' },
    event: 'delivery',
    stamp: 'confirmedAt',
    stock: 'keep',
    effects: ['notify_customer'],
  },
  confirm_by_link: {
    actor: 'customer',
    payment: ['pending'],
    delivery: ['awaiting_confirmation'],
    methods: COD,
    to: { deliveryStatus: 'in_progress' },
    event: 'delivery',
    stamp: 'confirmedAt',
    stock: 'keep',
    effects: ['notify_admins'],
  },
  // Refunds (decision 042): the amount decides which; nothing else but the amount changes.
  refund_partly: {
    actor: 'admin',
    payment: ['paid', 'partially_refunded'],
    delivery: ALL_DELIVERIES,
    methods: BOTH,
    to: { paymentStatus: 'partially_refunded' },
    event: 'partially_refunded',
    stamp: null,
    stock: 'keep',
    effects: ['mail:partially_refunded', 'notify_customer'],
    refund: {
      amountPiastres: 4_000,
      audit: {
        before: { refunded: 0 },
        after: { refunded: 40, refundAmount: 40, refundKind: 'refund', refundMode: 'manual' },
      },
    },
  },
  refund_fully: {
    actor: 'admin',
    payment: ['paid', 'partially_refunded'],
    delivery: ALL_DELIVERIES,
    methods: BOTH,
    to: { paymentStatus: 'refunded' },
    event: 'refunded',
    stamp: null,
    stock: 'keep',
    effects: ['mail:refunded', 'notify_customer'],
    refund: {
      amountPiastres: 10_000,
      audit: {
        before: { refunded: 0 },
        after: { refunded: 100, refundAmount: 100, refundKind: 'refund', refundMode: 'manual' },
      },
    },
  },
  // Fulfilment (issue 21): the courier's word, and the customer's own cancellation.
  courier_delivered: {
    actor: 'courier',
    payment: ['pending', ...PAID_OR_REFUNDED],
    delivery: ['in_progress', 'out_for_delivery'],
    methods: BOTH,
    to: { deliveryStatus: 'delivered' },
    event: 'delivery',
    stamp: 'deliveredAt',
    stock: 'keep',
    effects: ['mail:delivered', 'notify_customer'],
  },
  courier_returned: {
    actor: 'courier',
    payment: ['pending', ...PAID_OR_REFUNDED],
    delivery: ['in_progress', 'out_for_delivery'],
    methods: BOTH,
    to: { deliveryStatus: 'returned' },
    event: 'delivery',
    stamp: null,
    stock: 'keep',
    effects: ['notify_admins'],
  },
  cancel_by_customer: {
    actor: 'customer',
    payment: ['pending', 'failed', 'paid'],
    delivery: ['awaiting_confirmation', 'in_progress'],
    methods: BOTH,
    to: { paymentStatus: 'cancelled' },
    event: 'cancelled',
    stamp: 'cancelledAt',
    stock: 'release',
    effects: ['catalog_changed', 'mail:cancelled', 'notify_admins'],
  },
  refund_cancelled: {
    actor: 'admin',
    payment: ['cancelled'],
    delivery: ALL_DELIVERIES,
    methods: BOTH,
    to: { paymentStatus: 'cancelled' },
    event: 'partially_refunded',
    stamp: null,
    stock: 'keep',
    effects: ['mail:partially_refunded', 'notify_customer'],
    refund: {
      amountPiastres: 4_000,
      audit: {
        before: { refunded: 0 },
        after: { refunded: 40, refundAmount: 40, refundKind: 'refund', refundMode: 'manual' },
      },
    },
  },
};

let t: TestApp;
let adminId: string;
let buyerId: string;
let productId: string;
let cartId: string;

const actorOf = (kind: ActorKind): Actor =>
  kind === 'admin'
    ? { kind, id: adminId }
    : kind === 'customer'
      ? { kind, id: buyerId }
      : kind === 'paymob'
        ? { kind, source: 'callback' }
        : kind === 'courier'
          ? { kind, courier: 'bosta' }
          : { kind };

const effectNames = (effects: OrderEffect[]) =>
  effects.map((e) => (e.kind === 'mail' ? `mail:${e.mail}` : e.kind));

async function makeOrder(
  paymentStatus: Payment,
  deliveryStatus: Delivery,
  method: Method,
  /** Refunds (decision 042) need money taken: the order was paid at some point. */
  paidAt: Date | null = null,
) {
  const db = t.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      userId: buyerId,
      subtotalPiastres: 10_000,
      shippingPiastres: 0,
      totalPiastres: 10_000,
      shippingInfo: SHIPPING_INFO,
      paymentMethod: method,
      paymentStatus,
      deliveryStatus,
      deliveredAt: deliveryStatus === 'delivered' ? new Date() : null,
      paidAt,
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order.id,
    productId,
    nameEn: 'P',
    nameAr: 'م',
    unitPricePiastres: 5_000,
    quantity: 2,
    totalPiastres: 10_000,
  });
  return order;
}

const stock = async () =>
  (await t.database.db.select().from(products).where(eq(products.id, productId)))[0].stockQuantity!;
const rowOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = (id: string) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
const auditsOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, id)));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const passwordHash = await hashPassword('password1');
  const [boss, buyer] = await db
    .insert(users)
    .values([
      { email: 'boss@example.com', firstName: 'B', lastName: 'A', role: 'admin', passwordHash },
      { email: 'mona@example.com', firstName: 'Mona', lastName: 'Adel', passwordHash },
    ])
    .returning();
  adminId = boss.id;
  buyerId = buyer.id;
  const [category] = await db
    .insert(categories)
    .values({ slug: 'x', nameEn: 'X', nameAr: 'س' })
    .returning();
  [{ id: productId }] = await db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'P',
      nameAr: 'م',
      pricePiastres: 5_000,
      stockQuantity: 10,
    })
    .returning();
  [{ id: cartId }] = await db.insert(carts).values({ userId: buyerId }).returning();
});

afterAll(async () => {
  await t.app.close();
});

describe('order lifecycle: the state machine', () => {
  it('has exactly the transitions of the decision record, each for one actor', () => {
    expect([...TRANSITION_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const name of TRANSITION_NAMES) {
      expect(MACHINE[name].actor, name).toBe(EXPECTED[name].actor);
      expect(MACHINE[name].stock, name).toBe(EXPECTED[name].stock);
    }
  });

  it.each(TRANSITION_NAMES)(
    '%s: applied from every allowed state, refused (nothing written) from every other',
    async (name) => {
      const want = EXPECTED[name];
      const actor = actorOf(want.actor);
      for (const method of METHODS) {
        for (const paymentStatus of PAYMENTS) {
          for (const deliveryStatus of DELIVERIES) {
            const label = `${name} on ${method} ${paymentStatus}/${deliveryStatus}`;
            const order = await makeOrder(
              paymentStatus,
              deliveryStatus,
              method,
              want.refund ? new Date('2026-01-01T00:00:00Z') : null,
            );
            await t.database.db.delete(cartItems).where(eq(cartItems.cartId, cartId));
            const stockBefore = await stock();
            const outcome = await t.database.db.transaction((tx) =>
              applyTransition(tx, order, name, actor, {
                note: 'why',
                payment:
                  want.actor === 'paymob' ? { transactionId: '77', reference: 'R-1' } : undefined,
                refund: want.refund && {
                  amountPiastres: want.refund.amountPiastres,
                  kind: 'refund',
                  mode: 'manual',
                },
              }),
            );
            const after = await rowOf(order.id);
            const events = await eventsOf(order.id);
            const audits = await auditsOf(order.id);
            const allowed =
              want.methods.includes(method) &&
              want.payment.includes(paymentStatus) &&
              want.delivery.includes(deliveryStatus);
            if (!allowed) {
              expect(outcome, label).toEqual({ ok: false, reason: 'not_allowed' });
              expect(after, label).toEqual(order);
              expect(events, label).toEqual([]);
              expect(audits, label).toEqual([]);
              expect(await stock(), label).toBe(stockBefore);
              continue;
            }
            expect(outcome.ok, label).toBe(true);
            if (!outcome.ok) continue;
            expect(
              { paymentStatus: after.paymentStatus, deliveryStatus: after.deliveryStatus },
              label,
            ).toEqual({ paymentStatus, deliveryStatus, ...want.to });
            expect(after.updatedAt.getTime(), label).toBeGreaterThan(order.updatedAt.getTime());
            if (want.stamp === 'paidAt') expect(after.paidAt, label).not.toBeNull();
            if (want.stamp === 'deliveredAt') expect(after.deliveredAt, label).not.toBeNull();
            if (want.stamp === 'deliveredAt cleared') expect(after.deliveredAt, label).toBeNull();
            if (want.stamp === 'cancelledAt') expect(after.cancelledAt, label).not.toBeNull();
            if (want.stamp === 'confirmedAt') expect(after.confirmedAt, label).not.toBeNull();
            if (want.stamp === 'cashCollected') {
              // No amount or day given: the order's total, now; the payment's time is the same.
              expect(after, label).toMatchObject({
                cashCollectedPiastres: 10_000,
                cashCollectedById: adminId,
              });
              expect(after.cashCollectedAt, label).not.toBeNull();
              expect(after.paidAt, label).toEqual(after.cashCollectedAt);
            } else {
              expect(after.cashCollectedAt, label).toBeNull();
            }
            // Only a refund gives money back, and exactly its amount (decision 042).
            expect(after.refundedPiastres, label).toBe(want.refund?.amountPiastres ?? 0);
            if (want.actor === 'paymob') {
              expect(after.reference, label).toBe('R-1');
              if (name === 'payment_succeeded') expect(after.transactionId, label).toBe('77');
            }
            const field = want.to.paymentStatus ? 'paymentStatus' : 'deliveryStatus';
            expect(events, label).toHaveLength(1);
            expect(events[0], label).toMatchObject({
              type: want.event,
              fromStatus: order[field],
              toStatus: want.to[field],
              note: 'why',
              actorId:
                want.actor === 'admin' ? adminId : want.actor === 'customer' ? buyerId : null,
            });
            // Staff changes are audited (decision 029); the others are on the order's history.
            expect(audits, label).toHaveLength(want.actor === 'admin' ? 1 : 0);
            if (want.refund) {
              const moved = order[field] !== want.to[field];
              expect(audits[0], label).toMatchObject({
                action: 'order.refunded',
                actorId: adminId,
                before: {
                  ...want.refund.audit.before,
                  ...(moved ? { [field]: order[field] } : {}),
                },
                after: {
                  ...want.refund.audit.after,
                  ...(moved ? { [field]: want.to[field] } : {}),
                  note: 'why',
                },
              });
            } else if (want.actor === 'admin') {
              expect(audits[0], label).toMatchObject({
                action: 'order.status_changed',
                actorId: adminId,
                before: { [field]: order[field] },
                after: { [field]: want.to[field], note: 'why' },
              });
              if (want.stamp === 'cashCollected') {
                expect(audits[0].after, label).toMatchObject({ cashCollected: 100 });
              }
            }
            expect(await stock(), label).toBe(stockBefore + (want.stock === 'keep' ? 0 : 2));
            const inCart = await t.database.db
              .select()
              .from(cartItems)
              .where(eq(cartItems.cartId, cartId));
            expect(inCart.length, label).toBe(want.stock === 'release_into_cart' ? 1 : 0);
            expect(effectNames(outcome.effects), label).toEqual(want.effects);
          }
        }
      }
    },
  );

  it.each(TRANSITION_NAMES)('%s: refused for every other actor, nothing written', async (name) => {
    const want = EXPECTED[name];
    const others = (['customer', 'admin', 'paymob', 'system'] as const).filter(
      (kind) => kind !== want.actor,
    );
    for (const kind of others) {
      // A state the transition is allowed from: only the actor is wrong.
      const order = await makeOrder(want.payment[0], want.delivery[0], want.methods[0]);
      const stockBefore = await stock();
      const outcome = await t.database.db.transaction((tx) =>
        applyTransition(tx, order, name, actorOf(kind)),
      );
      expect(outcome, `${name} by ${kind}`).toEqual({ ok: false, reason: 'wrong_actor' });
      expect(await rowOf(order.id)).toEqual(order);
      expect(await eventsOf(order.id)).toEqual([]);
      expect(await auditsOf(order.id)).toEqual([]);
      expect(await stock()).toBe(stockBefore);
    }
  });

  it('writes nothing when the caller rolls back: effects are only returned, never run', async () => {
    const order = await makeOrder('pending', 'in_progress', 'cod');
    const stockBefore = await stock();
    const queued = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`
      select (select count(*) from jobs)::int + (select count(*) from notifications)::int as n`,
        )
      )[0].n;
    const queuedBefore = await queued();
    await expect(
      t.database.db.transaction(async (tx) => {
        const outcome = await applyTransition(tx, order, 'cancel', actorOf('admin'));
        expect(outcome.ok).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowOf(order.id)).toEqual(order);
    expect(await stock()).toBe(stockBefore);
    expect(await queued()).toBe(queuedBefore);
  });
});

describe('order lifecycle: refunds (decision 042)', () => {
  const paidAt = new Date('2026-01-01T00:00:00Z');
  const manual = (amountPiastres: number): RefundInput => ({
    amountPiastres,
    kind: 'refund',
    mode: 'manual',
  });
  const admin = () => actorOf('admin');
  const refundRows = async (paymentStatus: Payment, paid: Date | null, refundedPiastres = 0) => {
    const order = await makeOrder(paymentStatus, 'in_progress', 'card', paid);
    if (refundedPiastres === 0) return order;
    await t.database.db.update(orders).set({ refundedPiastres }).where(eq(orders.id, order.id));
    return rowOf(order.id);
  };

  it('refuses an amount that does not fit the transition or the money left, writing nothing', async () => {
    const cases: [TransitionName, Payment, Date | null, number, RefundInput | undefined][] = [
      ['refund_partly', 'paid', paidAt, 0, manual(10_000)], // everything left: refund_fully
      ['refund_fully', 'paid', paidAt, 0, manual(4_000)], // less than what is left
      ['refund_partly', 'paid', paidAt, 0, manual(10_001)], // more than was paid
      ['refund_fully', 'partially_refunded', paidAt, 6_000, manual(5_000)], // more than is left
      ['refund_partly', 'paid', paidAt, 0, undefined], // no amount
      ['refund_partly', 'paid', paidAt, 0, manual(0)],
      ['refund_partly', 'paid', paidAt, 0, manual(12.5)], // not whole piastres
      ['refund_cancelled', 'cancelled', null, 0, manual(4_000)], // cancelled before it was paid
    ];
    for (const [name, paymentStatus, paid, refunded, refund] of cases) {
      const label = `${name} ${paymentStatus} ${refunded} ${refund?.amountPiastres}`;
      const order = await refundRows(paymentStatus, paid, refunded);
      const outcome = await t.database.db.transaction((tx) =>
        applyTransition(tx, order, name, admin(), { refund }),
      );
      expect(outcome, label).toEqual({ ok: false, reason: 'not_allowed' });
      expect(await rowOf(order.id), label).toEqual(order);
      expect(await eventsOf(order.id), label).toEqual([]);
      expect(await auditsOf(order.id), label).toEqual([]);
    }
  });

  it('applyRefund: partly, then the rest, then nothing more; a cancelled order stays cancelled', async () => {
    const order = await refundRows('paid', paidAt);
    const refund = async (amountPiastres: number) =>
      t.database.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, order.id))
          .for('update');
        return applyRefund(tx, locked, admin(), manual(amountPiastres), { note: 'damaged' });
      });
    expect(await refund(3_000)).toMatchObject({ ok: true, to: 'partially_refunded' });
    expect(await rowOf(order.id)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPiastres: 3_000,
    });
    expect(await refund(8_000)).toEqual({ ok: false, reason: 'not_allowed' });
    expect(await refund(7_000)).toMatchObject({ ok: true, to: 'refunded' });
    expect(await rowOf(order.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedPiastres: 10_000,
    });
    expect(await refund(1)).toEqual({ ok: false, reason: 'not_allowed' });
    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.type, e.toStatus, e.note])).toEqual([
      ['partially_refunded', 'partially_refunded', 'damaged'],
      ['refunded', 'refunded', 'damaged'],
    ]);

    const cancelled = await refundRows('cancelled', paidAt);
    const outcome = await t.database.db.transaction((tx) =>
      applyRefund(tx, cancelled, admin(), manual(10_000)),
    );
    expect(outcome).toMatchObject({ ok: true, from: 'cancelled', to: 'cancelled' });
    expect(outcome.ok && effectNames(outcome.effects)).toEqual([
      'mail:refunded',
      'notify_customer',
    ]);
    expect(await rowOf(cancelled.id)).toMatchObject({
      paymentStatus: 'cancelled',
      refundedPiastres: 10_000,
      cancelledAt: cancelled.cancelledAt,
    });
  });
});

describe('order lifecycle: Paymob’s word names the order’s own method (decision 041)', () => {
  // The customer's and the admins' notices, in both languages, per online method.
  const NAMES = {
    card: { en: 'card payment', ar: 'الدفع بالبطاقة', title: 'Card payment' },
    wallet: { en: 'mobile wallet', ar: 'المحفظة الإلكترونية', title: 'Mobile wallet' },
    instalments: { en: 'instalments', ar: 'التقسيط', title: 'Instalments' },
    apple_pay: { en: 'Apple Pay', ar: 'Apple Pay', title: 'Apple Pay' },
    kiosk: { en: 'cash at a kiosk', ar: 'الدفع نقدًا في منافذ الدفع', title: 'Cash at a kiosk' },
  } as const;
  const noticesOf = (effects: OrderEffect[], kind: 'notify_customer' | 'notify_admins') =>
    effects.flatMap((e) => (e.kind === kind ? [e.notice] : []));

  it('tells the customer (and the admins of a decline) how they paid, in English and Arabic', async () => {
    type Method = keyof typeof NAMES;
    for (const [method, name] of Object.entries(NAMES) as [Method, (typeof NAMES)[Method]][]) {
      const paid = await makeOrder('pending', 'in_progress', method);
      const outcome = await t.database.db.transaction((tx) =>
        applyTransition(tx, paid, 'payment_succeeded', actorOf('paymob')),
      );
      expect(outcome.ok, method).toBe(true);
      const effects = outcome.ok ? outcome.effects : [];
      expect(effectNames(effects), method).toEqual(['mail:paid', 'notify_customer']);
      const [received] = noticesOf(effects, 'notify_customer');
      expect(received, method).toMatchObject({
        titleEn: `Payment received for order #${paid.orderNumber}`,
        messageEn: `We received your payment (${name.en}). We are preparing your order.`,
        messageAr: `استلمنا دفعتك (${name.ar}). نجهّز طلبك الآن.`,
      });

      const declined = await makeOrder('pending', 'in_progress', method);
      const refused = await t.database.db.transaction((tx) =>
        applyTransition(tx, declined, 'payment_declined', actorOf('paymob')),
      );
      const after = refused.ok ? refused.effects : [];
      const [customer] = noticesOf(after, 'notify_customer');
      expect(customer.messageEn, method).toContain(`Your payment (${name.en}) was not completed`);
      expect(customer.messageAr, method).toContain(`لم تكتمل عملية الدفع (${name.ar})`);
      const [admins] = noticesOf(after, 'notify_admins');
      expect(admins.titleEn, method).toBe(
        `${name.title} failed for order #${declined.orderNumber}`,
      );
      expect(admins.titleAr, method).toBe(`فشل ${name.ar} للطلب رقم ${declined.orderNumber}`);

      // Only the card's own notices speak of a card.
      if (method !== 'card') {
        for (const notice of [received, customer, admins]) {
          const text = Object.values(notice).join(' ');
          expect(text, method).not.toMatch(/card|بطاقة/i);
        }
      }
    }
  });
});
