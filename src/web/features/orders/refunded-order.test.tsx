import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '../../../shared/schemas/orders';
import { RequireAuth } from '../../app/guards';
import OrderDetailsPage from '../../app/routes/order-details';
import { formatEgp } from '../../lib/format';
import i18n from '../../lib/i18n';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { me, order } from './test-fixtures';

// The customer's order page once money went back (decision 042), in both languages.
const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: '/orders/:id', element: <OrderDetailsPage /> }],
  },
];

const refunded = (patch: Partial<OrderDetail>): OrderDetail => ({
  ...order,
  paymentMethod: 'card',
  paymentStatus: 'partially_refunded',
  refunded: 1000,
  events: [
    ...order.events,
    {
      id: '66666666-6666-4666-8666-666666666667',
      type: 'payment',
      fromStatus: 'pending',
      toStatus: 'paid',
      note: null,
      createdAt: '2025-03-01T10:05:00.000Z',
    },
    {
      id: '66666666-6666-4666-8666-666666666668',
      type: 'partially_refunded',
      fromStatus: 'paid',
      toStatus: 'partially_refunded',
      note: 'One item broken',
      createdAt: '2025-03-02T09:00:00.000Z',
    },
  ],
  ...patch,
});

const show = (body: OrderDetail) => {
  stubApi({ 'GET /auth/me': { body: me }, [`GET /orders/${order.id}`]: { body } });
  renderRoutes(routes, `/orders/${order.id}`);
};
const norm = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');
const rowOf = (label: string) => norm(screen.getByText(label).parentElement?.textContent);

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

describe('a refunded order, for its customer', () => {
  it('says "Partially refunded" and how much came back, with the step on the timeline', async () => {
    show(refunded({}));
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    expect(screen.getAllByText('Partially refunded').length).toBeGreaterThan(0);
    expect(rowOf('Refunded')).toBe('RefundedEGP 1,000');
    const steps = within(screen.getByRole('list', { name: 'Order tracking' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps.some((s) => s?.includes('Part of the payment refunded'))).toBe(true);
    // Paid first: "Payment received" is behind, not ahead.
    expect(steps.filter((s) => s?.includes('Payment received'))).toHaveLength(1);
  });

  it('says "Refunded" in full', async () => {
    show(refunded({ paymentStatus: 'refunded', refunded: 3050 }));
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    // The badge and the row of the payment section.
    const rows = screen.getAllByText('Refunded').map((el) => norm(el.parentElement?.textContent));
    expect(rows).toContain('RefundedEGP 3,050');
  });

  it('has no refund line on an order without refunds', async () => {
    show({ ...order, refunded: 0 });
    await screen.findByRole('heading', { level: 1, name: 'Order #1042' });
    expect(screen.queryByText('Refunded')).toBeNull();
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    show(refunded({}));
    await screen.findByRole('heading', { level: 1, name: 'الطلب رقم ١٠٤٢' });
    expect(screen.getAllByText('مسترد جزئيًا').length).toBeGreaterThan(0);
    expect(rowOf('المبلغ المسترد')).toBe(`المبلغ المسترد${norm(formatEgp(1000, 'ar'))}`);
    expect(screen.getByText('تم استرداد جزء من المبلغ')).toBeTruthy();
  });
});
