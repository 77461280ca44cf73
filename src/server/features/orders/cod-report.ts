import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { cairoDayAfter, cairoMidnight } from '../../lib/cairo-days';

/**
 * The cash-on-delivery figures of the admin dashboard (decision 043), each one aggregate
 * statement; money in piastres, summed in SQL from the stored amounts.
 */

/**
 * Open cash orders now, whenever placed: delivered but whose cash is not recorded yet (count and
 * their totals), and those waiting for their customer's confirmation.
 */
export async function openCashOrders(db: Db) {
  const [row] = await queryRows<{
    toCollectOrders: number;
    toCollectPiastres: number;
    awaitingConfirmation: number;
  }>(
    db,
    sql`select
          count(*) filter (where delivery_status = 'delivered')::int as "toCollectOrders",
          coalesce(sum(total_piastres) filter (where delivery_status = 'delivered'), 0)::float8
            as "toCollectPiastres",
          count(*) filter (where delivery_status = 'awaiting_confirmation')::int
            as "awaitingConfirmation"
        from orders
        where payment_method = 'cod' and payment_status = 'pending'`,
  );
  return row;
}

/**
 * Cash recorded as collected, by Cairo day of collection (only days with some), and the whole
 * span's count and sum (the row whose date is null).
 */
export function cashCollectedByDay(db: Db, from: string, to: string) {
  return queryRows<{ date: string | null; orders: number; piastres: number }>(
    db,
    sql`select (cash_collected_at at time zone 'Africa/Cairo')::date::text as "date",
          count(*)::int as "orders", coalesce(sum(cash_collected_piastres), 0)::float8 as "piastres"
        from orders
        where payment_method = 'cod' and cash_collected_at >= ${cairoMidnight(from)}
          and cash_collected_at < ${cairoDayAfter(to)}
        group by rollup ((cash_collected_at at time zone 'Africa/Cairo')::date)`,
  );
}
