import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards';
import OrderDetailsPage from '../../app/routes/order-details';
import OrdersPage from '../../app/routes/orders';
import PaymentSuccessPage from '../../app/routes/payment-success';
import { formatEgp } from '../../lib/format';
import i18n from '../../lib/i18n';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { me, order, pricedOrder } from './test-fixtures';
import { buildTimeline } from './timeline';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/orders', element: <OrdersPage /> },
      { path: '/orders/:id', element: <OrderDetailsPage /> },
    ],
  },
  { path: '/payment/success', element: <PaymentSuccessPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];

const summary = (n: number, extra: object = {}) => ({
  id: `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`,
  orderNumber: 1000 + n,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  itemCount: 1,
  total: 250,
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  deliveryStatus: 'in_progress',
  ...extra,
});

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

describe('orders list', () => {
  it('shows each order with its payment and delivery badges, and pages', async () => {
    const api = stubApi({
      'GET /auth/me': { body: me },
      'GET /orders': ({ url }) => ({
        body: {
          items:
            url.searchParams.get('page') === '2'
              ? [summary(1)]
              : [
                  summary(3, { paymentStatus: 'paid', deliveryStatus: 'delivered' }),
                  summary(2, { deliveryStatus: 'out_for_delivery' }),
                ],
          page: Number(url.searchParams.get('page') ?? 1),
          pageSize: 10,
          total: 11,
          totalPages: 2,
        },
      }),
    });
    renderRoutes(routes, '/orders');
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const cards = within(list).getAllByRole('link');
    expect(cards[0].textContent).toContain('Order #1003');
    expect(cards[0].textContent).toContain('Paid');
    expect(cards[0].textContent).toContain('Delivered');
    expect(cards[1].textContent).toContain('Pending');
    expect(cards[1].textContent).toContain('Out for delivery');
    expect(cards[0].getAttribute('href')).toBe(`/orders/${summary(3).id}`);
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Order #1001')).toBeTruthy();
    expect(api.urls('GET /orders').at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('has a friendly empty state', async () => {
    stubApi({
      'GET /auth/me': { body: me },
      'GET /orders': { body: { items: [], page: 1, pageSize: 10, total: 0, totalPages: 0 } },
    });
    renderRoutes(routes, '/orders');
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
  });
});

describe('order details', () => {
  it('shows items, totals, shipping info and the tracking timeline', async () => {
    stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${order.id}`]: {
        body: {
          ...order,
          paymentStatus: 'paid',
          deliveryStatus: 'out_for_delivery',
          events: [
            ...order.events,
            {
              ...order.events[0],
              id: crypto.randomUUID(),
              type: 'paid',
              fromStatus: 'pending',
              toStatus: 'paid',
              createdAt: '2025-03-02T09:00:00.000Z',
            },
            {
              ...order.events[0],
              id: crypto.randomUUID(),
              type: 'delivery',
              fromStatus: 'in_progress',
              toStatus: 'out_for_delivery',
              createdAt: '2025-03-03T09:00:00.000Z',
            },
          ],
        },
      },
    });
    renderRoutes(routes, `/orders/${order.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #1042' })).toBeTruthy();
    expect(screen.getByText('Lithium Battery')).toBeTruthy();
    expect(screen.getByText('Color: Green')).toBeTruthy();
    expect(screen.getByText('Mona Adel')).toBeTruthy();
    expect(screen.getByText('Nasr City, Cairo')).toBeTruthy();
    const timeline = screen.getByRole('list', { name: 'Order tracking' });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toContain('Order placed');
    expect(steps[0]).toContain('2025');
    expect(steps[1]).toContain('Payment received');
    expect(steps[2]).toContain('Out for delivery');
    expect(steps[3]).toContain('Delivered');
    expect(steps[3]).toContain('Not yet');
  });

  it("says so for an unknown (or another customer's) order", async () => {
    stubApi({ 'GET /auth/me': { body: me } }); // anything else: 404
    renderRoutes(routes, `/orders/${order.id}`);
    expect(await screen.findByText('Order not found')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to my orders' }).length).toBeGreaterThan(0);
  });
});

/** Spaces as typed: the formatted amounts hold no-break spaces. */
const norm = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');
/** The text of the row (label and value) whose label is `label`. */
const rowOf = (label: string) => norm(screen.getByText(label).parentElement?.textContent);
const egpAr = (amount: number) => norm(formatEgp(amount, 'ar'));

describe('order pricing lines (issue 19)', () => {
  const showOrder = (body: object) => {
    stubApi({ 'GET /auth/me': { body: me }, [`GET /orders/${order.id}`]: { body } });
    renderRoutes(routes, `/orders/${order.id}`);
  };

  it('shows the coupon, zone, COD fee, total, VAT and delivery estimate in English', async () => {
    showOrder(pricedOrder);
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    expect(rowOf('Subtotal')).toBe('SubtotalEGP 3,000');
    expect(rowOf('Discount (WELCOME10)')).toBe('Discount (WELCOME10)−EGP 300');
    expect(rowOf('Shipping (Greater Cairo)')).toBe('Shipping (Greater Cairo)EGP 50');
    expect(rowOf('Cash on delivery fee')).toBe('Cash on delivery feeEGP 20');
    expect(rowOf('Total')).toBe('TotalEGP 2,770');
    expect(screen.getByText('Includes VAT 14% (EGP 340.18)')).toBeTruthy();
    expect(screen.getByText('Estimated delivery: 2–3 days')).toBeTruthy();
    // The line's share of the coupon, under the line.
    expect(screen.getByText('Discount: −EGP 300')).toBeTruthy();
  });

  it('speaks Arabic with Arabic digits and plural-correct days', async () => {
    await i18n.changeLanguage('ar');
    showOrder(pricedOrder);
    await screen.findByRole('heading', { level: 1, name: 'الطلب رقم ١٠٤٢' });
    expect(rowOf('خصم (WELCOME10)')).toBe(`خصم (WELCOME10)−${egpAr(300)}`);
    expect(rowOf('الشحن (القاهرة الكبرى)')).toBe(`الشحن (القاهرة الكبرى)${egpAr(50)}`);
    expect(rowOf('رسوم الدفع عند الاستلام')).toBe(`رسوم الدفع عند الاستلام${egpAr(20)}`);
    expect(rowOf('الإجمالي')).toBe(`الإجمالي${egpAr(2770)}`);
    const vat = norm(screen.getByText(/^شامل ضريبة القيمة المضافة/).textContent);
    expect(vat).toContain('شامل ضريبة القيمة المضافة ١٤٪');
    expect(vat).toContain(`(${egpAr(340.18)})`);
    expect(screen.getByText('التوصيل المتوقع: خلال ٢–٣ أيام')).toBeTruthy();
  });

  it('names a free-shipping code, and drops the estimate once delivered', async () => {
    showOrder({
      ...pricedOrder,
      paymentStatus: 'paid',
      deliveryStatus: 'delivered',
      deliveredAt: '2025-03-03T10:00:00.000Z',
      discounts: [{ code: 'FREESHIP', type: 'free_shipping', appliesTo: 'shipping', amount: 50 }],
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    expect(rowOf('Free shipping (FREESHIP)')).toBe('Free shipping (FREESHIP)−EGP 50');
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
  });

  it('adds no pricing lines to an order without them', async () => {
    showOrder(order);
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    expect(rowOf('Shipping')).toBe('ShippingEGP 50');
    expect(screen.queryByText(/Discount|Cash on delivery fee|VAT|Estimated delivery/)).toBeNull();
  });

  it.each([
    [1, 1, 'التوصيل المتوقع: خلال يوم واحد'],
    [2, 2, 'التوصيل المتوقع: خلال يومين'],
    [5, 5, 'التوصيل المتوقع: خلال ٥ أيام'],
    [10, 14, 'التوصيل المتوقع: خلال ١٠–١٤ يومًا'],
  ])('says %i–%i days in Arabic as "%s"', async (minDays, maxDays, text) => {
    await i18n.changeLanguage('ar');
    showOrder({ ...pricedOrder, deliveryEstimate: { minDays, maxDays } });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('confirms the lines on the success page, in Arabic too', async () => {
    stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${order.id}`]: { body: pricedOrder },
    });
    renderRoutes(routes, `/payment/success?order=${order.id}`);
    await screen.findByText('1042');
    expect(rowOf('Discount (WELCOME10)')).toBe('Discount (WELCOME10)−EGP 300');
    expect(rowOf('Cash on delivery fee')).toBe('Cash on delivery feeEGP 20');
    expect(rowOf('Total')).toBe('TotalEGP 2,770');
    expect(screen.getByText('Includes VAT 14% (EGP 340.18)')).toBeTruthy();
    expect(screen.getByText('Estimated delivery: 2–3 days')).toBeTruthy();

    await i18n.changeLanguage('ar');
    expect(await screen.findByText('خصم (WELCOME10)')).toBeTruthy();
    expect(rowOf('رسوم الدفع عند الاستلام')).toBe(`رسوم الدفع عند الاستلام${egpAr(20)}`);
    expect(screen.getByText('التوصيل المتوقع: خلال ٢–٣ أيام')).toBeTruthy();
  });
});

describe('buildTimeline', () => {
  it('ends a cancelled order with the cancellation and nothing ahead', () => {
    const steps = buildTimeline({
      ...order,
      paymentStatus: 'cancelled',
      events: [
        ...order.events,
        {
          ...order.events[0],
          type: 'cancelled',
          toStatus: 'cancelled',
          createdAt: '2025-03-04T00:00:00.000Z',
        },
      ],
    });
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['created', 'done'],
      ['cancelled', 'problem'],
    ]);
  });

  it('lists the milestones still ahead of a new order', () => {
    expect(buildTimeline({ ...order, paymentMethod: 'card' }).map((s) => s.key)).toEqual([
      'created',
      'paid',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('puts the payment of a cash-on-delivery order after its delivery (issue 24 item 9)', () => {
    expect(order.paymentMethod).toBe('cod');
    expect(buildTimeline(order).map((s) => s.key)).toEqual([
      'created',
      'out_for_delivery',
      'delivered',
      'paid',
    ]);
    // Out for delivery already: the payment is still ahead, after the delivery.
    const shipped = buildTimeline({
      ...order,
      deliveryStatus: 'out_for_delivery',
      events: [
        ...order.events,
        {
          ...order.events[0],
          type: 'out_for_delivery',
          toStatus: 'out_for_delivery',
          createdAt: '2025-03-04T00:00:00.000Z',
        },
      ],
    });
    expect(shipped.map((s) => [s.key, s.state])).toEqual([
      ['created', 'done'],
      ['out_for_delivery', 'done'],
      ['delivered', 'upcoming'],
      ['paid', 'upcoming'],
    ]);
  });
});
