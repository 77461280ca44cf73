import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSearchResult } from '../../../shared/schemas/admin-search';
import { renderRoutes, stubApi } from '../../test/render';
import { AdminSearchBox } from './components/admin-search-box';

const ORDER_ID = '66666666-6666-4666-8666-666666666666';
const USER_ID = '11111111-1111-4111-8111-111111111111';
const hits: AdminSearchResult = {
  orders: [
    {
      id: ORDER_ID,
      orderNumber: 100042,
      customerName: 'Sara Ali',
      total: 250,
      paymentStatus: 'paid',
    },
  ],
  products: [],
  users: [
    {
      id: USER_ID,
      email: 'sara@example.com',
      firstName: 'Sara',
      lastName: 'Ali',
      role: 'customer',
    },
  ],
};

const routes = [
  { path: '/admin', element: <AdminSearchBox /> },
  { path: '/admin/orders/:id', element: <p>order page</p> },
  { path: '/admin/users/:id', element: <p>user page</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin top-bar search', () => {
  it('groups the hits and opens one with the keyboard', async () => {
    const api = stubApi({ 'GET /admin/search': { body: hits } });
    const router = renderRoutes(routes, '/admin');
    const box = screen.getByRole('combobox', { name: 'Search orders, products and users' });
    await userEvent.type(box, '1000');
    const list = await screen.findByRole('listbox');
    expect(api.urls('GET /admin/search').at(-1)?.searchParams.get('q')).toBe('1000');
    expect(within(list).getByRole('group', { name: 'Orders' })).toBeTruthy();
    expect(within(list).getByRole('group', { name: 'Users' })).toBeTruthy();
    expect(within(list).queryByRole('group', { name: 'Products' })).toBeNull();
    const options = within(list).getAllByRole('option');
    // Intl puts a no-break space between EGP and the amount.
    expect(options.map((o) => o.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Order #100042Sara Ali · EGP 250 · Paid',
      'Sara Alisara@example.com',
    ]);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/admin/users/${USER_ID}`);
  });

  it('opens the first hit on Enter and says when nothing matches', async () => {
    stubApi({
      'GET /admin/search': ({ url }) => ({
        body: url.searchParams.get('q') === 'zzz' ? { orders: [], products: [], users: [] } : hits,
      }),
    });
    const router = renderRoutes(routes, '/admin');
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, '100042');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/admin/orders/${ORDER_ID}`);
  });
});
