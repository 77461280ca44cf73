import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminOrderDetailsPage from '../../app/routes/admin/order-details';
import AdminOrdersPage from '../../app/routes/admin/orders';
import { formatEgp } from '../../lib/format';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';
import type { AdminOrderSummary } from './api';
import { adminOrderDetail, adminOrderSummary, ORDER_ID } from './test-fixtures';
import { allowedActions } from './transitions';

const routes = [
  { path: '/admin/orders', element: <AdminOrdersPage /> },
  { path: '/admin/orders/:id', element: <AdminOrderDetailsPage /> },
];

const summary = adminOrderSummary;
const detail = adminOrderDetail;

const list = (items: AdminOrderSummary[]) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
});

const actionsKey = `POST /admin/orders/${ORDER_ID}/actions`;
const detailKey = `GET /admin/orders/${ORDER_ID}`;

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove(); // toasts live in a module store that outlasts each render
});

describe('allowedActions', () => {
  it('mirrors the server state machine', () => {
    expect(allowedActions({ paymentStatus: 'pending', deliveryStatus: 'in_progress' })).toEqual([
      'mark_paid',
      'mark_out_for_delivery',
      'mark_delivered',
      'cancel',
    ]);
    expect(allowedActions({ paymentStatus: 'paid', deliveryStatus: 'delivered' })).toEqual([
      'undo_delivery',
    ]);
    expect(allowedActions({ paymentStatus: 'cancelled', deliveryStatus: 'in_progress' })).toEqual(
      [],
    );
    expect(allowedActions({ paymentStatus: 'failed', deliveryStatus: 'in_progress' })).toEqual([
      'cancel',
    ]);
  });
});

describe('admin orders list', () => {
  it('shows the row facts and links to the order', async () => {
    stubApi({ 'GET /admin/orders': { body: list([summary()]) } });
    renderRoutes(routes, '/admin/orders');
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('Sara Ali')).toBeTruthy();
    expect(table.getByText('01012345678')).toBeTruthy();
    expect(table.getByText('Cash on delivery')).toBeTruthy();
    expect(table.getByRole('link', { name: 'Order #1042' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}`,
    );
  });

  it('keeps the filters in the URL and sends them', async () => {
    const api = stubApi({ 'GET /admin/orders': { body: list([]) } });
    const router = renderRoutes(routes, '/admin/orders?deliveryStatus=delivered');
    await userEvent.selectOptions(await screen.findByLabelText('Payment status'), 'paid');
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('paymentStatus')).toBe('paid'),
    );
    await userEvent.type(screen.getByLabelText('Search orders'), '1042');
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('1042'),
    );
    const from = screen.getByLabelText('From date');
    await userEvent.type(from, '2026-11-01');
    await vi.waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-11-01'),
    );
    await vi.waitFor(() => {
      const last = api.urls('GET /admin/orders').at(-1);
      expect(last?.searchParams.get('search')).toBe('1042');
      expect(last?.searchParams.get('paymentStatus')).toBe('paid');
      expect(last?.searchParams.get('deliveryStatus')).toBe('delivered');
      expect(last?.searchParams.get('from')).toBe('2026-11-01');
    });
    expect(await screen.findByText('No orders match these filters')).toBeTruthy();
  });

  it('cleans up failed orders after confirmation and reports the server message', async () => {
    const api = stubApi({
      'GET /admin/orders': { body: list([summary()]) },
      'POST /admin/orders/cleanup-failed': {
        body: { success: true, message: '3 failed orders removed.', deleted: 3 },
      },
    });
    renderRoutes(routes, '/admin/orders');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Clean up failed orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clean up failed orders?' });
    const days = within(dialog).getByLabelText('Older than (days)');
    expect((days as HTMLInputElement).value).toBe('30');
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete failed orders' }));
    expect(within(dialog).getByText('Must be at least 1')).toBeTruthy();
    expect(api.calls('POST /admin/orders/cleanup-failed')).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete failed orders' }));
    expect(await screen.findByText('3 failed orders removed.')).toBeTruthy();
    expect(api.calls('POST /admin/orders/cleanup-failed')).toEqual([{ olderThanDays: 14 }]);
    await vi.waitFor(() => expect(api.urls('GET /admin/orders').length).toBeGreaterThan(1));
  });
});

describe('admin order details', () => {
  const buttons = () =>
    within(screen.getByRole('region', { name: 'Order actions' }))
      .getAllByRole('button')
      .map((button) => button.textContent);

  it('offers mark paid, out for delivery, delivered and cancel on a pending COD order', async () => {
    stubApi({ [detailKey]: { body: detail() } });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('sara.account@example.com')).toBeTruthy();
    expect(screen.getByText('12 Tahrir St')).toBeTruthy();
    expect(buttons()).toEqual([
      'Mark paid',
      'Mark out for delivery',
      'Mark delivered',
      'Cancel order',
    ]);
  });

  it('offers only undo on a delivered order', async () => {
    stubApi({
      [detailKey]: {
        body: detail({
          paymentStatus: 'paid',
          deliveryStatus: 'delivered',
          deliveredAt: '2026-11-21T10:00:00.000Z',
        }),
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await screen.findByText('sara.account@example.com');
    expect(buttons()).toEqual(['Undo delivery']);
  });

  it('asks before an action, sends nothing on cancel, then sends the note', async () => {
    const api = stubApi({
      [detailKey]: { body: detail() },
      [actionsKey]: { body: detail({ paymentStatus: 'paid' }) },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark order #1042 as paid?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(api.calls(actionsKey)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    const again = await screen.findByRole('dialog', { name: 'Mark order #1042 as paid?' });
    await userEvent.type(within(again).getByLabelText('Note (optional)'), 'Cash collected');
    await userEvent.click(within(again).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Order marked as paid')).toBeTruthy();
    expect(api.calls(actionsKey)).toEqual([{ action: 'mark_paid', note: 'Cash collected' }]);
    await vi.waitFor(() => expect(buttons()).not.toContain('Mark paid'));
  });

  it("shows the server's 409 message and reloads the order", async () => {
    const api = stubApi({
      [detailKey]: { body: detail() },
      [actionsKey]: {
        status: 409,
        body: { success: false, message: 'This order was already cancelled.' },
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1042?' });
    // Dismissing says what it does, never "Cancel" beside "Cancel order"; the money is explained.
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(dialog).getByText(/No money was taken for this order/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This order was already cancelled.')).toBeTruthy();
    expect(api.calls(actionsKey)).toEqual([{ action: 'cancel' }]);
    await vi.waitFor(() => expect(api.urls(detailKey).length).toBeGreaterThan(1));
  });
});

describe('admin order pricing lines (issue 19)', () => {
  // What the server sent: a 10% coupon, a zone, a COD fee and VAT (1500 − 150 + 50 + 20 = 1420).
  const priced = detail({
    total: 1420,
    items: [{ ...detail().items[0], discount: 150 }],
    discounts: [{ code: 'WELCOME10', type: 'percentage', appliesTo: 'items', amount: 150 }],
    discount: 150,
    codFee: 20,
    vat: { ratePercent: 14, included: 174.39 },
    shippingZone: { nameEn: 'Greater Cairo', nameAr: 'القاهرة الكبرى' },
    deliveryEstimate: { minDays: 2, maxDays: 3 },
  });
  const norm = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');
  const rowOf = (label: string) => norm(screen.getByText(label).parentElement?.textContent);
  const actions = () => within(screen.getByRole('region', { name: /Order actions|إجراءات/ }));

  it('shows the coupon code at a glance and every line of the totals', async () => {
    stubApi({ [detailKey]: { body: priced } });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await screen.findByText('sara.account@example.com');
    expect(norm(actions().getByText('WELCOME10').parentElement?.textContent)).toBe(
      'CouponWELCOME10',
    );
    expect(rowOf('Subtotal')).toBe('SubtotalEGP 1,500');
    expect(rowOf('Discount (WELCOME10)')).toBe('Discount (WELCOME10)−EGP 150');
    expect(rowOf('Shipping (Greater Cairo)')).toBe('Shipping (Greater Cairo)EGP 50');
    expect(rowOf('Cash on delivery fee')).toBe('Cash on delivery feeEGP 20');
    expect(rowOf('Total')).toBe('TotalEGP 1,420');
    expect(screen.getByText('Includes VAT 14% (EGP 174.39)')).toBeTruthy();
    expect(screen.getByText('Estimated delivery: 2–3 days')).toBeTruthy();
    expect(screen.getByText('Discount: −EGP 150')).toBeTruthy();
  });

  it('shows them in Arabic with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ [detailKey]: { body: priced } });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await screen.findByText('sara.account@example.com');
    const egp = (amount: number) => norm(formatEgp(amount, 'ar'));
    expect(norm(actions().getByText('WELCOME10').parentElement?.textContent)).toBe(
      'الكوبونWELCOME10',
    );
    expect(rowOf('خصم (WELCOME10)')).toBe(`خصم (WELCOME10)−${egp(150)}`);
    expect(rowOf('الشحن (القاهرة الكبرى)')).toBe(`الشحن (القاهرة الكبرى)${egp(50)}`);
    expect(rowOf('رسوم الدفع عند الاستلام')).toBe(`رسوم الدفع عند الاستلام${egp(20)}`);
    expect(rowOf('الإجمالي')).toBe(`الإجمالي${egp(1420)}`);
    const vat = norm(screen.getByText(/^شامل ضريبة القيمة المضافة/).textContent);
    expect(vat).toContain('شامل ضريبة القيمة المضافة ١٤٪');
    expect(vat).toContain(`(${egp(174.39)})`);
    expect(screen.getByText('التوصيل المتوقع: خلال ٢–٣ أيام')).toBeTruthy();
    expect(screen.getByText(`الخصم: −${egp(150)}`)).toBeTruthy();
  });

  it('shows no coupon and no extra lines for an order without them', async () => {
    stubApi({ [detailKey]: { body: detail() } });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await screen.findByText('sara.account@example.com');
    expect(screen.queryByText('Coupon')).toBeNull();
    expect(screen.queryByText(/Discount|Cash on delivery fee|VAT|Estimated delivery/)).toBeNull();
    expect(rowOf('Total')).toBe('TotalEGP 1,550');
  });
});
