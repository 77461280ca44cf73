import { and, desc, inArray, notInArray } from 'drizzle-orm';
import type { ShipmentStatus } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { shipments } from './tables';

/**
 * A shipment that no longer holds its order: cancelled, or come back to the shop — the order can
 * be shipped again (the unique index `shipments_one_live_per_order` says the same).
 */
export const ENDED_UNSHIPPED: ShipmentStatus[] = ['cancelled', 'returned'];

/** How a courier is named on paper: the manual courier's own name, or the provider's. */
const COURIER_NAMES = { bosta: 'Bosta' } as const;

/**
 * Each order's shipment on its way (the newest not cancelled nor returned), for the packing slip
 * (invoices, through services.ts): courier, tracking number and parcel count.
 */
export async function liveShipmentsOf(
  db: Db,
  orderIds: string[],
): Promise<Map<string, { courier: string; trackingNumber: string | null; parcels: number }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: shipments.orderId,
      courier: shipments.courier,
      courierName: shipments.courierName,
      trackingNumber: shipments.trackingNumber,
      parcels: shipments.parcels,
    })
    .from(shipments)
    .where(and(inArray(shipments.orderId, orderIds), notInArray(shipments.status, ENDED_UNSHIPPED)))
    .orderBy(desc(shipments.createdAt));
  const found = new Map<
    string,
    { courier: string; trackingNumber: string | null; parcels: number }
  >();
  for (const row of rows) {
    if (found.has(row.orderId)) continue;
    found.set(row.orderId, {
      courier: row.courier === 'manual' ? (row.courierName ?? '') : COURIER_NAMES[row.courier],
      trackingNumber: row.trackingNumber,
      parcels: row.parcels,
    });
  }
  return found;
}
