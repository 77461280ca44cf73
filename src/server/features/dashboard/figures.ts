import type { ComparedFigure } from '../../../shared/schemas/dashboard';

/** One Cairo day of the series, money in piastres. */
export interface DayRow {
  date: string;
  orders: number;
  revenue: number;
  paidOrders: number;
}

export interface PeriodTotals {
  orders: number;
  revenue: number;
  paidOrders: number;
  /** Piastres, rounded; 0 without a paid order. */
  averageOrderValue: number;
}

/** Percent change, one decimal; null when there is no base to compare with (previous = 0). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export const compare = (current: number, previous: number): ComparedFigure => ({
  current,
  previous,
  change: percentChange(current, previous),
});

export function totalsOf(days: readonly DayRow[]): PeriodTotals {
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const revenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const paidOrders = days.reduce((sum, d) => sum + d.paidOrders, 0);
  return {
    orders,
    revenue,
    paidOrders,
    averageOrderValue: paidOrders ? Math.round(revenue / paidOrders) : 0,
  };
}

/** The largest value of a day; ties go to the most recent day. Null when every day is 0. */
function peak(days: readonly DayRow[], value: (d: DayRow) => number): DayRow | null {
  let best: DayRow | null = null;
  for (const day of days) if (value(day) > 0 && (!best || value(day) >= value(best))) best = day;
  return best;
}

/**
 * SPEC §9's figures over the period (decision 017): best day by orders, highest revenue of a day,
 * and the growth of revenue per day in the second half against the first. An odd period's
 * middle day belongs to the second half, so the halves are compared per day, not in total.
 */
export function highlightsOf(days: readonly DayRow[]) {
  const firstLength = Math.floor(days.length / 2);
  const first = days.slice(0, firstLength);
  const second = days.slice(firstLength);
  const firstRevenue = first.reduce((sum, d) => sum + d.revenue, 0);
  const secondRevenue = second.reduce((sum, d) => sum + d.revenue, 0);
  const perDay = (total: number, length: number) => (length ? total / length : 0);
  const bestDay = peak(days, (d) => d.orders);
  const highestRevenue = peak(days, (d) => d.revenue);
  return {
    bestDay: bestDay ? { date: bestDay.date, orders: bestDay.orders } : null,
    highestRevenue: highestRevenue
      ? { date: highestRevenue.date, revenue: highestRevenue.revenue }
      : null,
    averageOrderValue: totalsOf(days).averageOrderValue,
    firstHalfRevenue: firstRevenue,
    secondHalfRevenue: secondRevenue,
    firstHalfDays: first.length,
    secondHalfDays: second.length,
    growthRate: percentChange(
      perDay(secondRevenue, second.length),
      perDay(firstRevenue, first.length),
    ),
  };
}
