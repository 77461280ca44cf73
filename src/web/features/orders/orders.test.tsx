import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards';
import OrderDetailsPage from '../../app/routes/order-details';
import OrdersPage from '../../app/routes/orders';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { me, order } from '../checkout/test-fixtures';
import { buildTimeline } from './timeline';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/orders', element: <OrdersPage /> },
      { path: '/orders/:id', element: <OrderDetailsPage /> },
    ],
  },
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
    expect(cards[1].textContent).toContain('Shipped');
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
    expect(buildTimeline(order).map((s) => s.key)).toEqual([
      'created',
      'paid',
      'out_for_delivery',
      'delivered',
    ]);
  });
});
