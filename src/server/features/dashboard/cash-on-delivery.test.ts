import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import { SHIPPING_INFO } from '../../test/addresses';
import { createTestApp, type TestApp } from '../../test/harness';
import { orders } from '../orders/tables';
import { createUser, signIn } from '../users/test-fixtures';
import { dashboardAdminRoutes } from './routes';
import { createDashboardService } from './service';
import { NOW } from './test-fixtures';

// The cash-on-delivery figures (decision 043), worked out by hand from the orders below; the
// clock is pinned to NOW (Wednesday 15 January 2025, 12:00 in Cairo, UTC+2).
const PINNED = '/api/pinned/admin/dashboard';

type Row = typeof orders.$inferInsert;
interface Spec extends Partial<Row> {
  key: string;
  /** EGP. */
  total: number;
  /** Cash recorded at this instant: the amount (EGP, default the total), paid then. */
  collectedAt?: string;
  collected?: number;
}

const SPECS: Spec[] = [
  // Delivered, cash not recorded yet: to collect, however old.
  { key: 'P', total: 300, deliveryStatus: 'delivered', createdAt: new Date('2024-11-01T10:00Z') },
  { key: 'Q', total: 125.5, deliveryStatus: 'delivered' },
  // Not delivered yet, a card order, a cancelled one: nothing to collect.
  { key: 'R', total: 80, deliveryStatus: 'out_for_delivery' },
  { key: 'V', total: 70, deliveryStatus: 'delivered', paymentMethod: 'card' },
  { key: 'W', total: 60, deliveryStatus: 'delivered', paymentStatus: 'cancelled' },
  // Collected at 23:30 on the 14th in Cairo, and at 00:30 on the 15th (22:30 UTC on the 14th).
  { key: 'S', total: 200, collectedAt: '2025-01-14T21:30:00Z' },
  { key: 'T', total: 95, collected: 90, collectedAt: '2025-01-14T22:30:00Z' },
  // Collected at 23:00 on the 8th in Cairo: the previous seven days.
  { key: 'U', total: 50, collectedAt: '2025-01-08T21:00:00Z' },
  // Waiting for their customer's confirmation, one of them cancelled since.
  { key: 'X', total: 900, deliveryStatus: 'awaiting_confirmation' },
  { key: 'Y', total: 900, deliveryStatus: 'awaiting_confirmation', paymentStatus: 'cancelled' },
];

const piastres = (egp: number) => Math.round(egp * 100);
const rowOf = ({ key: _, total, collectedAt, collected, ...spec }: Spec): Partial<Row> => ({
  subtotalPiastres: piastres(total),
  totalPiastres: piastres(total),
  ...(collectedAt
    ? {
        paymentStatus: 'paid',
        deliveryStatus: 'delivered',
        paidAt: new Date(collectedAt),
        cashCollectedAt: new Date(collectedAt),
        cashCollectedPiastres: piastres(collected ?? total),
      }
    : {}),
  ...spec,
});

let t: TestApp;
let week: Dashboard;
let month: Dashboard;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.register(dashboardAdminRoutes, {
        prefix: '/api/pinned/admin',
        service: createDashboardService(app.ctx.db, { now: () => NOW }),
      });
    },
  });
  const buyer = await createUser(t, { email: 'buyer@example.com' });
  await createUser(t, { email: 'boss@example.com', role: 'admin' });
  for (const spec of SPECS) {
    await t.database.db.insert(orders).values({
      userId: buyer.id,
      subtotalPiastres: 0,
      shippingPiastres: 0,
      totalPiastres: 0,
      shippingInfo: SHIPPING_INFO,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      createdAt: new Date('2025-01-05T10:00:00Z'),
      ...rowOf(spec),
    });
  }
  const admin = await signIn(t, 'boss@example.com');
  week = (await admin.get(PINNED)).json();
  month = (await admin.get(`${PINNED}?period=30`)).json();
});

afterAll(async () => {
  await t.app.close();
});

describe('dashboard: cash on delivery', () => {
  it('counts the cash still to collect: delivered cash orders not paid yet, whenever placed', () => {
    // P and Q: 300 + 125.50.
    expect(week.cashOnDelivery.toCollect).toEqual({ orders: 2, amount: 425.5 });
    expect(month.cashOnDelivery.toCollect).toEqual(week.cashOnDelivery.toCollect);
  });

  it('sums the cash collected per Cairo day of collection, every day of the period', () => {
    expect(week.cashOnDelivery.collectedDaily).toEqual([
      { date: '2025-01-09', orders: 0, amount: 0 },
      { date: '2025-01-10', orders: 0, amount: 0 },
      { date: '2025-01-11', orders: 0, amount: 0 },
      { date: '2025-01-12', orders: 0, amount: 0 },
      { date: '2025-01-13', orders: 0, amount: 0 },
      // S at 23:30 Cairo.
      { date: '2025-01-14', orders: 1, amount: 200 },
      // T at 00:30 Cairo: 90 of its 95 collected.
      { date: '2025-01-15', orders: 1, amount: 90 },
    ]);
    expect(week.cashOnDelivery.collected).toEqual({ orders: 2, amount: 290 });
  });

  it('reaches back with the period', () => {
    expect(month.cashOnDelivery.collectedDaily).toHaveLength(30);
    expect(month.cashOnDelivery.collectedDaily.find((d) => d.date === '2025-01-08')).toEqual({
      date: '2025-01-08',
      orders: 1,
      amount: 50,
    });
    expect(month.cashOnDelivery.collected).toEqual({ orders: 3, amount: 340 });
  });

  it('counts the orders waiting for confirmation, not the cancelled one', () => {
    expect(week.cashOnDelivery.awaitingConfirmation).toBe(1);
  });
});
