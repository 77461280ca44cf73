import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminOrderDetailsPage from '../../app/routes/admin/order-details';
import AdminOrdersPage from '../../app/routes/admin/orders';
import i18n from '../../lib/i18n';
import { renderRoutes, stubApi } from '../../test/render';
import { OrderView } from '../orders/components/order-view';
import { order } from '../orders/test-fixtures';
import { adminOrderDetail, adminOrderSummary, ORDER_ID } from '../orders-admin/test-fixtures';

// The print and download buttons (decision 045): each opens the right document in a new tab.
const SECOND_ID = '88888888-8888-4888-8888-888888888888';
let tabs: { location: { href: string }; opener: unknown }[];

beforeEach(() => {
  tabs = [];
  vi.stubGlobal(
    'open',
    vi.fn(() => {
      const tab = { location: { href: '' }, opener: window };
      tabs.push(tab);
      return tab;
    }),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const lastTab = async () => {
  await vi.waitFor(() => expect(tabs.at(-1)?.location.href).toBeTruthy());
  const url = new URL(tabs.at(-1)!.location.href, 'http://shop.test');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), tab: tabs.at(-1)! };
};

const list = (items: ReturnType<typeof adminOrderSummary>[]) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
});

describe('admin order page', () => {
  it('prints the invoice and the packing slip of the order, after checking the session', async () => {
    const api = stubApi({
      [`GET /admin/orders/${ORDER_ID}`]: { body: adminOrderDetail() },
      'GET /auth/me': { body: { id: 'a' } },
    });
    renderRoutes(
      [{ path: '/admin/orders/:id', element: <AdminOrderDetailsPage /> }],
      `/admin/orders/${ORDER_ID}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Print invoice' }));
    const invoice = await lastTab();
    expect(invoice.path).toBe(`/api/admin/orders/${ORDER_ID}/invoice`);
    expect(invoice.query).toEqual({ autoprint: '1' });
    expect(invoice.tab.opener).toBeNull();
    expect(api.urls('GET /auth/me')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Print packing slip' }));
    await vi.waitFor(() => expect(tabs).toHaveLength(2));
    expect((await lastTab()).path).toBe(`/api/admin/orders/${ORDER_ID}/packing-slip`);
  });
});

describe('admin orders list', () => {
  it('prints the ticked orders together, invoices or packing slips', async () => {
    stubApi({
      'GET /admin/orders': {
        body: list([
          adminOrderSummary(),
          adminOrderSummary({ id: SECOND_ID, orderNumber: 1043, customerName: 'Omar Adel' }),
        ]),
      },
      'GET /auth/me': { body: { id: 'a' } },
    });
    renderRoutes([{ path: '/admin/orders', element: <AdminOrdersPage /> }], '/admin/orders');
    const table = within(await screen.findByRole('table'));
    expect(screen.queryByRole('button', { name: 'Print invoices' })).toBeNull();

    await userEvent.click(table.getByRole('checkbox', { name: 'Order #1043' }));
    expect(screen.getByText('1 order selected')).toBeTruthy();
    await userEvent.click(table.getByRole('checkbox', { name: 'Order #1042' }));
    expect(screen.getByText('2 orders selected')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Print packing slips' }));
    const slips = await lastTab();
    expect(slips.path).toBe('/api/admin/orders/print');
    expect(slips.query).toEqual({
      doc: 'packing-slip',
      ids: `${SECOND_ID},${ORDER_ID}`,
      autoprint: '1',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Print invoices' }));
    await vi.waitFor(() => expect(tabs).toHaveLength(2));
    expect((await lastTab()).query.doc).toBe('invoice');

    // The header's box clears every order of the page, then ticks them all.
    const all = table.getByRole('checkbox', { name: 'Select every order on this page' });
    await userEvent.click(all);
    expect(screen.queryByRole('button', { name: 'Print invoices' })).toBeNull();
    await userEvent.click(all);
    expect(screen.getByText('2 orders selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected/)).toBeNull();
  });
});

describe('customer order page', () => {
  const view = (patch: Partial<typeof order>) =>
    renderRoutes([{ path: '/', element: <OrderView order={{ ...order, ...patch }} /> }], '/');

  it('offers no invoice before the order is paid', async () => {
    stubApi({});
    view({ paymentStatus: 'pending' });
    expect(await screen.findByText('Payment method')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  });

  it('downloads the paid order’s invoice in the language of the page', async () => {
    stubApi({ 'GET /auth/me': { body: { id: 'c' } } });
    await i18n.changeLanguage('ar');
    view({ paymentStatus: 'paid' });
    await userEvent.click(await screen.findByRole('button', { name: 'تنزيل الفاتورة' }));
    const invoice = await lastTab();
    expect(invoice.path).toBe(`/api/orders/${order.id}/invoice`);
    expect(invoice.query).toEqual({ lang: 'ar' });
  });

  it('still offers it once the order was refunded', async () => {
    stubApi({});
    view({ paymentStatus: 'refunded' });
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeTruthy();
  });
});
