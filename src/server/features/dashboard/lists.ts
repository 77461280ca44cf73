import { and, asc, desc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD, STALE_CARD_PAYMENT_MINUTES } from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { Dashboard, DashboardOrder } from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { products } from '../catalog/tables';
import { orders } from '../orders/tables';
import { supportThreads } from '../support/tables';

const LATEST_ORDERS = 8;
const LIST_SIZE = 10;
const SUPPORT_SIZE = 5;

// Each list also says how many rows match in all: the window count runs before the LIMIT.
const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  customerName: sql<string>`${orders.shippingInfo}->>'fullName'`,
  totalPiastres: orders.totalPiastres,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  deliveryStatus: orders.deliveryStatus,
};
type OrderRow = Omit<DashboardOrder, 'createdAt' | 'total'> & {
  createdAt: Date;
  totalPiastres: number;
};

const toOrder = ({ totalPiastres, createdAt, ...row }: OrderRow): DashboardOrder => ({
  ...row,
  createdAt: createdAt.toISOString(),
  total: toEgp(totalPiastres),
});

export async function latestOrders(db: Db): Promise<DashboardOrder[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
    .limit(LATEST_ORDERS);
  return rows.map(toOrder);
}

/** Card orders still pending a quarter of an hour after checkout, oldest first. */
export async function staleCardPayments(
  db: Db,
  now: Date,
): Promise<Dashboard['pendingCardPayments']> {
  const cutoff = new Date(now.getTime() - STALE_CARD_PAYMENT_MINUTES * 60_000);
  const rows = await db
    .select({ ...orderColumns, total: totalRows })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'card'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(LIST_SIZE);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _, ...row }) => toOrder(row)) };
}

/** Products for sale whose tracked stock is at or below the threshold, emptiest first. */
export async function lowStock(db: Db): Promise<Dashboard['lowStock']> {
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      stockQuantity: sql<number>`${products.stockQuantity}`.mapWith(Number),
      total: totalRows,
    })
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        eq(products.isActive, true),
        isNotNull(products.stockQuantity),
        lte(products.stockQuantity, LOW_STOCK_THRESHOLD),
      ),
    )
    .orderBy(asc(products.stockQuantity), asc(products.nameEn))
    .limit(LIST_SIZE);
  return {
    threshold: LOW_STOCK_THRESHOLD,
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _, ...row }) => row),
  };
}

/** Support threads waiting for the shop, most recently active first (read-only here). */
export async function openSupport(db: Db): Promise<Dashboard['openSupport']> {
  const rows = await db
    .select({
      id: supportThreads.id,
      subject: supportThreads.subject,
      requesterName: supportThreads.requesterName,
      priority: supportThreads.priority,
      lastMessageAt: supportThreads.lastMessageAt,
      total: totalRows,
    })
    .from(supportThreads)
    .where(eq(supportThreads.status, 'open'))
    .orderBy(desc(supportThreads.lastMessageAt))
    .limit(SUPPORT_SIZE);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map(({ total: _, lastMessageAt, ...row }) => ({
      ...row,
      lastMessageAt: lastMessageAt.toISOString(),
    })),
  };
}
