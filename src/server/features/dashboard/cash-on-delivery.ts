import { toEgp } from '../../../shared/money';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { cashCollectedByDay, openCashOrders } from '../orders';
import { type Bounds, daysBetween } from './queries';

/**
 * The cash-on-delivery figures (decision 043): cash still to collect and orders awaiting
 * confirmation now, cash collected per Cairo day of the period. The orders area sums the stored
 * amounts in SQL; this only shapes them (every day of the period, zeros included).
 */
export async function cashOnDeliveryFigures(
  db: Db,
  bounds: Bounds,
): Promise<Dashboard['cashOnDelivery']> {
  const [open, days] = await Promise.all([
    openCashOrders(db),
    cashCollectedByDay(db, bounds.from, bounds.today),
  ]);
  const byDate = new Map(days.flatMap((row) => (row.date ? [[row.date, row] as const] : [])));
  const all = days.find((row) => row.date === null);
  return {
    toCollect: { orders: open.toCollectOrders, amount: toEgp(open.toCollectPiastres) },
    collectedDaily: daysBetween(bounds.from, bounds.today).map((date) => {
      const row = byDate.get(date);
      return { date, orders: row?.orders ?? 0, amount: toEgp(row?.piastres ?? 0) };
    }),
    collected: { orders: all?.orders ?? 0, amount: toEgp(all?.piastres ?? 0) },
    awaitingConfirmation: open.awaitingConfirmation,
  };
}
