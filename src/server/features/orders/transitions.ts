import {
  type DELIVERY_STATUSES,
  isOnlinePaymentMethod,
  type PAYMENT_METHODS,
  type PAYMENT_STATUSES,
} from '../../../shared/constants';
import type { OrderAction } from '../../../shared/schemas/orders-admin';

type Payment = (typeof PAYMENT_STATUSES)[number];
type Delivery = (typeof DELIVERY_STATUSES)[number];
export interface OrderState {
  paymentStatus: Payment;
  deliveryStatus: Delivery;
}
/** What a rule may look at: the two statuses and, for the card-only rules, the method. */
export type OrderFacts = OrderState & { paymentMethod?: (typeof PAYMENT_METHODS)[number] };

/** Who asks for a change (docs/decisions/037-order-lifecycle.md). */
export type ActorKind = 'customer' | 'admin' | 'paymob' | 'courier' | 'system';

export const TRANSITION_NAMES = [
  // The admin's actions (SPEC §4, decision 010), from the admin order page.
  'mark_paid',
  'mark_out_for_delivery',
  'mark_delivered',
  'undo_delivery',
  'cancel',
  // The customer's "try again" after a declined card (decision 012).
  'retry_payment',
  // A transaction Paymob vouched for: verified callback or our status inquiry (011, 012).
  'payment_succeeded',
  'payment_declined',
  // The shop itself: a card payment that could not start, and the 24 h clean-up (011, 012).
  'initiation_failed',
  'expire_unpaid',
  // Cash on delivery (decision 043): the courier's cash recorded, and the order confirmed by the
  // customer's e-mailed link or by the admin after a phone call.
  'collect_cash',
  'confirm_order',
  'confirm_by_link',
  // Money given back by the admin (decision 042): through Paymob or recorded by hand, a refund
  // or a same-day void. Which one applies follows from the amount (lifecycle.ts `applyRefund`).
  'refund_partly',
  'refund_fully',
  'refund_cancelled',
  // Fulfilment (issue 21): the courier's word on a parcel (webhook or polling, decision 044),
  // and the customer cancelling their own order before it leaves.
  'courier_delivered',
  'courier_returned',
  'cancel_by_customer',
] as const;
export type TransitionName = (typeof TRANSITION_NAMES)[number];

/**
 * The refund transitions (decision 042): applied only with the refund's amount, which must fit
 * in what the order has left to give back (pricing's `refundLeft`); they write
 * `refunded_piastres` and stamp no timestamp.
 */
export const REFUND_TRANSITIONS = [
  'refund_partly',
  'refund_fully',
  'refund_cancelled',
] as const satisfies readonly TransitionName[];
export type RefundTransitionName = (typeof REFUND_TRANSITIONS)[number];
export const isRefundTransition = (name: TransitionName): name is RefundTransitionName =>
  (REFUND_TRANSITIONS as readonly string[]).includes(name);

export interface Rule {
  /** The only actor that may ask for it. */
  actor: ActorKind;
  allowed: (s: OrderFacts) => boolean;
  apply: (s: OrderFacts) => Partial<OrderState>;
  /** What happens to the stock the order holds: kept, back on the shelf, or back in the cart too. */
  stock: 'keep' | 'release' | 'release_into_cart';
}

const live = (s: OrderFacts) => s.paymentStatus !== 'cancelled' && s.paymentStatus !== 'failed';
/** Paid online (decision 038): a card today, every Paymob method later. */
const card = (s: OrderFacts) =>
  s.paymentMethod !== undefined && isOnlinePaymentMethod(s.paymentMethod);
/** Paid, and not all of it given back yet (decision 042). */
const refundable = (s: OrderFacts) =>
  s.paymentStatus === 'paid' || s.paymentStatus === 'partially_refunded';
/** A cash-on-delivery order still waiting for its customer's confirmation (decision 043). */
const unconfirmedCod = (s: OrderFacts) =>
  s.paymentMethod === 'cod' &&
  s.paymentStatus === 'pending' &&
  s.deliveryStatus === 'awaiting_confirmation';

/** The customer may still change their mind: not yet out of the shop's hands (issue 21). */
const cancellableByCustomer = (s: OrderFacts) =>
  (s.deliveryStatus === 'awaiting_confirmation' || s.deliveryStatus === 'in_progress') &&
  (s.paymentStatus === 'pending' || s.paymentStatus === 'failed' || s.paymentStatus === 'paid');

/**
 * The whole order state machine: payment status × delivery status (cancellation is the payment
 * status `cancelled`), which actor may ask for each change, from which states, what it changes
 * and what happens to the stock. Anything else is refused and changes nothing. Applied only by
 * lifecycle.ts. An order starts pending × in progress, or pending × awaiting confirmation when it
 * is cash on delivery above the admin's threshold (its INSERT in service.ts, decision 043).
 */
export const MACHINE: Record<TransitionName, Rule> = {
  // Cash collected on delivery, or a card payment confirmed by hand.
  mark_paid: {
    actor: 'admin',
    // Not before a cash order is confirmed (decision 043), nor for a parcel that came back.
    allowed: (s) =>
      s.paymentStatus === 'pending' &&
      s.deliveryStatus !== 'awaiting_confirmation' &&
      s.deliveryStatus !== 'returned',
    apply: () => ({ paymentStatus: 'paid' }),
    stock: 'keep',
  },
  // Shipped; or shipped again after the courier brought the parcel back (issue 21).
  mark_out_for_delivery: {
    actor: 'admin',
    allowed: (s) =>
      live(s) && (s.deliveryStatus === 'in_progress' || s.deliveryStatus === 'returned'),
    apply: () => ({ deliveryStatus: 'out_for_delivery' }),
    stock: 'keep',
  },
  mark_delivered: {
    actor: 'admin',
    allowed: (s) =>
      live(s) && (s.deliveryStatus === 'in_progress' || s.deliveryStatus === 'out_for_delivery'),
    apply: () => ({ deliveryStatus: 'delivered' }),
    stock: 'keep',
  },
  // A delivery recorded by mistake goes back to "out for delivery".
  undo_delivery: {
    actor: 'admin',
    allowed: (s) => s.paymentStatus !== 'cancelled' && s.deliveryStatus === 'delivered',
    apply: () => ({ deliveryStatus: 'out_for_delivery' }),
    stock: 'keep',
  },
  // Anything not yet delivered can be cancelled; the stock comes back.
  cancel: {
    actor: 'admin',
    allowed: (s) => s.paymentStatus !== 'cancelled' && s.deliveryStatus !== 'delivered',
    apply: () => ({ paymentStatus: 'cancelled' }),
    stock: 'release',
  },
  // The order kept its stock while the card was declined; a new attempt keeps it too.
  retry_payment: {
    actor: 'customer',
    allowed: (s) => card(s) && s.paymentStatus === 'failed',
    apply: () => ({ paymentStatus: 'pending' }),
    stock: 'keep',
  },
  // Failed too: Paymob's checkout lets the customer retry another card after a decline.
  payment_succeeded: {
    actor: 'paymob',
    allowed: (s) => card(s) && (s.paymentStatus === 'pending' || s.paymentStatus === 'failed'),
    apply: () => ({ paymentStatus: 'paid' }),
    stock: 'keep',
  },
  payment_declined: {
    actor: 'paymob',
    allowed: (s) => card(s) && s.paymentStatus === 'pending',
    apply: () => ({ paymentStatus: 'failed' }),
    stock: 'keep',
  },
  // No checkout ever existed, so no money moved: stock and cart lines come back.
  initiation_failed: {
    actor: 'system',
    allowed: (s) => card(s) && s.paymentStatus === 'pending',
    apply: () => ({ paymentStatus: 'cancelled' }),
    stock: 'release_into_cart',
  },
  // The caller picks the orders old enough (24 h); the rule says which states may expire.
  expire_unpaid: {
    actor: 'system',
    allowed: (s) => card(s) && (s.paymentStatus === 'pending' || s.paymentStatus === 'failed'),
    apply: () => ({ paymentStatus: 'cancelled' }),
    stock: 'release',
  },
  // The courier handed over the cash (amount, day, who: lifecycle.ts writes them with `paid_at`).
  collect_cash: {
    actor: 'admin',
    allowed: (s) =>
      s.paymentMethod === 'cod' &&
      s.paymentStatus === 'pending' &&
      (s.deliveryStatus === 'out_for_delivery' || s.deliveryStatus === 'delivered'),
    apply: () => ({ paymentStatus: 'paid' }),
    stock: 'keep',
  },
  // The admin phoned the customer, who confirmed: the order is prepared from now on.
  confirm_order: {
    actor: 'admin',
    allowed: unconfirmedCod,
    apply: () => ({ deliveryStatus: 'in_progress' }),
    stock: 'keep',
  },
  // The customer opened the link of the 'placed' mail (the token proves whose order it is).
  confirm_by_link: {
    actor: 'customer',
    allowed: unconfirmedCod,
    apply: () => ({ deliveryStatus: 'in_progress' }),
    stock: 'keep',
  },
  // Part of the money back: the order stays in the hands of its delivery, partially refunded.
  refund_partly: {
    actor: 'admin',
    allowed: refundable,
    apply: () => ({ paymentStatus: 'partially_refunded' }),
    stock: 'keep',
  },
  // The rest of the money back (or a void); cancelling the order is its own step (`cancel`).
  refund_fully: {
    actor: 'admin',
    allowed: refundable,
    apply: () => ({ paymentStatus: 'refunded' }),
    stock: 'keep',
  },
  // A paid order cancelled before its money went back stays cancelled; only the amount changes.
  refund_cancelled: {
    actor: 'admin',
    allowed: (s) => s.paymentStatus === 'cancelled',
    apply: () => ({ paymentStatus: 'cancelled' }),
    stock: 'keep',
  },
  // The courier handed the parcel over (its webhook or our polling of it).
  courier_delivered: {
    actor: 'courier',
    allowed: (s) =>
      live(s) && (s.deliveryStatus === 'in_progress' || s.deliveryStatus === 'out_for_delivery'),
    apply: () => ({ deliveryStatus: 'delivered' }),
    stock: 'keep',
  },
  // The parcel came back to the shop (refused, unreachable): the goods are ours again, but the
  // stock comes back only when staff cancel the order after checking them.
  courier_returned: {
    actor: 'courier',
    allowed: (s) =>
      live(s) && (s.deliveryStatus === 'in_progress' || s.deliveryStatus === 'out_for_delivery'),
    apply: () => ({ deliveryStatus: 'returned' }),
    stock: 'keep',
  },
  // The customer cancels before the order leaves: an unpaid one at once; a paid online one
  // too, its refund following (payments' refunds, decision 042). The items go back on the shelf.
  cancel_by_customer: {
    actor: 'customer',
    allowed: cancellableByCustomer,
    apply: () => ({ paymentStatus: 'cancelled' }),
    stock: 'release',
  },
};

/** The admin's actions alone (decision 010), as the admin order page offers them. */
export const TRANSITIONS: Record<OrderAction, Rule> = {
  mark_paid: MACHINE.mark_paid,
  mark_out_for_delivery: MACHINE.mark_out_for_delivery,
  mark_delivered: MACHINE.mark_delivered,
  undo_delivery: MACHINE.undo_delivery,
  cancel: MACHINE.cancel,
};
