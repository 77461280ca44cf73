import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import AdminDashboardPage from '../../app/routes/admin/dashboard';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';
import { axisScale, ticks } from './components/chart-scale';
import { formatAge, formatChange, formatDay } from './format';

const routes = [{ path: '/admin', element: <AdminDashboardPage /> }];
const ORDER_ID = '66666666-6666-4666-8666-666666666666';

const dashboard = (period = 7): Dashboard => ({
  period,
  from: '2025-01-09',
  to: '2025-01-15',
  generatedAt: '2025-01-15T10:00:00.000Z',
  cards: {
    revenue: { current: 1060, previous: 300, change: 253.3 },
    orders: { current: 10, previous: 0, change: null },
    averageOrderValue: { current: 176.67, previous: 150, change: 17.8 },
    newCustomers: { current: 1, previous: 2, change: -50 },
  },
  highlights: {
    bestDay: { date: '2025-01-15', orders: 2 },
    highestRevenue: { date: '2025-01-14', revenue: 550 },
    averageOrderValue: 176.67,
    firstHalfRevenue: 150,
    secondHalfRevenue: 910,
    growthRate: 355,
    firstHalfDays: 3,
    secondHalfDays: 4,
  },
  daily: ['09', '10', '11', '12', '13', '14', '15'].map((d, i) => ({
    date: `2025-01-${d}`,
    orders: i === 2 ? 0 : 2,
    revenue: i * 100,
  })),
  paymentStatuses: [
    { status: 'pending', count: 3 },
    { status: 'paid', count: 6 },
    { status: 'failed', count: 1 },
  ],
  deliveryStatuses: [
    { status: 'in_progress', count: 4 },
    { status: 'out_for_delivery', count: 1 },
    { status: 'delivered', count: 4 },
  ],
  notDelivering: 1,
  cancelledOrders: 1,
  topProducts: [
    { productId: null, nameEn: 'Retired charger', nameAr: 'شاحن قديم', revenue: 60, units: 1 },
  ],
  latestOrders: [
    {
      id: ORDER_ID,
      orderNumber: 100042,
      createdAt: '2025-01-15T09:30:00.000Z',
      customerName: 'Sara Ali',
      total: 250,
      paymentMethod: 'card',
      paymentStatus: 'pending',
      deliveryStatus: 'in_progress',
    },
  ],
  pendingCardPayments: { total: 0, items: [] },
  lowStock: {
    threshold: 5,
    total: 1,
    items: [
      {
        id: '77777777-7777-4777-8777-777777777777',
        variantId: null,
        nameEn: 'Cell',
        nameAr: 'خلية',
        variantNameEn: null,
        variantNameAr: null,
        sku: null,
        stockQuantity: 0,
        threshold: 5,
      },
    ],
  },
  openSupport: { total: 0, items: [] },
  cashOnDelivery: {
    toCollect: { orders: 3, amount: 1250.5 },
    collectedDaily: ['09', '10', '11', '12', '13', '14', '15'].map((d, i) => ({
      date: `2025-01-${d}`,
      orders: i === 5 ? 2 : 0,
      amount: i === 5 ? 400 : 0,
    })),
    collected: { orders: 2, amount: 400 },
    awaitingConfirmation: 1,
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard helpers', () => {
  it('formats changes, ages, days and axis tops', () => {
    expect(formatChange(253.3, 'en')).toBe('+253.3%');
    expect(formatChange(-50, 'en')).toBe('-50%');
    expect(formatDay('2025-01-09', 'en')).toBe('Jan 9');
    // Arabic digits in Arabic.
    expect(formatDay('2025-01-09', 'ar')).toMatch(/٩/);
    expect(formatAge('2025-01-15T09:30:00Z', '2025-01-15T10:00:00Z', 'en')).toBe('30 min');
    expect(formatAge('2025-01-12T10:00:00Z', '2025-01-15T10:00:00Z', 'en')).toBe('3 days');
    expect(ticks(axisScale(5, true))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ticks(axisScale(7, true))).toEqual([0, 2, 4, 6, 8]);
    expect(ticks(axisScale(0, true))).toEqual([0, 1, 2, 3, 4]);
    expect(ticks(axisScale(238_000))).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000]);
    expect(axisScale(910)).toEqual({ top: 1000, step: 200 });
  });
});

describe('admin dashboard', () => {
  it('shows the cards, highlights, charts and lists of the period', async () => {
    stubApi({ 'GET /admin/dashboard': { body: dashboard() } });
    renderRoutes(routes, '/admin');
    const revenue = (await screen.findByRole('heading', { name: 'Revenue' })).parentElement!
      .parentElement!;
    expect(within(revenue).getByText('EGP 1,060')).toBeTruthy();
    expect(within(revenue).getByText('+253.3%')).toBeTruthy();
    expect(within(revenue).getByText('Previous 7 days: EGP 300')).toBeTruthy();
    // No orders in the previous period: no percentage to show.
    const orders = screen.getByRole('heading', { name: 'Orders' }).parentElement!.parentElement!;
    expect(within(orders).getByText('New')).toBeTruthy();
    expect(screen.getByText('Wednesday, Jan 15')).toBeTruthy();
    expect(screen.getByText('+355%')).toBeTruthy();

    // One bar per day, and a day per row in the screen-reader table.
    const perDay = screen.getByRole('slider', { name: /^Orders per day/ });
    expect(perDay.querySelectorAll('rect')).toHaveLength(7);
    expect(
      screen.getByRole('table', { name: 'Orders per day' }).querySelectorAll('tbody tr'),
    ).toHaveLength(7);
    // The arrow keys walk the days and say each one.
    perDay.focus();
    await userEvent.keyboard('{Home}');
    expect(perDay.getAttribute('aria-valuetext')).toBe('Thursday, January 9, 2025: 2');

    expect(screen.getByRole('link', { name: 'Order #100042' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}`,
    );
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('No card payment is waiting.')).toBeTruthy();
  });

  it('says what each figure counts, and that the panels add up to the orders card', async () => {
    stubApi({ 'GET /admin/dashboard': { body: dashboard() } });
    renderRoutes(routes, '/admin');
    const orders = (await screen.findByRole('heading', { name: 'Orders' })).parentElement!
      .parentElement!;
    expect(
      within(orders).getByText('Placed in these days; cancelled ones not counted'),
    ).toBeTruthy();
    const panel = (name: string) =>
      screen.getByRole('heading', { name }).closest('section') as HTMLElement;
    const payment = panel('Orders by payment status');
    expect(within(payment).getByText('Total: 10 orders, as on the orders card.')).toBeTruthy();
    expect(within(payment).getByText(/1 cancelled order is not counted\./)).toBeTruthy();
    expect(within(payment).queryByText('Cancelled')).toBeNull();
    const delivery = panel('Orders by delivery status');
    expect(within(delivery).getByText('Payment declined: not being delivered')).toBeTruthy();
    expect(within(delivery).getByText('Total: 10 orders, as on the orders card.')).toBeTruthy();
    // The growth compares revenue per day of halves of unequal length, and says so.
    expect(
      screen.getByText(
        'Revenue per day: EGP 227.50 in the last 4 days against EGP 50 in the first 3 days (in all EGP 910 and EGP 150)',
      ),
    ).toBeTruthy();
  });

  it('switches the period through the URL and asks the API for it', async () => {
    const api = stubApi({
      'GET /admin/dashboard': ({ url }) => ({
        body: dashboard(Number(url.searchParams.get('period'))),
      }),
    });
    const router = renderRoutes(routes, '/admin');
    await screen.findByRole('heading', { name: 'Revenue' });
    expect(api.urls('GET /admin/dashboard')[0].searchParams.get('period')).toBe('7');
    const last30 = screen.getByRole('button', { name: 'Last 30 days' });
    expect(last30.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(last30);
    expect(router.state.location.search).toBe('?period=30');
    await vi.waitFor(() =>
      expect(api.urls('GET /admin/dashboard').at(-1)?.searchParams.get('period')).toBe('30'),
    );
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await screen.findByText('Previous 30 days: EGP 300')).toBeTruthy();
  });

  it('speaks Arabic with Arabic digits and EGP', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ 'GET /admin/dashboard': { body: dashboard() } });
    renderRoutes(routes, '/admin');
    const revenue = (await screen.findByRole('heading', { name: 'الإيرادات' })).parentElement!
      .parentElement!;
    expect(within(revenue).getByText(/١٬٠٦٠/)).toBeTruthy();
    expect(within(revenue).getAllByText(/ج\.م/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'آخر ٣٠ يومًا' })).toBeTruthy();
    // Arabic number agreement (issue 25 item 11): 7 days, 30 days, 90 days.
    expect(screen.getByRole('button', { name: 'آخر ٧ أيام' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'آخر ٩٠ يومًا' })).toBeTruthy();
    const payment = screen
      .getByRole('heading', { name: 'الطلبات حسب حالة الدفع' })
      .closest('section') as HTMLElement;
    expect(within(payment).getByText('المجموع: ١٠ طلبات، كما في بطاقة الطلبات.')).toBeTruthy();
    expect(screen.getByText(/في آخر ٤ أيام .* في أول ٣ أيام/)).toBeTruthy();
  });
});

describe('dashboard: cash on delivery (decision 043)', () => {
  const panel = async (title: string) =>
    within((await screen.findByRole('heading', { name: title })).parentElement!.parentElement!);
  const figure = (scope: ReturnType<typeof within>, label: string) =>
    within(scope.getByRole('heading', { name: label }).parentElement!);

  it('shows the cash to collect, collected and awaiting confirmation, each saying what it counts', async () => {
    stubApi({ 'GET /admin/dashboard': { body: dashboard() } });
    renderRoutes(routes, '/admin');
    const cod = await panel('Cash on delivery');
    const toCollect = figure(cod, 'Cash still to collect');
    expect(toCollect.getByText('EGP 1,250.50')).toBeTruthy();
    expect(
      toCollect.getByText(
        '3 delivered cash orders whose cash is not recorded yet, whenever placed.',
      ),
    ).toBeTruthy();
    const collected = figure(cod, 'Cash collected in the period');
    expect(collected.getByText('EGP 400')).toBeTruthy();
    expect(
      collected.getByText('2 orders, by the day their cash was collected (Cairo time).'),
    ).toBeTruthy();
    const awaiting = figure(cod, 'Awaiting confirmation');
    expect(awaiting.getByText('1')).toBeTruthy();
    expect(awaiting.getByRole('link', { name: 'Show them' }).getAttribute('href')).toBe(
      '/admin/orders?deliveryStatus=awaiting_confirmation&paymentStatus=pending',
    );
    const perDay = screen.getByRole('table', { name: 'Cash collected per day' });
    expect(perDay.querySelectorAll('tbody tr')).toHaveLength(7);
  });

  it('says it in Arabic, with the plural forms of the counts', async () => {
    await i18n.changeLanguage('ar');
    const body = dashboard();
    body.cashOnDelivery.toCollect = { orders: 11, amount: 0 };
    body.cashOnDelivery.collected = { orders: 2, amount: 400 };
    stubApi({ 'GET /admin/dashboard': { body } });
    renderRoutes(routes, '/admin');
    const cod = await panel('الدفع عند الاستلام');
    expect(
      figure(cod, 'نقود بانتظار التحصيل').getByText(
        '١١ طلبًا تم توصيلها ولم تُسجَّل نقودها بعد، أيًّا كان تاريخها.',
      ),
    ).toBeTruthy();
    expect(
      figure(cod, 'النقود المحصّلة في الفترة').getByText(
        'طلبان، حسب يوم تحصيل نقودهما (بتوقيت القاهرة).',
      ),
    ).toBeTruthy();
    expect(figure(cod, 'بانتظار التأكيد').getByRole('link', { name: 'عرضها' })).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    const body = dashboard();
    body.cashOnDelivery = {
      toCollect: { orders: 0, amount: 0 },
      collectedDaily: body.cashOnDelivery.collectedDaily.map((d) => ({
        ...d,
        orders: 0,
        amount: 0,
      })),
      collected: { orders: 0, amount: 0 },
      awaitingConfirmation: 0,
    };
    stubApi({ 'GET /admin/dashboard': { body } });
    renderRoutes(routes, '/admin');
    const cod = await panel('Cash on delivery');
    expect(cod.getByText('No delivered cash order is waiting for its cash.')).toBeTruthy();
    expect(cod.getByText('No cash recorded in these days.')).toBeTruthy();
    expect(cod.queryByRole('link', { name: 'Show them' })).toBeNull();
  });
});
