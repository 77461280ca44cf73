import type { OrderDetail } from '../../../shared/schemas/orders';

export type StepKey =
  | 'created'
  | 'paid'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'failed'
  | 'in_progress'
  | 'pending'
  | 'updated';

export interface TimelineStep {
  key: StepKey;
  /** When it happened; null for a step still to come. */
  at: string | null;
  state: 'done' | 'upcoming' | 'problem';
}

const KNOWN = new Set<string>([
  'paid',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'failed',
  'in_progress',
  'pending',
]);

/** What one order event means for the customer: its type, else the status it moved to. */
function stepOf(event: OrderDetail['events'][number]): StepKey {
  if (event.type === 'created') return 'created';
  if (KNOWN.has(event.type)) return event.type as StepKey;
  if (event.toStatus && KNOWN.has(event.toStatus)) return event.toStatus as StepKey;
  return 'updated';
}

const MILESTONES: StepKey[] = ['created', 'paid', 'out_for_delivery', 'delivered'];

/**
 * The tracking timeline: what happened (oldest first, from the order's events), then the
 * milestones still ahead (created → paid → out for delivery → delivered). A cancelled or failed
 * order has nothing ahead.
 */
export function buildTimeline(
  order: Pick<OrderDetail, 'events' | 'createdAt' | 'paymentStatus' | 'deliveryStatus'>,
): TimelineStep[] {
  const events = [...order.events].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const past: TimelineStep[] = events.map((event) => {
    const key = stepOf(event);
    return {
      key,
      at: event.createdAt,
      state: key === 'cancelled' || key === 'failed' ? 'problem' : 'done',
    };
  });
  if (!past.some((step) => step.key === 'created')) {
    past.unshift({ key: 'created', at: order.createdAt, state: 'done' });
  }
  if (order.paymentStatus === 'cancelled' || order.paymentStatus === 'failed') return past;

  // Milestones reached already (by status, even without an event) are not "ahead".
  const reached = new Set(past.map((step) => step.key));
  if (order.paymentStatus === 'paid') reached.add('paid');
  if (order.deliveryStatus === 'delivered') {
    reached.add('out_for_delivery');
    reached.add('delivered');
  }
  if (order.deliveryStatus === 'out_for_delivery') reached.add('out_for_delivery');
  // Cash on delivery is paid at the door: "paid" may come after "delivered", never skipped.
  const ahead = MILESTONES.filter((key) => !reached.has(key)).map(
    (key): TimelineStep => ({ key, at: null, state: 'upcoming' }),
  );
  return [...past, ...ahead];
}
