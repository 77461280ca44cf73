import type { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../../shared/constants';
import type { OrderAction } from '../../../shared/schemas/orders-admin';

type Payment = (typeof PAYMENT_STATUSES)[number];
type Delivery = (typeof DELIVERY_STATUSES)[number];
export interface OrderState {
  paymentStatus: Payment;
  deliveryStatus: Delivery;
}

/**
 * The admin's order state machine (docs/decisions/010-order-state-machine.md). Each action says
 * from which states it is allowed and what it changes; anything else is refused with 409.
 */
export const TRANSITIONS: Record<
  OrderAction,
  { allowed: (s: OrderState) => boolean; apply: (s: OrderState) => Partial<OrderState> }
> = {
  // Cash collected on delivery, or a card payment confirmed by hand.
  mark_paid: {
    allowed: (s) => s.paymentStatus === 'pending',
    apply: () => ({ paymentStatus: 'paid' }),
  },
  mark_out_for_delivery: {
    allowed: (s) =>
      s.paymentStatus !== 'cancelled' &&
      s.paymentStatus !== 'failed' &&
      s.deliveryStatus === 'in_progress',
    apply: () => ({ deliveryStatus: 'out_for_delivery' }),
  },
  mark_delivered: {
    allowed: (s) =>
      s.paymentStatus !== 'cancelled' &&
      s.paymentStatus !== 'failed' &&
      s.deliveryStatus !== 'delivered',
    apply: () => ({ deliveryStatus: 'delivered' }),
  },
  // A delivery recorded by mistake goes back to "out for delivery".
  undo_delivery: {
    allowed: (s) => s.paymentStatus !== 'cancelled' && s.deliveryStatus === 'delivered',
    apply: () => ({ deliveryStatus: 'out_for_delivery' }),
  },
  // Anything not yet delivered can be cancelled; the stock comes back.
  cancel: {
    allowed: (s) => s.paymentStatus !== 'cancelled' && s.deliveryStatus !== 'delivered',
    apply: () => ({ paymentStatus: 'cancelled' }),
  },
};
