import type { ShipmentStatus } from '../../../shared/constants';

/**
 * Bosta's delivery state codes (docs/decisions/044-shipments-and-couriers.md cites the sources:
 * Bosta's webhook guide and the state tables of its SDKs and integrations) mapped onto our
 * shipment statuses. The code is what counts: Bosta's `state.value` names 45 and 46 alike.
 *
 *   a status   the shipment moves there
 *   null       documented, but says nothing new about where the parcel is: recorded, no change
 *   (absent)   not a state of the deliveries we book: recorded, no change
 */
export const BOSTA_STATES: Record<number, { name: string; status: ShipmentStatus | null }> = {
  10: { name: 'Pickup requested', status: 'created' },
  11: { name: 'Waiting for route', status: 'created' },
  20: { name: 'Route assigned', status: 'created' },
  21: { name: 'Picked up from business', status: 'picked_up' },
  24: { name: 'Received at warehouse', status: 'in_transit' },
  25: { name: 'Fulfilled', status: 'in_transit' },
  30: { name: 'In transit between hubs', status: 'in_transit' },
  // "Picked up" by the courier who delivers it: out for delivery on a SEND, on its way back to
  // us on a return (RTO): see bostaStatus.
  41: { name: 'Out for delivery', status: 'out_for_delivery' },
  45: { name: 'Delivered', status: 'delivered' },
  46: { name: 'Returned to business', status: 'returned' },
  // A failed attempt (customer unreachable, refused, wrong address): Bosta tries again (41) or
  // brings it back (RTO).
  47: { name: 'Exception', status: 'exception' },
  // Terminated: what our cancel asks for, or Bosta cancelling it.
  48: { name: 'Terminated', status: 'cancelled' },
  // Cancelled by the customer at the door: the parcel is still in Bosta's hands, coming back.
  49: { name: 'Canceled', status: 'returning' },
  60: { name: 'Returned to stock', status: 'returned' },
  100: { name: 'Lost', status: 'exception' },
  101: { name: 'Damaged', status: 'exception' },
  102: { name: 'Investigation', status: 'exception' },
  103: { name: 'Awaiting your action', status: 'exception' },
  104: { name: 'Archived', status: null },
  105: { name: 'On hold', status: 'exception' },
};

/** Bosta's delivery types as its webhook (a name) or its API ({ code, value }) gives them. */
function isReturnLeg(type: unknown): boolean {
  const value =
    type && typeof type === 'object' ? (type as { value?: unknown; code?: unknown }) : null;
  if (value && Number(value.code) === 20) return true;
  const name = String(value ? value.value : (type ?? ''));
  return /^(rto|return to origin)$/i.test(name.trim());
}

/** Our status for a Bosta state code on a delivery of that type (null: no change). */
export function bostaStatus(code: number, type?: unknown): ShipmentStatus | null {
  const known = BOSTA_STATES[code];
  if (!known) return null;
  const { status } = known;
  // On the way back to the shop every moving state is "returning".
  if (
    isReturnLeg(type) &&
    (status === 'created' ||
      status === 'picked_up' ||
      status === 'in_transit' ||
      status === 'out_for_delivery')
  ) {
    return 'returning';
  }
  return status;
}

/** A shipment in one of these has ended: later reports are kept on its timeline only. */
export const FINAL_SHIPMENT_STATUSES: readonly ShipmentStatus[] = [
  'delivered',
  'returned',
  'cancelled',
];
export const isFinalShipmentStatus = (status: ShipmentStatus) =>
  FINAL_SHIPMENT_STATUSES.includes(status);
