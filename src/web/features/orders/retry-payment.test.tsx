import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PaymentFailedPage from '../../app/routes/payment-failed';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { canRetryPayment } from './components/retry-payment';
import { me, order } from './test-fixtures';

const routes = [{ path: '/payment/failed', element: <PaymentFailedPage /> }];
const justNow = new Date().toISOString();
const declined = { ...order, paymentMethod: 'card', paymentStatus: 'failed', createdAt: justNow };

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

describe('canRetryPayment', () => {
  const at = Date.parse('2025-03-01T10:00:00.000Z');
  const card = { paymentMethod: 'card', createdAt: '2025-03-01T10:00:00.000Z' } as const;
  it('allows unpaid card orders for 23 hours, nothing else', () => {
    expect(canRetryPayment({ ...card, paymentStatus: 'failed' }, at + 3_600_000)).toBe(true);
    expect(canRetryPayment({ ...card, paymentStatus: 'pending' }, at)).toBe(true);
    expect(canRetryPayment({ ...card, paymentStatus: 'failed' }, at + 23.5 * 3_600_000)).toBe(
      false,
    );
    expect(canRetryPayment({ ...card, paymentStatus: 'paid' }, at)).toBe(false);
    expect(canRetryPayment({ ...card, paymentStatus: 'cancelled' }, at)).toBe(false);
    expect(
      canRetryPayment(
        { paymentMethod: 'cod', paymentStatus: 'pending', createdAt: card.createdAt },
        at,
      ),
    ).toBe(false);
  });
});

describe('payment failed page', () => {
  it('shows the order and sends the customer back to the card page for another try', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${order.id}`]: { body: declined },
      [`POST /orders/${order.id}/pay`]: {
        body: { redirectUrl: '/api/payments/sandbox/checkout?x=1' },
      },
    });
    renderRoutes(routes, `/payment/failed?order=${order.id}`);
    expect(await screen.findByText(String(order.orderNumber))).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with another card' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout?x=1'),
    );
    expect(api.calls(`POST /orders/${order.id}/pay`)).toHaveLength(1);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/pay',
  ])('never follows %j as the card page', async (redirectUrl) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${order.id}`]: { body: declined },
      [`POST /orders/${order.id}/pay`]: { body: { redirectUrl } },
    });
    renderRoutes(routes, `/payment/failed?order=${order.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with another card' }));
    // (Toasts of the earlier cases may still be on screen.)
    expect(
      (await screen.findAllByText('Server error occurred. Please try again later.')).length,
    ).toBeGreaterThan(0);
    // The button is usable again: the page is not waiting for a navigation that never comes.
    await vi.waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Pay with another card' }).hasAttribute('disabled'),
      ).toBe(false),
    );
    expect(api.calls(`POST /orders/${order.id}/pay`)).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers the cart instead when the order can no longer be paid', async () => {
    stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${order.id}`]: { body: { ...declined, paymentStatus: 'cancelled' } },
    });
    renderRoutes(routes, `/payment/failed?order=${order.id}`);
    expect((await screen.findByRole('link', { name: 'Back to cart' })).getAttribute('href')).toBe(
      '/cart',
    );
    expect(screen.queryByRole('button', { name: 'Pay with another card' })).toBeNull();
  });
});
