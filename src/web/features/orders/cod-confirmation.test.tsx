import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderConfirmation } from '../../../shared/schemas/cash-on-delivery';
import { RequireAuth } from '../../app/guards';
import ConfirmOrderPage from '../../app/routes/confirm-order';
import OrderDetailsPage from '../../app/routes/order-details';
import PaymentSuccessPage from '../../app/routes/payment-success';
import { formatEgp } from '../../lib/format';
import i18n from '../../lib/i18n';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { me, order } from './test-fixtures';
import { buildTimeline } from './timeline';

// A cash order waiting for its customer's confirmation (decision 043), as the customer sees it.
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF';
const stateKey = `GET /order-confirmations/${TOKEN}`;
const confirmKey = `POST /order-confirmations/${TOKEN}`;
const awaitingOrder = { ...order, deliveryStatus: 'awaiting_confirmation' as const };

const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: '/orders/:id', element: <OrderDetailsPage /> }],
  },
  { path: '/payment/success', element: <PaymentSuccessPage /> },
  { path: '/confirm-order', element: <ConfirmOrderPage /> },
  { path: '/orders', element: <h1>My orders page</h1> },
];

const confirmation = (patch: Partial<OrderConfirmation> = {}): OrderConfirmation => ({
  state: 'awaiting',
  orderNumber: 1042,
  total: 2750.5,
  confirmedAt: null,
  confirmedNow: false,
  ...patch,
});
const norm = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

describe('an order awaiting confirmation', () => {
  it('says so on the order page, with how to confirm, and the step ahead', async () => {
    stubApi({ 'GET /auth/me': { body: me }, [`GET /orders/${order.id}`]: { body: awaitingOrder } });
    renderRoutes(routes, `/orders/${order.id}`);
    expect(await screen.findByText('Please confirm your order')).toBeTruthy();
    expect(screen.getByText(/We sent you an e-mail with a link to confirm/)).toBeTruthy();
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Order tracking' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps[1]).toContain('Order confirmed');
    expect(steps[1]).toContain('Not yet');
  });

  it('says so in Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ 'GET /auth/me': { body: me }, [`GET /orders/${order.id}`]: { body: awaitingOrder } });
    renderRoutes(routes, `/orders/${order.id}`);
    expect(await screen.findByText('يرجى تأكيد طلبك')).toBeTruthy();
    expect(screen.getByText('بانتظار التأكيد')).toBeTruthy();
  });

  it('tells the customer to confirm right after checkout', async () => {
    stubApi({ 'GET /auth/me': { body: me }, [`GET /orders/${order.id}`]: { body: awaitingOrder } });
    renderRoutes(routes, `/payment/success?order=${order.id}`);
    expect(
      await screen.findByText(
        'Your order has been placed and you will pay on delivery. Please confirm it with the link we sent you by e-mail: we prepare it once it is confirmed.',
      ),
    ).toBeTruthy();
  });

  it('shows the confirmed step in the timeline once confirmed', () => {
    const steps = buildTimeline({
      ...order,
      events: [
        ...order.events,
        {
          ...order.events[0],
          id: crypto.randomUUID(),
          type: 'delivery',
          fromStatus: 'awaiting_confirmation',
          toStatus: 'in_progress',
          createdAt: '2025-03-02T09:00:00.000Z',
        },
      ],
    });
    expect(steps.map((s) => `${s.key}:${s.state}`)).toEqual([
      'created:done',
      'confirmed:done',
      // Cash on delivery is paid at the door, after the delivery (issue 24 item 9).
      'out_for_delivery:upcoming',
      'delivered:upcoming',
      'paid:upcoming',
    ]);
  });
});

describe('the confirmation link', () => {
  it('shows the order and confirms it only when asked', async () => {
    const api = stubApi({
      [stateKey]: { body: confirmation() },
      [confirmKey]: {
        body: confirmation({
          state: 'confirmed',
          confirmedAt: '2025-03-01T12:00:00.000Z',
          confirmedNow: true,
        }),
      },
    });
    renderRoutes(routes, `/confirm-order?token=${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Confirm my order' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirm your order' })).toBeTruthy();
    expect(norm(screen.getByRole('status').textContent)).toBe(
      'Order #1042 (EGP 2,750.50), paid in cash on delivery, is waiting for your confirmation. Confirm it and we start preparing it.',
    );
    expect(api.calls(confirmKey)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));
    expect(await screen.findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
    expect(
      screen.getByText('Thank you! Order #1042 is confirmed. We are preparing it now.'),
    ).toBeTruthy();
    expect(api.calls(confirmKey)).toHaveLength(1);
  });

  it('says honestly that a used link was used', async () => {
    stubApi({
      [stateKey]: {
        body: confirmation({ state: 'confirmed', confirmedAt: '2025-03-01T12:00:00.000Z' }),
      },
    });
    renderRoutes(routes, `/confirm-order?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Order #1042 is already confirmed (on March 1, 2025). There is nothing more to do.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).toBeNull();
  });

  it("shows the server's answer when the link was used meanwhile, then the state", async () => {
    let used = false;
    stubApi({
      [stateKey]: () => ({
        body: used
          ? confirmation({ state: 'confirmed', confirmedAt: '2025-03-01T12:00:00.000Z' })
          : confirmation(),
      }),
      [confirmKey]: () => {
        used = true;
        return {
          status: 409,
          body: {
            success: false,
            message:
              'Order #1042 is already confirmed: this link was used before. There is nothing more to do.',
          },
        };
      },
    });
    renderRoutes(routes, `/confirm-order?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my order' }));
    expect(await screen.findByRole('heading', { name: 'Order confirmed' })).toBeTruthy();
    expect(screen.getByText(/is already confirmed \(on March 1, 2025\)/)).toBeTruthy();
  });

  it('says a cancelled order can no longer be confirmed', async () => {
    stubApi({ [stateKey]: { body: confirmation({ state: 'cancelled' }) } });
    renderRoutes(routes, `/confirm-order?token=${TOKEN}`);
    expect(
      await screen.findByText('Order #1042 was cancelled, so it can no longer be confirmed.'),
    ).toBeTruthy();
  });

  it('says an unknown or missing link is not valid', async () => {
    stubApi({
      [stateKey]: {
        status: 404,
        body: {
          success: false,
          message:
            'This confirmation link is not valid. Open the whole link from the e-mail, or sign in to see your orders.',
        },
      },
    });
    renderRoutes(routes, `/confirm-order?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^This confirmation link is not valid\./);
  });

  it('needs no request for a link without a token', async () => {
    const api = stubApi({});
    renderRoutes(routes, '/confirm-order');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(api.mock).not.toHaveBeenCalledWith(
      expect.stringContaining('/order-confirmations/'),
      expect.anything(),
    );
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ [stateKey]: { body: confirmation() } });
    renderRoutes(routes, `/confirm-order?token=${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'تأكيد طلبي' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'تأكيد طلبك' })).toBeTruthy();
    expect(norm(screen.getByRole('status').textContent)).toContain(
      `الطلب رقم ١٠٤٢ (${norm(formatEgp(2750.5, 'ar'))})`,
    );
  });
});
