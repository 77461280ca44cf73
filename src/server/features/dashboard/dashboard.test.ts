import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import { SHIPPING_INFO } from '../../test/addresses';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { orders } from '../orders/tables';
import { createUser, signIn } from '../users/test-fixtures';
import { dashboardAdminRoutes } from './routes';
import { createDashboardService } from './service';
import { NOW, seedDashboardHistory } from './test-fixtures';

// The real route with the clock pinned to NOW, mounted beside the app's own (which runs on the
// real clock and is checked for access below).
const PINNED = '/api/pinned/admin/dashboard';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let seeded: Awaited<ReturnType<typeof seedDashboardHistory>>;
let week: Dashboard;

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.register(dashboardAdminRoutes, {
        prefix: '/api/pinned/admin',
        service: createDashboardService(app.ctx.db, { now: () => NOW }),
      });
    },
  });
  seeded = await seedDashboardHistory(t);
  await createUser(t, { email: 'boss@example.com', role: 'admin' });
  await createUser(t, { email: 'mona@example.com' });
  admin = await signIn(t, 'boss@example.com');
  const res = await admin.get(PINNED);
  expect(res.statusCode).toBe(200);
  week = res.json();
});

afterAll(async () => {
  await t.app.close();
});

describe('dashboard access', () => {
  it('answers 401 to a guest and 403 to a customer', async () => {
    expect((await createBrowser(t.app).get('/api/admin/dashboard')).statusCode).toBe(401);
    const customer = await signIn(t, 'mona@example.com');
    expect((await customer.get('/api/admin/dashboard')).statusCode).toBe(403);
  });

  it('serves the real-clock dashboard to an admin, uncached', async () => {
    const res = await admin.get('/api/admin/dashboard?period=30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json().daily).toHaveLength(30);
  });

  it('refuses a period other than 7, 30 or 90', async () => {
    expect((await admin.get(`${PINNED}?period=14`)).statusCode).toBe(400);
  });
});

describe('the 7-day figures (default period)', () => {
  it('covers the seven Cairo days ending today', () => {
    expect(week.period).toBe(7);
    expect(week.from).toBe('2025-01-09');
    expect(week.to).toBe('2025-01-15');
    expect(week.generatedAt).toBe(NOW.toISOString());
  });

  it('counts orders per Cairo day of creation and paid revenue per Cairo day of payment', () => {
    expect(week.daily).toEqual([
      // A and L (L is 22:30 UTC on the 8th = 00:30 on the 9th in Cairo); 100 + 50 paid.
      { date: '2025-01-09', orders: 2, revenue: 150 },
      // F placed here, paid on the 14th.
      { date: '2025-01-10', orders: 1, revenue: 0 },
      // Nothing: B at 22:30 UTC on the 11th belongs to the 12th.
      { date: '2025-01-11', orders: 0, revenue: 0 },
      // B (paid 300) and C (pending).
      { date: '2025-01-12', orders: 2, revenue: 300 },
      // I (failed card) and N (paid 60); D is cancelled and counts nowhere.
      { date: '2025-01-13', orders: 2, revenue: 60 },
      // E (paid 400) and F's payment at 23:59 Cairo (150).
      { date: '2025-01-14', orders: 1, revenue: 550 },
      // G and H, card payments still pending.
      { date: '2025-01-15', orders: 2, revenue: 0 },
    ]);
  });

  it('compares the cards with the previous seven days', () => {
    expect(week.cards).toEqual({
      // 150 + 300 + 60 + 550 against J 200 + K 100.
      revenue: { current: 1060, previous: 300, change: 253.3 },
      // 10 orders against J, K and O.
      orders: { current: 10, previous: 3, change: 233.3 },
      // 1060 / 6 paid orders = 176.666… → 176.67; 300 / 2 = 150.
      averageOrderValue: { current: 176.67, previous: 150, change: 17.8 },
      // new1 and new2 (00:15 Cairo on the 9th) against old1; the admin is not a customer.
      newCustomers: { current: 2, previous: 1, change: 100 },
    });
  });

  it("computes SPEC §9's best day, highest revenue, average and growth", () => {
    expect(week.highlights).toEqual({
      // Four days have 2 orders; the most recent one wins.
      bestDay: { date: '2025-01-15', orders: 2 },
      highestRevenue: { date: '2025-01-14', revenue: 550 },
      averageOrderValue: 176.67,
      // First half 9–11 January: 150 in 3 days; second half 12–15: 910 in 4 days.
      firstHalfRevenue: 150,
      secondHalfRevenue: 910,
      // 227.5 a day against 50 a day.
      growthRate: 355,
      // The halves' lengths, so the page can say it compares per day (decision 055).
      firstHalfDays: 3,
      secondHalfDays: 4,
    });
  });

  it('breaks the orders card down by payment status and by delivery status', () => {
    // The card's 10 orders; cancelled D is counted apart (decision 055).
    expect(week.paymentStatuses).toEqual([
      { status: 'pending', count: 3 },
      { status: 'paid', count: 6 },
      { status: 'failed', count: 1 },
      { status: 'partially_refunded', count: 0 },
      { status: 'refunded', count: 0 },
    ]);
    expect(week.cancelledOrders).toBe(1);
    // Failed I is counted but not being delivered; cancelled D is in neither.
    expect(week.notDelivering).toBe(1);
    expect(week.deliveryStatuses).toEqual([
      { status: 'awaiting_confirmation', count: 0 },
      { status: 'in_progress', count: 4 },
      { status: 'out_for_delivery', count: 1 },
      { status: 'delivered', count: 4 },
      // Parcels the courier brought back (issue 21): none in the seeded week.
      { status: 'returned', count: 0 },
    ]);
  });

  it('has panels that add up to the orders card', () => {
    const total = (rows: { count: number }[]) => rows.reduce((n, r) => n + r.count, 0);
    expect(total(week.paymentStatuses)).toBe(week.cards.orders.current);
    expect(total(week.deliveryStatuses) + week.notDelivering).toBe(week.cards.orders.current);
  });

  it('ranks the top five products by paid revenue, without cancelled orders', () => {
    expect(week.topProducts).toEqual([
      {
        productId: seeded.productIds.P2,
        nameEn: 'Product P2',
        nameAr: 'منتج P2',
        revenue: 450,
        units: 3,
      },
      {
        productId: seeded.productIds.P3,
        nameEn: 'Product P3',
        nameAr: 'منتج P3',
        revenue: 400,
        units: 1,
      },
      {
        productId: seeded.productIds.P1,
        nameEn: 'Product P1',
        nameAr: 'منتج P1',
        revenue: 90,
        units: 1,
      },
      { productId: null, nameEn: 'Retired charger', nameAr: 'شاحن قديم', revenue: 60, units: 1 },
      {
        productId: seeded.productIds.P4,
        nameEn: 'Product P4',
        nameAr: 'منتج P4',
        revenue: 50,
        units: 1,
      },
    ]);
  });
});

describe('the lists', () => {
  it('shows the eight latest orders, newest first', () => {
    expect(week.latestOrders.map((o) => o.customerName)).toEqual(
      ['H', 'G', 'E', 'I', 'N', 'D', 'C', 'B'].map((key) => `Customer ${key}`),
    );
    expect(week.latestOrders[0]).toMatchObject({
      id: seeded.orderIds.H,
      total: 120,
      paymentMethod: 'card',
      paymentStatus: 'pending',
      createdAt: '2025-01-15T09:50:00.000Z',
    });
  });

  it('lists card payments pending for more than 15 minutes, oldest first', () => {
    // H (10 minutes old) and C (cash on delivery) are not listed.
    expect(week.pendingCardPayments.total).toBe(2);
    expect(week.pendingCardPayments.items.map((o) => o.id)).toEqual([
      seeded.orderIds.O,
      seeded.orderIds.G,
    ]);
  });

  it('lists active products with tracked stock at or below 5, emptiest first', () => {
    // Sold without variants, no SKU, the shop's default threshold (decision 058).
    const soldAsItself = {
      variantId: null,
      variantNameEn: null,
      variantNameAr: null,
      sku: null,
      threshold: 5,
    };
    // P3 has 6, P4 is not tracked, P5 is inactive, P6 is deleted.
    expect(week.lowStock).toEqual({
      threshold: 5,
      total: 2,
      items: [
        {
          ...soldAsItself,
          id: seeded.productIds.P1,
          nameEn: 'Product P1',
          nameAr: 'منتج P1',
          stockQuantity: 0,
        },
        {
          ...soldAsItself,
          id: seeded.productIds.P2,
          nameEn: 'Product P2',
          nameAr: 'منتج P2',
          stockQuantity: 5,
        },
      ],
    });
  });

  it('lists open support threads, most recently active first', () => {
    expect(week.openSupport.total).toBe(2);
    expect(week.openSupport.items.map((s) => s.subject)).toEqual([
      'Invoice copy',
      'Battery swelling',
    ]);
    expect(week.openSupport.items[0]).toMatchObject({
      requesterName: 'Sara Ali',
      priority: 'normal',
      lastMessageAt: '2025-01-15T08:00:00.000Z',
    });
  });
});

describe('the 30-day view', () => {
  it('reaches back 30 Cairo days, with every empty day as zero', async () => {
    const month: Dashboard = (await admin.get(`${PINNED}?period=30`)).json();
    expect(month.from).toBe('2024-12-17');
    expect(month.daily).toHaveLength(30);
    expect(month.daily.filter((d) => d.orders === 0 && d.revenue === 0)).toHaveLength(30 - 10);
    // Everything seeded: 10 + J, K, O + M; revenue 1060 + 300 + M's 1000.
    expect(month.cards.orders).toEqual({ current: 14, previous: 0, change: null });
    expect(month.cards.revenue).toEqual({ current: 2360, previous: 0, change: null });
    // First half (17–31 December) had no sales: no base for a growth rate.
    expect(month.highlights.firstHalfRevenue).toBe(0);
    expect(month.highlights.growthRate).toBeNull();
  });
});

describe('refunds in the figures (decision 042)', () => {
  it('counts a partially refunded order at what it kept, and a refunded one not at all', async () => {
    const buyer = await createUser(t, { email: 'refunded-buyer@example.com' });
    // Both placed and paid on 11 January (Cairo), a day without any other order or payment.
    const at = new Date('2025-01-11T10:00:00Z');
    const order = (
      paymentStatus: 'partially_refunded' | 'refunded',
      total: number,
      refunded: number,
    ) => ({
      userId: buyer.id,
      subtotalPiastres: total,
      shippingPiastres: 0,
      totalPiastres: total,
      refundedPiastres: refunded,
      shippingInfo: SHIPPING_INFO,
      paymentMethod: 'card' as const,
      paymentStatus,
      paidAt: at,
      createdAt: at,
    });
    await t.database.db
      .insert(orders)
      .values([order('partially_refunded', 20_000, 5_000), order('refunded', 10_000, 10_000)]);
    const after: Dashboard = (await admin.get(PINNED)).json();
    const day = after.daily.find((d) => d.date === '2025-01-11');
    // 200 − 50 given back; the fully refunded order's 100 went back whole.
    expect(day).toEqual({ date: '2025-01-11', orders: 2, revenue: 150 });
    expect(after.cards.revenue.current).toBe(week.cards.revenue.current + 150);
    expect(after.paymentStatuses).toContainEqual({ status: 'partially_refunded', count: 1 });
    expect(after.paymentStatuses).toContainEqual({ status: 'refunded', count: 1 });
  });
});
