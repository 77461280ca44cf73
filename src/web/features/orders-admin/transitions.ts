import type { OrderAction } from '../../../shared/schemas/orders-admin';
import type { AdminOrderSummary } from './api';

type State = Pick<AdminOrderSummary, 'paymentStatus' | 'deliveryStatus'>;

const live = (s: State) => s.paymentStatus !== 'cancelled' && s.paymentStatus !== 'failed';

/**
 * Which buttons to show: mirrors src/server/features/orders/transitions.ts (ADR 010). Only a hint
 * for the page; the server stays the judge and answers 409 to anything else.
 */
const ALLOWED: Record<OrderAction, (s: State) => boolean> = {
  mark_paid: (s) => s.paymentStatus === 'pending' && s.deliveryStatus !== 'awaiting_confirmation',
  mark_out_for_delivery: (s) => live(s) && s.deliveryStatus === 'in_progress',
  mark_delivered: (s) =>
    live(s) && (s.deliveryStatus === 'in_progress' || s.deliveryStatus === 'out_for_delivery'),
  undo_delivery: (s) => s.paymentStatus !== 'cancelled' && s.deliveryStatus === 'delivered',
  cancel: (s) => s.paymentStatus !== 'cancelled' && s.deliveryStatus !== 'delivered',
};

const ORDER: OrderAction[] = [
  'mark_paid',
  'mark_out_for_delivery',
  'mark_delivered',
  'undo_delivery',
  'cancel',
];

export const allowedActions = (state: State): OrderAction[] =>
  ORDER.filter((action) => ALLOWED[action](state));
