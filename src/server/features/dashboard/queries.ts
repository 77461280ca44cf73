import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { salesByDay } from '../orders';
import { netOfRefunds } from '../pricing';
import type { DayRow } from './figures';

/** A Cairo calendar day ('YYYY-MM-DD') and the instants where it starts. */
export interface Bounds {
  today: string;
  /** First day of the period and of the previous period of the same length. */
  from: string;
  previousFrom: string;
}

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
 * Orders and paid revenue per day for the previous and the current period together (one query
 * of the orders area); days without any come back as zeros.
 */
export async function dailySeries(db: Db, b: Bounds): Promise<DayRow[]> {
  const rows = await salesByDay(db, b.previousFrom, b.today);
  // Revenue net of what partially refunded orders gave back (decision 042).
  const byDate = new Map(
    rows.map(({ refunded, ...row }) => [
      row.date,
      { ...row, revenue: netOfRefunds(row.revenue, refunded) },
    ]),
  );
  return daysBetween(b.previousFrom, b.today).map(
    (date) => byDate.get(date) ?? { date, orders: 0, revenue: 0, paidOrders: 0 },
  );
}
