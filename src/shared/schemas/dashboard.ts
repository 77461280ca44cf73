import { z } from 'zod';
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  DELIVERY_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SUPPORT_PRIORITIES,
} from '../constants';

/** Figures are defined in docs/decisions/017-dashboard-figures.md; money is EGP. */
export const dashboardQuerySchema = z.object({
  period: z
    .enum(
      DASHBOARD_PERIODS.map(String) as [`${DashboardPeriod}`, ...`${DashboardPeriod}`[]],
      'validation.invalidOption',
    )
    .default('7')
    .transform((n) => Number(n) as DashboardPeriod),
});

const day = z.string(); // YYYY-MM-DD, a Cairo calendar day

/** One figure of this period beside the previous one; change is a percentage, null without a base. */
export const comparedFigureSchema = z.object({
  current: z.number(),
  previous: z.number(),
  change: z.number().nullable(),
});
export type ComparedFigure = z.infer<typeof comparedFigureSchema>;

export const dashboardDaySchema = z.object({
  date: day,
  orders: z.number().int(),
  revenue: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardOrderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.number().int(),
  createdAt: z.string(),
  customerName: z.string(),
  total: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
});
export type DashboardOrder = z.infer<typeof dashboardOrderSchema>;

const countedList = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), items: z.array(item) });

export const dashboardSchema = z.object({
  period: z.number().int(),
  /** First and last Cairo day of the period (today included). */
  from: day,
  to: day,
  generatedAt: z.string(),
  cards: z.object({
    revenue: comparedFigureSchema,
    orders: comparedFigureSchema,
    averageOrderValue: comparedFigureSchema,
    newCustomers: comparedFigureSchema,
  }),
  highlights: z.object({
    bestDay: z.object({ date: day, orders: z.number().int() }).nullable(),
    highestRevenue: z.object({ date: day, revenue: z.number() }).nullable(),
    averageOrderValue: z.number(),
    firstHalfRevenue: z.number(),
    secondHalfRevenue: z.number(),
    /** Percent change of revenue per day, second half against first; null: first half had none. */
    growthRate: z.number().nullable(),
    /** How many days each half has (for 7: 3 and 4): the growth compares revenue per day. */
    firstHalfDays: z.number().int(),
    secondHalfDays: z.number().int(),
  }),
  daily: z.array(dashboardDaySchema),
  /**
   * The orders card's orders (placed in the period, not cancelled) by payment status, and by
   * delivery status plus those not being delivered (payment declined): each sums to the card
   * (decision 055). `cancelled` is never among the payment statuses here.
   */
  paymentStatuses: z.array(z.object({ status: z.enum(PAYMENT_STATUSES), count: z.number().int() })),
  deliveryStatuses: z.array(
    z.object({ status: z.enum(DELIVERY_STATUSES), count: z.number().int() }),
  ),
  notDelivering: z.number().int(),
  /** Orders placed in the period and cancelled: in neither the card nor the panels. */
  cancelledOrders: z.number().int(),
  topProducts: z.array(
    z.object({
      productId: z.uuid().nullable(),
      nameEn: z.string(),
      nameAr: z.string(),
      revenue: z.number(),
      units: z.number().int(),
    }),
  ),
  latestOrders: z.array(dashboardOrderSchema),
  pendingCardPayments: countedList(dashboardOrderSchema),
  /**
   * Products sold as themselves and variants (decision 058) at or below their own threshold, or
   * the shop's default (`threshold`); `id` is the product's.
   */
  lowStock: countedList(
    z.object({
      id: z.uuid(),
      variantId: z.uuid().nullable(),
      nameEn: z.string(),
      nameAr: z.string(),
      variantNameEn: z.string().nullable(),
      variantNameAr: z.string().nullable(),
      sku: z.string().nullable(),
      stockQuantity: z.number().int(),
      threshold: z.number().int(),
    }),
  ).extend({ threshold: z.number().int() }),
  openSupport: countedList(
    z.object({
      id: z.uuid(),
      subject: z.string(),
      requesterName: z.string(),
      priority: z.enum(SUPPORT_PRIORITIES),
      lastMessageAt: z.string(),
    }),
  ),
  /** Cash on delivery (decision 043). */
  cashOnDelivery: z.object({
    /** Now, whenever placed: delivered cash orders whose cash is not recorded yet, their totals. */
    toCollect: z.object({ orders: z.number().int(), amount: z.number() }),
    /** The period: cash recorded as collected, by Cairo day of collection (every day). */
    collectedDaily: z.array(z.object({ date: day, orders: z.number().int(), amount: z.number() })),
    /** The period's collected cash in all (the sum of collectedDaily, summed by the database). */
    collected: z.object({ orders: z.number().int(), amount: z.number() }),
    /** Now: cash orders waiting for their customer's confirmation (not cancelled). */
    awaitingConfirmation: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
