import { sql } from 'drizzle-orm';
import type { PAYMENT_STATUSES } from '../../../shared/constants';
import { type Db, queryRows } from '../../db/client';
import { cairoDayAfter, cairoMidnight } from '../../lib/cairo-days';
import { currentProductNames } from '../catalog';

/**
 * Sales over Cairo days (the admin dashboard's figures), each one aggregate statement: never
 * the orders themselves. Days are 'YYYY-MM-DD', both ends included; money in piastres.
 */

export interface SalesDay {
  date: string;
  orders: number;
  revenue: number;
  paidOrders: number;
  /**
   * Given back so far of the day's partially refunded orders, already counted in `revenue`: the
   * dashboard takes it off (decision 042). Fully refunded orders are not in `revenue` at all.
   */
  refunded: number;
}

/**
 * Orders placed (not cancelled) by day of creation, and paid revenue by day of payment (a
 * partially refunded order with what went back of it; a refunded one not at all); only
 * days with either come back. The caller fills in the others rather than joining
 * generate_series: that join's row estimate is so far off that PostgreSQL would JIT-compile the
 * query, which alone costs 200 ms.
 */
export function salesByDay(db: Db, from: string, to: string): Promise<SalesDay[]> {
  const start = cairoMidnight(from);
  const end = cairoDayAfter(to);
  return queryRows<SalesDay>(
    db,
    sql`select day::text as "date", sum(orders)::int as "orders", sum(revenue)::float8 as "revenue",
          sum(paid_orders)::int as "paidOrders", sum(refunded)::float8 as "refunded"
        from (
          select (created_at at time zone 'Africa/Cairo')::date as day, count(*) as orders,
            0 as revenue, 0 as paid_orders, 0 as refunded
          from orders
          where created_at >= ${start} and created_at < ${end} and payment_status <> 'cancelled'
          group by 1
          union all
          select (paid_at at time zone 'Africa/Cairo')::date, 0, sum(total_piastres), count(*), 0
          from orders
          where payment_status = 'paid' and paid_at >= ${start} and paid_at < ${end}
          group by 1
          union all
          select (paid_at at time zone 'Africa/Cairo')::date, 0, sum(total_piastres), count(*),
            sum(refunded_piastres)
          from orders
          where payment_status = 'partially_refunded' and paid_at >= ${start} and paid_at < ${end}
          group by 1
        ) by_day
        group by day`,
  );
}

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Orders created in the days by payment and delivery status (cancelled ones included). */
export function orderStatusCounts(db: Db, from: string, to: string) {
  return queryRows<{ paymentStatus: PaymentStatus; deliveryStatus: string; count: number }>(
    db,
    sql`select payment_status as "paymentStatus", delivery_status as "deliveryStatus",
          count(*)::int as "count"
        from orders
        where created_at >= ${cairoMidnight(from)} and created_at < ${cairoDayAfter(to)}
        group by 1, 2`,
  );
}

/**
 * The five products with the most paid revenue in the days (order lines, without shipping).
 * Lines are summed per product id first (or per copied name once the product is gone); only the
 * five winners are then named, as in the catalog today (the catalog names them: one more small
 * read of five ids).
 */
export async function topSellingProducts(db: Db, from: string, to: string) {
  const start = cairoMidnight(from);
  const end = cairoDayAfter(to);
  const sold = await queryRows<{
    productId: string | null;
    nameEn: string;
    nameAr: string;
    revenue: number;
    units: number;
  }>(
    db,
    sql`with sold as (
          select oi.product_id, case when oi.product_id is null then oi.name_en end as gone,
            sum(oi.total_piastres)::float8 as revenue, sum(oi.quantity)::int as units
          from order_items oi
          join orders o on o.id = oi.order_id
          -- Two disjuncts, not one IN list: the paid ones then come from the partial index
          -- orders_paid_idx (an IN list cannot use it: bench:dashboard, 24 ms against 37 ms).
          where (o.payment_status = 'paid'
              and o.paid_at >= ${start} and o.paid_at < ${end})
            or (o.payment_status = 'partially_refunded'
              and o.paid_at >= ${start} and o.paid_at < ${end})
          group by 1, 2
          order by revenue desc, 1, 2
          limit 5
        )
        select sold.product_id::text as "productId",
          coalesce(sold.gone, (select oi.name_en from order_items oi
            where oi.product_id = sold.product_id limit 1)) as "nameEn",
          (select oi.name_ar from order_items oi
            where oi.product_id is not distinct from sold.product_id
              and (sold.product_id is not null or oi.name_en = sold.gone) limit 1) as "nameAr",
          sold.revenue as "revenue", sold.units as "units"
        from sold
        order by sold.revenue desc, sold.product_id, sold.gone`,
  );
  const names = await currentProductNames(
    db,
    sold.flatMap((row) => (row.productId ? [row.productId] : [])),
  );
  return sold.map((row) => ({ ...row, ...(row.productId && names.get(row.productId)) }));
}
