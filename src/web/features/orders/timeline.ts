import type { OrderDetail } from '../../../shared/schemas/orders';

export type StepKey =
  | 'created'
  | 'confirmed'
  | 'paid'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'failed'
  | 'in_progress'
  | 'pending'
  // Money given back (decision 042): the event's type names it.
  | 'partially_refunded'
  | 'refunded'
  | 'updated';

export interface TimelineStep {
  key: StepKey;
  /** When it happened; null for a step still to come. */
  at: string | null;
  state: 'done' | 'upcoming' | 'problem';
  /** The note staff gave with the change (the admin's timeline only, decision 046). */
  note?: string | null;
}

const KNOWN = new Set<string>([
  'paid',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'failed',
  'in_progress',
  'pending',
  'partially_refunded',
  'refunded',
]);

/** What one order event means for the customer: its type, else the status it moved to. */
function stepOf(event: OrderDetail['events'][number]): StepKey {
  if (event.type === 'created') return 'created';
  // A cash order confirmed by its customer or the admin (decision 043).
  if (event.fromStatus === 'awaiting_confirmation') return 'confirmed';
  if (KNOWN.has(event.type)) return event.type as StepKey;
  if (event.toStatus && KNOWN.has(event.toStatus)) return event.toStatus as StepKey;
  return 'updated';
}

const MILESTONES: StepKey[] = ['created', 'paid', 'out_for_delivery', 'delivered'];
/** Cash on delivery is paid at the door: after the parcel arrives (issue 24 item 9). */
const COD_MILESTONES: StepKey[] = ['created', 'out_for_delivery', 'delivered', 'paid'];

/**
 * The tracking timeline: what happened (oldest first, from the order's events), then the
 * milestones still ahead in the order they will happen (created → paid → out for delivery →
 * delivered; cash on delivery: created → out for delivery → delivered → paid). A cancelled or
 * failed order has nothing ahead.
 */
export function buildTimeline(
  order: Pick<OrderDetail, 'events' | 'createdAt' | 'paymentStatus' | 'deliveryStatus'> &
    Partial<Pick<OrderDetail, 'paymentMethod'>>,
): TimelineStep[] {
  const events = [...order.events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const past: TimelineStep[] = events.map((event) => {
    const key = stepOf(event);
    return {
      key,
      at: event.createdAt,
      state: key === 'cancelled' || key === 'failed' ? 'problem' : 'done',
      note: event.note,
    };
  });
  if (!past.some((step) => step.key === 'created')) {
    past.unshift({ key: 'created', at: order.createdAt, state: 'done' });
  }
  if (order.paymentStatus === 'cancelled' || order.paymentStatus === 'failed') return past;

  // Milestones reached already (by status, even without an event) are not "ahead".
  const reached = new Set(past.map((step) => step.key));
  // Refunded orders were paid first (decision 042).
  if (['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus)) reached.add('paid');
  if (order.deliveryStatus === 'delivered') {
    reached.add('out_for_delivery');
    reached.add('delivered');
  }
  if (order.deliveryStatus === 'out_for_delivery') reached.add('out_for_delivery');
  // A cash order waiting for its customer's confirmation has that step ahead first (043).
  const planned = order.paymentMethod === 'cod' ? COD_MILESTONES : MILESTONES;
  const milestones: StepKey[] =
    order.deliveryStatus === 'awaiting_confirmation'
      ? ['created', 'confirmed', ...planned.slice(1)]
      : planned;
  // Cash on delivery is paid at the door: "paid" comes after "delivered", never skipped.
  const ahead = milestones
    .filter((key) => !reached.has(key))
    .map((key): TimelineStep => ({ key, at: null, state: 'upcoming' }));
  return [...past, ...ahead];
}
