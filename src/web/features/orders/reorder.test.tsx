import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReorderResult } from '../../../shared/schemas/addresses';
import { RequireAuth } from '../../app/guards';
import OrderDetailsPage from '../../app/routes/order-details';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { me, order } from '../checkout/test-fixtures';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/orders/:id', element: <OrderDetailsPage /> }] },
  { path: '/cart', element: <h1>Cart page</h1> },
  { path: '/login', element: <h1>Login page</h1> },
];

const line = {
  productId: order.items[0].productId,
  nameEn: 'Lithium Battery',
  nameAr: 'بطارية ليثيوم',
  variantNameEn: null,
  variantNameAr: null,
  requested: 2,
  added: 0,
  reason: 'unavailable' as const,
};

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

describe('order again', () => {
  it('adds the items and opens the cart', async () => {
    const result: ReorderResult = {
      added: [{ ...line, added: 2, reason: null }],
      reduced: [],
      unavailable: [],
      count: 2,
    };
    const api = stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${order.id}`]: { body: order },
      'POST /cart/reorder': { body: result },
    });
    renderRoutes(routes, `/orders/${order.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('Cart page')).toBeTruthy();
    expect(api.calls('POST /cart/reorder')).toEqual([{ orderId: order.id }]);
  });

  it('stays on the order and names what cannot be bought when nothing was added', async () => {
    stubApi({
      'GET /auth/me': { body: me },
      [`GET /orders/${order.id}`]: { body: order },
      'POST /cart/reorder': {
        body: {
          added: [],
          reduced: [],
          unavailable: [line, { ...line, nameEn: 'Panel', nameAr: 'لوح', reason: 'outOfStock' }],
          count: 0,
        },
      },
    });
    renderRoutes(routes, `/orders/${order.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(
      await screen.findByText('None of the items of this order can be bought now.'),
    ).toBeTruthy();
    expect(screen.getByText('Lithium Battery is no longer available')).toBeTruthy();
    expect(screen.getByText('Panel is out of stock')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Cart page')).toBeNull());
  });
});
