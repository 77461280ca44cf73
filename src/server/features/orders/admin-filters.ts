import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOrderCsvQuerySchema } from '../../../shared/schemas/csv-exports';
import { escapeLike } from '../../lib/sql-like';
import { orders } from './tables';

type Filters = Omit<z.output<typeof adminOrderCsvQuerySchema>, 'lang'>;

// Shop days are Cairo calendar days; the database's time zone rules handle daylight saving.
export const cairoDay = (column: SQL | typeof orders.createdAt) =>
  sql`(${column} at time zone 'Africa/Cairo')::date`;

/** The admin orders list's filters, shared by the page and its CSV export. */
export function adminOrderWhere(query: Filters): SQL | undefined {
  const filters: SQL[] = [];
  if (query.paymentStatus) filters.push(eq(orders.paymentStatus, query.paymentStatus));
  if (query.deliveryStatus) filters.push(eq(orders.deliveryStatus, query.deliveryStatus));
  if (query.from) filters.push(sql`${cairoDay(orders.createdAt)} >= ${query.from}::date`);
  if (query.to) filters.push(sql`${cairoDay(orders.createdAt)} <= ${query.to}::date`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    filters.push(
      or(
        sql`${orders.orderNumber}::text = ${query.search.replace(/^#/, '')}`,
        sql`${orders.shippingInfo}->>'fullName' ilike ${pattern}`,
        sql`${orders.shippingInfo}->>'phone' ilike ${pattern}`,
      )!,
    );
  }
  return filters.length ? and(...filters) : undefined;
}
