import {
  type DashboardPeriod,
  DELIVERY_STATUSES,
  PAYMENT_STATUSES,
} from '../../../shared/constants';
import { toEgp } from '../../../shared/money';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { newCustomerCounts } from '../auth';
import { orderStatusCounts, topSellingProducts } from '../orders';
import { cashOnDeliveryFigures } from './cash-on-delivery';
import { compare, highlightsOf, totalsOf } from './figures';
import { latestOrders, lowStock, openSupport, staleCardPayments } from './lists';
import { dailySeries, periodBounds } from './queries';

export interface DashboardOptions {
  /** The clock; tests pin it so that "today" and "15 minutes ago" are fixed. */
  now?: () => Date;
}

/**
 * The admin dashboard in a handful of aggregate queries (never the orders themselves): figures
 * and charts for the period, lists for what needs attention now. Each query belongs to the area
 * that owns the rows (orders, auth, catalog, support); this area only asks and shapes.
 * Definitions: decision 017.
 */
export function createDashboardService(db: Db, { now = () => new Date() }: DashboardOptions = {}) {
  return {
    async overview(period: DashboardPeriod): Promise<Dashboard> {
      const at = now();
      const bounds = await periodBounds(db, at, period);
      const [series, customers, statuses, top, latest, stale, stock, support, cash] =
        await Promise.all([
          dailySeries(db, bounds),
          newCustomerCounts(db, bounds),
          orderStatusCounts(db, bounds.from, bounds.today),
          topSellingProducts(db, bounds.from, bounds.today),
          latestOrders(db),
          staleCardPayments(db, at),
          lowStock(db),
          openSupport(db),
          cashOnDeliveryFigures(db, bounds),
        ]);
      const previousDays = series.slice(0, period);
      const days = series.slice(period);
      const current = totalsOf(days);
      const previous = totalsOf(previousDays);
      const highlights = highlightsOf(days);

      // The panels count the orders card's orders (decision 055): placed in the period and not
      // cancelled. Cancelled ones are counted apart; a declined card order is counted in the card
      // and the payment panel, and in the delivery panel as not being delivered.
      const counted = statuses.filter((s) => s.paymentStatus !== 'cancelled');
      const sum = (rows: typeof statuses) => rows.reduce((n, s) => n + s.count, 0);
      const paymentCount = (status: string) =>
        sum(counted.filter((s) => s.paymentStatus === status));
      const deliveryCount = (status: string) =>
        sum(counted.filter((s) => s.deliveryStatus === status && s.paymentStatus !== 'failed'));

      return {
        period,
        from: bounds.from,
        to: bounds.today,
        generatedAt: at.toISOString(),
        cards: {
          revenue: compare(toEgp(current.revenue), toEgp(previous.revenue)),
          orders: compare(current.orders, previous.orders),
          averageOrderValue: compare(
            toEgp(current.averageOrderValue),
            toEgp(previous.averageOrderValue),
          ),
          newCustomers: compare(customers.current, customers.previous),
        },
        highlights: {
          bestDay: highlights.bestDay,
          highestRevenue: highlights.highestRevenue && {
            date: highlights.highestRevenue.date,
            revenue: toEgp(highlights.highestRevenue.revenue),
          },
          averageOrderValue: toEgp(highlights.averageOrderValue),
          firstHalfRevenue: toEgp(highlights.firstHalfRevenue),
          secondHalfRevenue: toEgp(highlights.secondHalfRevenue),
          growthRate: highlights.growthRate,
          firstHalfDays: highlights.firstHalfDays,
          secondHalfDays: highlights.secondHalfDays,
        },
        daily: days.map((d) => ({ date: d.date, orders: d.orders, revenue: toEgp(d.revenue) })),
        paymentStatuses: PAYMENT_STATUSES.filter((status) => status !== 'cancelled').map(
          (status) => ({ status, count: paymentCount(status) }),
        ),
        deliveryStatuses: DELIVERY_STATUSES.map((status) => ({
          status,
          count: deliveryCount(status),
        })),
        notDelivering: paymentCount('failed'),
        cancelledOrders: sum(statuses.filter((s) => s.paymentStatus === 'cancelled')),
        topProducts: top.map((p) => ({ ...p, revenue: toEgp(p.revenue) })),
        latestOrders: latest,
        pendingCardPayments: stale,
        lowStock: stock,
        openSupport: support,
        cashOnDelivery: cash,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
