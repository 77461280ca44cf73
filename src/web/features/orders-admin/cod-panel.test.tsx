import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '../../../shared/schemas/orders-admin';
import { shopDay } from '../../../shared/shop-day';
import AdminOrderDetailsPage from '../../app/routes/admin/order-details';
import { formatEgp } from '../../lib/format';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';
import { adminOrderDetail, ORDER_ID } from './test-fixtures';

// The cash-on-delivery panel of the admin's order page (decision 043).
const ADMIN_ID = '55555555-5555-4555-8555-555555555555';
const routes = [{ path: '/admin/orders/:id', element: <AdminOrderDetailsPage /> }];
const detailKey = `GET /admin/orders/${ORDER_ID}`;
const collectKey = `POST /admin/orders/${ORDER_ID}/cash-collected`;
const confirmKey = `POST /admin/orders/${ORDER_ID}/confirm`;

const detail = (patch: Partial<AdminOrderDetail> = {}): AdminOrderDetail =>
  adminOrderDetail({
    deliveryStatus: 'delivered',
    deliveredAt: '2026-11-21T10:00:00.000Z',
    cashOnDelivery: { cashCollected: null, confirmedAt: null },
    events: [],
    ...patch,
  });

const collectedOrder = detail({
  paymentStatus: 'paid',
  cashOnDelivery: {
    cashCollected: {
      amount: 1500,
      at: '2026-11-21T13:00:00.000Z',
      by: { id: ADMIN_ID, name: 'Hana Said', email: 'hana@example.com' },
    },
    confirmedAt: null,
  },
});

const panel = async (title = 'Cash on delivery') =>
  within((await screen.findByRole('heading', { name: title })).closest('section')!);
const norm = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('cash collected', () => {
  it('records what the courier handed over, the total and today by default', async () => {
    const api = stubApi({
      [detailKey]: { body: detail() },
      [collectKey]: { body: collectedOrder },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const cod = await panel();
    expect(cod.getByText('Delivered: the cash is still to collect.')).toBeTruthy();
    await userEvent.click(cod.getByRole('button', { name: 'Mark cash collected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash collected for order #1042' });
    const amount = within(dialog).getByLabelText(/Amount collected \(EGP\)/) as HTMLInputElement;
    const date = within(dialog).getByLabelText(/Date collected/) as HTMLInputElement;
    expect(amount.value).toBe('1550');
    expect(date.value).toBe(shopDay());
    expect(date.max).toBe(shopDay());
    expect(norm(within(dialog).getByText(/The order total is/).textContent)).toBe(
      'The order total is EGP 1,550. Enter less if less was collected.',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Courier: Ali');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record cash collected' }));
    expect(await screen.findByText('Cash collected recorded: the order is paid')).toBeTruthy();
    expect(api.calls(collectKey)).toEqual([
      { amount: 1500, date: shopDay(), note: 'Courier: Ali' },
    ]);
    const after = await panel();
    expect(norm(after.getByText('Cash collected').parentElement?.textContent)).toBe(
      'Cash collectedEGP 1,500',
    );
    expect(after.getByText('Collected on').parentElement?.textContent).toContain('Nov 21, 2026');
    expect(after.getByText('Hana Said')).toBeTruthy();
    expect(after.queryByRole('button', { name: 'Mark cash collected' })).toBeNull();
  });

  it('checks the amount before sending, and shows what the server refuses under its field', async () => {
    const api = stubApi({
      [detailKey]: { body: detail() },
      [collectKey]: {
        status: 400,
        body: {
          success: false,
          message: 'Invalid request. Please check your input.',
          errors: [
            {
              field: 'date',
              messages: ['The collection date cannot be before the order was placed (2026-11-20).'],
            },
          ],
        },
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await userEvent.click((await panel()).getByRole('button', { name: 'Mark cash collected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash collected for order #1042' });
    const amount = within(dialog).getByLabelText(/Amount collected/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    const submit = within(dialog).getByRole('button', { name: 'Record cash collected' });
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Enter an amount above zero')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    await userEvent.click(submit);
    expect(
      await within(dialog).findByText('Enter an amount with at most 2 decimal places'),
    ).toBeTruthy();
    expect(api.calls(collectKey)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(submit);
    expect(
      await within(dialog).findByText(
        'The collection date cannot be before the order was placed (2026-11-20).',
      ),
    ).toBeTruthy();
    expect(api.calls(collectKey)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Cash collected for order #1042' })).toBeTruthy();
  });

  it('waits for the order to leave before the cash can be recorded', async () => {
    stubApi({
      [detailKey]: { body: detail({ deliveryStatus: 'in_progress', deliveredAt: null }) },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const cod = await panel();
    expect(
      cod.getByText('The cash is collected on delivery: record it once the courier hands it over.'),
    ).toBeTruthy();
    expect(cod.queryByRole('button')).toBeNull();
  });

  it('says when a cash order was marked paid without a recorded amount', async () => {
    stubApi({ [detailKey]: { body: detail({ paymentStatus: 'paid' }) } });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const cod = await panel();
    expect(cod.getByText('Marked paid without a recorded amount.')).toBeTruthy();
    expect(cod.queryByRole('button')).toBeNull();
  });

  it('shows nothing for a card order', async () => {
    stubApi({ [detailKey]: { body: detail({ paymentMethod: 'card', cashOnDelivery: null }) } });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await screen.findByText('sara.account@example.com');
    expect(screen.queryByRole('heading', { name: 'Cash on delivery' })).toBeNull();
  });
});

describe('confirmation', () => {
  const awaiting = detail({ deliveryStatus: 'awaiting_confirmation', deliveredAt: null });

  it('confirms an order waiting for its customer after a phone call', async () => {
    const api = stubApi({
      [detailKey]: { body: awaiting },
      [confirmKey]: {
        body: detail({
          deliveryStatus: 'in_progress',
          deliveredAt: null,
          cashOnDelivery: { cashCollected: null, confirmedAt: '2026-11-20T12:00:00.000Z' },
        }),
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const cod = await panel();
    expect(
      cod.getByText(
        "Waiting for the customer's confirmation: they were e-mailed a link. You can also confirm the order after calling them.",
      ),
    ).toBeTruthy();
    // Not paid nor delivered before it is confirmed: only cancelling is offered there.
    const actions = within(screen.getByRole('region', { name: 'Order actions' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel order']);
    expect(screen.getAllByText('Awaiting confirmation').length).toBeGreaterThan(0);

    await userEvent.click(cod.getByRole('button', { name: 'Confirm order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm order #1042?' });
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'Called her');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Order confirmed')).toBeTruthy();
    expect(api.calls(confirmKey)).toEqual([{ note: 'Called her' }]);
    expect(await screen.findByText('Confirmed on Nov 20, 2026')).toBeTruthy();
  });

  it("shows the server's 409 and reloads the order", async () => {
    const api = stubApi({
      [detailKey]: { body: awaiting },
      [confirmKey]: {
        status: 409,
        body: {
          success: false,
          message: 'This action is not possible in the order’s current state.',
        },
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await userEvent.click((await panel()).getByRole('button', { name: 'Confirm order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm order #1042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(
      await screen.findByText('This action is not possible in the order’s current state.'),
    ).toBeTruthy();
    await vi.waitFor(() => expect(api.urls(detailKey).length).toBeGreaterThan(1));
  });
});

describe('in Arabic', () => {
  it('speaks Arabic, with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ [detailKey]: { body: collectedOrder } });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const cod = await panel('الدفع عند الاستلام');
    expect(norm(cod.getByText('النقود المحصّلة').parentElement?.textContent)).toBe(
      `النقود المحصّلة${norm(formatEgp(1500, 'ar'))}`,
    );
    expect(cod.getByText('تاريخ التحصيل').parentElement?.textContent).toMatch(/٢١/);
    expect(cod.getByText('سجّلها')).toBeTruthy();
  });

  it('offers the confirmation and the collection in Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ [detailKey]: { body: detail() } });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const cod = await panel('الدفع عند الاستلام');
    expect(cod.getByText('تم التوصيل: ما زالت النقود بانتظار التحصيل.')).toBeTruthy();
    await userEvent.click(cod.getByRole('button', { name: 'تسجيل تحصيل النقود' }));
    expect(await screen.findByRole('dialog', { name: 'تحصيل نقود الطلب رقم ١٠٤٢' })).toBeTruthy();
  });
});
