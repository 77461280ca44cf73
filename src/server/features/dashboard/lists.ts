import { STALE_CARD_PAYMENT_MINUTES } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { Dashboard, DashboardOrder } from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { lowStockProducts } from '../catalog';
import { latestOrders as latestOrderRows, pendingCardOrders, type WatchedOrder } from '../orders';
import { openThreads } from '../support';

/**
 * What needs attention now, each list one query of the area that owns the rows (with its total
 * from a window count), shaped here for the dashboard.
 */

const LATEST_ORDERS = 8;
const LIST_SIZE = 10;
const SUPPORT_SIZE = 5;

const toOrder = ({ totalPiastres, createdAt, ...row }: WatchedOrder): DashboardOrder => ({
  ...row,
  createdAt: createdAt.toISOString(),
  total: toEgp(totalPiastres),
});

export async function latestOrders(db: Db): Promise<DashboardOrder[]> {
  return (await latestOrderRows(db, LATEST_ORDERS)).map(toOrder);
}

/** Card orders still pending a quarter of an hour after checkout, oldest first. */
export async function staleCardPayments(
  db: Db,
  now: Date,
): Promise<Dashboard['pendingCardPayments']> {
  const cutoff = new Date(now.getTime() - STALE_CARD_PAYMENT_MINUTES * 60_000);
  const { total, items } = await pendingCardOrders(db, cutoff, LIST_SIZE);
  return { total, items: items.map(toOrder) };
}

/**
 * Products and variants for sale whose tracked stock is at or below their threshold (their own,
 * else the shop's default), emptiest first.
 */
export async function lowStock(db: Db): Promise<Dashboard['lowStock']> {
  return lowStockProducts(db, LIST_SIZE);
}

/** Support threads waiting for the shop, most recently active first (read-only here). */
export async function openSupport(db: Db): Promise<Dashboard['openSupport']> {
  const { total, items } = await openThreads(db, SUPPORT_SIZE);
  return {
    total,
    items: items.map(({ lastMessageAt, ...row }) => ({
      ...row,
      lastMessageAt: lastMessageAt.toISOString(),
    })),
  };
}
