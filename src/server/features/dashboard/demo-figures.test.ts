import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { seedDemo } from '../../db/seed/run';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Issue 25, walk-through item 3, on the demo shop a new owner sees first: the orders card said 23
 * while the payment panel summed to 27 (cancelled orders in it) and the delivery panel to 22
 * (declined card orders left out). Every panel now counts the card's orders (decision 055).
 */
let t: TestApp;
const boards = new Map<number, Dashboard>();

beforeAll(async () => {
  t = await createTestApp({ config: { SEED_DEMO: 'true' } });
  await seedDemo(t.database.db, t.config);
  const admin = createBrowser(t.app);
  const login = await admin.post('/api/auth/login', DEMO_ACCOUNTS.admin);
  expect(login.statusCode).toBe(200);
  for (const period of [7, 30, 90]) {
    const res = await admin.get(`/api/admin/dashboard?period=${period}`);
    expect(res.statusCode).toBe(200);
    boards.set(period, res.json());
  }
}, 120_000);

afterAll(async () => {
  await t.app.close();
});

const total = (rows: { count: number }[]) => rows.reduce((n, row) => n + row.count, 0);

describe('the dashboard on the seeded demo data', () => {
  it('has cancelled and declined orders in the last 7 days, the cases that used to disagree', () => {
    const week = boards.get(7)!;
    expect(week.cards.orders.current).toBeGreaterThan(0);
    expect(week.cancelledOrders + week.notDelivering).toBeGreaterThan(0);
  });

  for (const period of [7, 30, 90]) {
    it(`adds the payment and delivery panels up to the orders card (${period} days)`, () => {
      const board = boards.get(period)!;
      const orders = board.cards.orders.current;
      expect(total(board.paymentStatuses)).toBe(orders);
      expect(board.paymentStatuses.map((s) => s.status)).not.toContain('cancelled');
      expect(total(board.deliveryStatuses) + board.notDelivering).toBe(orders);
      // The orders chart is the card day by day.
      expect(board.daily.reduce((n, d) => n + d.orders, 0)).toBe(orders);
    });
  }

  it('states the halves the growth rate compares per day', () => {
    const { highlights } = boards.get(7)!;
    expect([highlights.firstHalfDays, highlights.secondHalfDays]).toEqual([3, 4]);
    const perDay = (total: number, days: number) => total / days;
    if (highlights.firstHalfRevenue > 0) {
      const expected =
        ((perDay(highlights.secondHalfRevenue, 4) - perDay(highlights.firstHalfRevenue, 3)) /
          perDay(highlights.firstHalfRevenue, 3)) *
        100;
      expect(highlights.growthRate).toBeCloseTo(expected, 0);
    }
  });
});
