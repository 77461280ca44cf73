import { sql } from 'drizzle-orm';
import type { PAYMENT_STATUSES } from '../../../shared/constants';
import { type Db, queryRows } from '../../db/client';
import type { DayRow } from './figures';

/** A Cairo calendar day ('YYYY-MM-DD') and the instants where it starts. */
export interface Bounds {
  today: string;
  /** First day of the period and of the previous period of the same length. */
  from: string;
  previousFrom: string;
}

// Midnight of a Cairo day as an instant: comparing the raw timestamps against it keeps the
// orders indexes usable, where converting every row to a Cairo date would not.
const cairoMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Africa/Cairo')`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Africa/Cairo')`;

/** Today in Cairo per the database's time zone rules (the same ones that bucket the orders). */
export async function periodBounds(db: Db, now: Date, days: number): Promise<Bounds> {
  const [row] = await queryRows<Bounds>(
    db,
    sql`select today::text as "today", (today - ${days - 1}::int)::text as "from",
          (today - ${2 * days - 1}::int)::text as "previousFrom"
        from (select (${now.toISOString()}::timestamptz at time zone 'Africa/Cairo')::date as today) t`,
  );
  return row;
}

/** Every Cairo day from `from` to `to`, both included ('YYYY-MM-DD' arithmetic in UTC). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= last; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Orders placed (not cancelled) by day of creation, and paid revenue by day of payment, for the
 * previous and the current period together; days without any come back as zeros. The days are
 * filled in here, not joined to generate_series: that join's row estimate is so far off that
 * PostgreSQL would JIT-compile the query, which alone costs 200 ms.
 */
export async function dailySeries(db: Db, b: Bounds): Promise<DayRow[]> {
  const start = cairoMidnight(b.previousFrom);
  const end = dayAfter(b.today);
  const rows = await queryRows<DayRow>(
    db,
    sql`select day::text as "date", sum(orders)::int as "orders", sum(revenue)::float8 as "revenue",
          sum(paid_orders)::int as "paidOrders"
        from (
          select (created_at at time zone 'Africa/Cairo')::date as day, count(*) as orders,
            0 as revenue, 0 as paid_orders
          from orders
          where created_at >= ${start} and created_at < ${end} and payment_status <> 'cancelled'
          group by 1
          union all
          select (paid_at at time zone 'Africa/Cairo')::date, 0, sum(total_piastres), count(*)
          from orders
          where payment_status = 'paid' and paid_at >= ${start} and paid_at < ${end}
          group by 1
        ) by_day
        group by day`,
  );
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return daysBetween(b.previousFrom, b.today).map(
    (date) => byDate.get(date) ?? { date, orders: 0, revenue: 0, paidOrders: 0 },
  );
}

/** Customer accounts created in the current and in the previous period. */
export async function newCustomers(
  db: Db,
  b: Bounds,
): Promise<{ current: number; previous: number }> {
  const [row] = await queryRows<{ current: number; previous: number }>(
    db,
    sql`select count(*) filter (where created_at >= ${cairoMidnight(b.from)})::int as "current",
          count(*) filter (where created_at < ${cairoMidnight(b.from)})::int as "previous"
        from users
        where role = 'customer' and created_at >= ${cairoMidnight(b.previousFrom)}
          and created_at < ${dayAfter(b.today)}`,
  );
  return row;
}

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Orders created in the period by payment and delivery status (cancelled ones included). */
export function statusCounts(db: Db, b: Bounds) {
  return queryRows<{ paymentStatus: PaymentStatus; deliveryStatus: string; count: number }>(
    db,
    sql`select payment_status as "paymentStatus", delivery_status as "deliveryStatus",
          count(*)::int as "count"
        from orders
        where created_at >= ${cairoMidnight(b.from)} and created_at < ${dayAfter(b.today)}
        group by 1, 2`,
  );
}

/**
 * The five products with the most paid revenue in the period (order lines, without shipping).
 * Lines are summed per product id first (or per copied name once the product is gone); only the
 * five winners are then named, as in the catalog today.
 */
export function topProducts(db: Db, b: Bounds) {
  return queryRows<{
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
          where o.payment_status = 'paid' and o.paid_at >= ${cairoMidnight(b.from)}
            and o.paid_at < ${dayAfter(b.today)}
          group by 1, 2
          order by revenue desc, 1, 2
          limit 5
        )
        select sold.product_id::text as "productId",
          coalesce(p.name_en, sold.gone) as "nameEn",
          coalesce(p.name_ar, (select oi.name_ar from order_items oi
            where oi.product_id is null and oi.name_en = sold.gone limit 1)) as "nameAr",
          sold.revenue as "revenue", sold.units as "units"
        from sold
        left join products p on p.id = sold.product_id
        order by sold.revenue desc, sold.product_id, sold.gone`,
  );
}
