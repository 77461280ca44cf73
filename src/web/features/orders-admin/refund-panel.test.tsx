import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '../../../shared/schemas/orders-admin';
import type { Refund, RefundList, RefundSummary } from '../../../shared/schemas/refunds';
import AdminOrderDetailsPage from '../../app/routes/admin/order-details';
import { formatEgp } from '../../lib/format';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';
import { adminOrderDetail, ORDER_ID } from './test-fixtures';

// The Refund / Void panel and the cancel dialog's "refund now" of the admin order page (042).
const ADMIN_ID = '55555555-5555-4555-8555-555555555555';
const routes = [{ path: '/admin/orders/:id', element: <AdminOrderDetailsPage /> }];
const detailKey = `GET /admin/orders/${ORDER_ID}`;
const refundsKey = `GET /admin/orders/${ORDER_ID}/refunds`;
const createKey = `POST /admin/orders/${ORDER_ID}/refunds`;
const actionsKey = `POST /admin/orders/${ORDER_ID}/actions`;

const detail = (patch: Partial<AdminOrderDetail> = {}): AdminOrderDetail =>
  adminOrderDetail({
    itemCount: 1,
    total: 100.5,
    paymentMethod: 'card',
    paymentStatus: 'paid',
    items: [
      {
        id: '77777777-7777-4777-8777-777777777777',
        productId: null,
        nameEn: 'Charger',
        nameAr: 'شاحن',
        color: null,
        imageUrl: null,
        unitPrice: 25.5,
        quantity: 1,
        total: 25.5,
        discount: 0,
      },
    ],
    subtotal: 25.5,
    shipping: 75,
    transactionId: '900000001',
    reference: '1042-1',
    events: [],
    ...patch,
  });

const summary = (patch: Partial<RefundSummary> = {}): RefundSummary => ({
  paymentMethod: 'card',
  paid: 100.5,
  refunded: 0,
  pending: 0,
  left: 100.5,
  provider: { available: true, reason: null },
  void: { available: true, reason: null },
  ...patch,
});

const refundRow = (patch: Partial<Refund> = {}): Refund => ({
  id: '88888888-8888-4888-8888-888888888888',
  kind: 'refund',
  mode: 'provider',
  amount: 50,
  reason: 'One item broken',
  note: null,
  status: 'succeeded',
  providerTransactionId: '800000001',
  error: null,
  createdAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  createdBy: { id: ADMIN_ID, name: 'Hala Admin', email: 'hala@example.com' },
  ...patch,
});

const list = (s: RefundSummary, refunds: Refund[] = []): RefundList => ({ summary: s, refunds });

const panel = async (title = 'Refunds') =>
  within((await screen.findByRole('heading', { name: title })).closest('section')!);
const norm = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim();
const keysOf = (api: ReturnType<typeof stubApi>) =>
  api.mock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/refunds') && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('the refund panel', () => {
  it('shows what was paid, refunded and left, and each refund with its status, who and when', async () => {
    stubApi({
      [detailKey]: { body: detail({ paymentStatus: 'partially_refunded', refunded: 50 }) },
      [refundsKey]: {
        body: list(
          summary({ refunded: 50, left: 50.5, void: { available: false, reason: 'after_refund' } }),
          [
            refundRow(),
            refundRow({
              id: '88888888-8888-4888-8888-888888888889',
              amount: 20,
              status: 'failed',
              error: 'Paymob /api/acceptance/void_refund/refund answered 503',
            }),
          ],
        ),
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const refunds = await panel();
    expect(norm(refunds.getByText('Left to refund').parentElement?.textContent)).toBe(
      'Left to refundEGP 50.50',
    );
    expect(norm(refunds.getByText('Refunded').parentElement?.textContent)).toBe('RefundedEGP 50');
    const items = within(refunds.getByRole('list', { name: 'Refunds of this order' })).getAllByRole(
      'listitem',
    );
    expect(norm(items[0].textContent)).toMatch(/^Refund · EGP 50Done/);
    expect(items[0].textContent).toContain('Through Paymob · by Hala Admin');
    expect(items[0].textContent).toContain('One item broken');
    expect(items[1].textContent).toContain('Failed');
    expect(items[1].textContent).toContain('answered 503');
    // No void after a refund.
    expect(refunds.getByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(refunds.queryByRole('button', { name: 'Void payment' })).toBeNull();
    // The badge says it too.
    expect(screen.getAllByText('Partially refunded').length).toBeGreaterThan(0);
  });

  it('refunds the amount left by default, with one key per dialog kept across a retry', async () => {
    let calls = 0;
    const api = stubApi({
      [detailKey]: { body: detail() },
      [refundsKey]: { body: list(summary()) },
      [createKey]: ({ body }) => {
        calls += 1;
        // The first try gets no answer (the network dropped): the retry must send the same key.
        if (calls === 1) throw new TypeError('Failed to fetch');
        const { amount } = body as { amount: number };
        return {
          body: {
            ...list(summary({ refunded: amount, left: 0 }), [refundRow({ amount })]),
            refund: refundRow({ amount }),
            message: 'EGP 100.50 refunded.',
          },
        };
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const refunds = await panel();
    await userEvent.click(refunds.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order #1042' }));
    expect((dialog.getByLabelText(/Amount \(EGP\)/) as HTMLInputElement).value).toBe('100.5');
    expect((dialog.getByLabelText('How the money goes back') as HTMLSelectElement).value).toBe(
      'provider',
    );
    // A reason is required.
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText('This field is required')).toBeTruthy();
    expect(api.calls(createKey)).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/Reason/), 'Customer changed their mind');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByRole('alert')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('EGP 100.50 refunded.')).toBeTruthy();
    expect(api.calls(createKey)).toEqual([
      { kind: 'refund', mode: 'provider', reason: 'Customer changed their mind', amount: 100.5 },
      { kind: 'refund', mode: 'provider', reason: 'Customer changed their mind', amount: 100.5 },
    ]);
    const [first, second] = keysOf(api);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('shows the server’s refusal in the dialog, and a new key for the next try', async () => {
    const api = stubApi({
      [detailKey]: { body: detail() },
      [refundsKey]: { body: list(summary()) },
      [createKey]: {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'You can refund at most EGP 100.5 for this order.',
        },
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await userEvent.click((await panel()).getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order #1042' }));
    const amount = dialog.getByLabelText(/Amount \(EGP\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Too much');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(
      await dialog.findByText('You can refund at most EGP 100.5 for this order.'),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(api.calls(createKey)).toHaveLength(2));
    const [first, second] = keysOf(api);
    expect(second).not.toBe(first);
  });

  it('voids a card payment on its day', async () => {
    const api = stubApi({
      [detailKey]: { body: detail() },
      [refundsKey]: { body: list(summary()) },
      [createKey]: {
        body: {
          ...list(summary({ refunded: 100.5, left: 0 })),
          refund: refundRow({ kind: 'void', amount: 100.5 }),
          message: 'The payment was voided: EGP 100.5 back to the customer.',
        },
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await userEvent.click((await panel()).getByRole('button', { name: 'Void payment' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Void the payment of order #1042?' }),
    );
    expect(dialog.queryByLabelText(/Amount/)).toBeNull();
    await userEvent.type(dialog.getByLabelText(/Reason/), 'Wrong size');
    await userEvent.click(dialog.getByRole('button', { name: 'Void payment' }));
    expect(await screen.findByText(/The payment was voided/)).toBeTruthy();
    expect(api.calls(createKey)).toEqual([
      { kind: 'void', mode: 'provider', reason: 'Wrong size' },
    ]);
  });

  it('marks a refund Paymob never answered failed, an hour on, with what the admin found', async () => {
    const stale = refundRow({
      amount: 30,
      status: 'pending',
      error: 'The operation was aborted due to timeout',
      createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });
    const recent = refundRow({
      id: '88888888-8888-4888-8888-88888888888a',
      amount: 10,
      status: 'pending',
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    const failKey = `POST /admin/orders/${ORDER_ID}/refunds/${stale.id}/fail`;
    const given = { ...stale, status: 'failed' as const, error: 'Not in Paymob' };
    let after: RefundList | null = null;
    const api = stubApi({
      [detailKey]: { body: detail() },
      [refundsKey]: () => ({
        body: after ?? list(summary({ pending: 40, left: 60.5 }), [recent, stale]),
      }),
      [failKey]: () => {
        after = list(summary({ pending: 10, left: 90.5 }), [recent, given]);
        return {
          body: {
            ...after,
            refund: given,
            message: 'The refund was marked failed: EGP 30 can be refunded again.',
          },
        };
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const refunds = await panel();
    const [young, old] = within(refunds.getByRole('list')).getAllByRole('listitem');
    // Paymob may still answer the recent one: no way to give it up yet.
    expect(within(young).queryByRole('button', { name: 'Mark failed' })).toBeNull();
    expect(old.textContent).toContain('Still no word from Paymob');
    await userEvent.click(within(old).getByRole('button', { name: 'Mark failed' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: /^Mark the refund of EGP\s30 failed\?$/ }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Mark failed' }));
    expect(await dialog.findByText('This field is required')).toBeTruthy();
    expect(api.calls(failKey)).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText(/What you found in Paymob/), 'Not in Paymob');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark failed' }));
    expect(
      await screen.findByText('The refund was marked failed: EGP 30 can be refunded again.'),
    ).toBeTruthy();
    expect(api.calls(failKey)).toEqual([{ reason: 'Not in Paymob' }]);
    await vi.waitFor(() =>
      expect(refunds.queryAllByRole('button', { name: 'Mark failed' })).toHaveLength(0),
    );
  });

  it('is not shown for an order with nothing paid', async () => {
    const api = stubApi({ [detailKey]: { body: detail({ paymentStatus: 'pending' }) } });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('sara.account@example.com')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
    expect(api.urls(refundsKey)).toHaveLength(0);
  });
});

describe('cancelling a paid card order', () => {
  it('asks to refund now (ticked), refunds first, then cancels', async () => {
    const order: string[] = [];
    const api = stubApi({
      [detailKey]: { body: detail() },
      [refundsKey]: { body: list(summary()) },
      [createKey]: () => {
        order.push('refund');
        return {
          body: {
            ...list(summary({ refunded: 100.5, left: 0 })),
            refund: refundRow({ amount: 100.5 }),
            message: 'EGP 100.5 refunded.',
          },
        };
      },
      [actionsKey]: () => {
        order.push('cancel');
        return { body: detail({ paymentStatus: 'cancelled', refunded: 100.5 }) };
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await panel();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order #1042?' }));
    const box = dialog.getByLabelText('Refund EGP 100.50 to the customer now (through Paymob)');
    expect((box as HTMLInputElement).checked).toBe(true);
    await userEvent.type(dialog.getByLabelText(/Note/), 'Out of stock');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(order).toEqual(['refund', 'cancel']));
    expect(api.calls(createKey)).toEqual([
      { kind: 'refund', mode: 'provider', amount: 100.5, reason: 'Out of stock' },
    ]);
  });

  it('does not cancel when the refund fails; unticked, it cancels without refunding', async () => {
    const api = stubApi({
      [detailKey]: { body: detail() },
      [refundsKey]: { body: list(summary()) },
      [createKey]: {
        status: 502,
        body: {
          success: false,
          code: 'UNAVAILABLE',
          message: 'Paymob did not accept the refund: nothing was refunded. You can try again.',
        },
      },
      [actionsKey]: { body: detail({ paymentStatus: 'cancelled' }) },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    await panel();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel order #1042?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText(/The refund failed, so the order was not cancelled/),
    ).toBeTruthy();
    expect(api.calls(actionsKey)).toHaveLength(0);

    await userEvent.click(dialog.getByLabelText(/Refund EGP 100.50 to the customer now/));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(api.calls(actionsKey)).toEqual([{ action: 'cancel' }]));
    expect(api.calls(createKey)).toHaveLength(1);
  });
});

describe('in Arabic', () => {
  it('records a manual refund of cash on delivery: the note is required', async () => {
    await i18n.changeLanguage('ar');
    const api = stubApi({
      [detailKey]: { body: detail({ paymentMethod: 'cod', deliveryStatus: 'delivered' }) },
      [refundsKey]: {
        body: list(
          summary({
            paymentMethod: 'cod',
            provider: { available: false, reason: 'cod' },
            void: { available: false, reason: 'not_card' },
          }),
        ),
      },
      [createKey]: {
        body: {
          ...list(summary({ refunded: 20, left: 80.5 })),
          refund: refundRow({ mode: 'manual', amount: 20 }),
          message: 'تم تسجيل استرداد يدوي بقيمة 20 ج.م.',
        },
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const refunds = await panel('المبالغ المستردة');
    expect(refunds.getByText('يُسترد الدفع عند الاستلام يدويًا: سجّل كيف أُعيد المبلغ.')).toBeTruthy();
    expect(norm(refunds.getByText('المتبقي للاسترداد').parentElement?.textContent)).toBe(
      `المتبقي للاسترداد${norm(formatEgp(100.5, 'ar'))}`,
    );
    expect(refunds.queryByRole('button', { name: 'إلغاء عملية الدفع' })).toBeNull();
    await userEvent.click(refunds.getByRole('button', { name: 'استرداد مبلغ' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'استرداد مبلغ من الطلب رقم ١٠٤٢' }),
    );
    const mode = dialog.getByLabelText('طريقة إعادة المبلغ') as HTMLSelectElement;
    expect([...mode.options].map((o) => o.textContent)).toEqual(['مسجَّل يدويًا']);
    const amount = dialog.getByLabelText(/المبلغ \(ج\.م\)/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '٢٠');
    await userEvent.type(dialog.getByLabelText(/السبب/), 'خدش في المنتج');
    await userEvent.click(dialog.getByRole('button', { name: 'استرداد' }));
    expect(await dialog.findByText('اذكر كيف أُعيد المبلغ إلى العميل')).toBeTruthy();
    expect(api.calls(createKey)).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText(/كيف أُعيد المبلغ/), 'سلّمه المندوب نقدًا');
    await userEvent.click(dialog.getByRole('button', { name: 'استرداد' }));
    expect(await screen.findByText('تم تسجيل استرداد يدوي بقيمة 20 ج.م.')).toBeTruthy();
    expect(api.calls(createKey)).toEqual([
      {
        kind: 'refund',
        mode: 'manual',
        reason: 'خدش في المنتج',
        amount: 20,
        note: 'سلّمه المندوب نقدًا',
      },
    ]);
  });

  it('shows Paymob’s refusal in Arabic and the refunds with Arabic statuses', async () => {
    await i18n.changeLanguage('ar');
    stubApi({
      [detailKey]: { body: detail() },
      [refundsKey]: {
        body: list(summary(), [refundRow({ status: 'pending', error: 'timeout' })]),
      },
      [createKey]: {
        status: 502,
        body: {
          success: false,
          code: 'UNAVAILABLE',
          message: 'لم تقبل Paymob عملية الاسترداد: لم يُسترد أي مبلغ. يمكنك المحاولة مرة أخرى.',
        },
      },
    });
    renderRoutes(routes, `/admin/orders/${ORDER_ID}`);
    const refunds = await panel('المبالغ المستردة');
    const [item] = within(refunds.getByRole('list')).getAllByRole('listitem');
    expect(item.textContent).toContain('بانتظار Paymob');
    expect(item.textContent).toContain('بواسطة Hala Admin');
    expect(item.textContent).toContain('لم تؤكد Paymob هذا الاسترداد بعد');
    await userEvent.click(refunds.getByRole('button', { name: 'استرداد مبلغ' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'استرداد مبلغ من الطلب رقم ١٠٤٢' }),
    );
    await userEvent.type(dialog.getByLabelText(/السبب/), 'مرتجع');
    await userEvent.click(dialog.getByRole('button', { name: 'استرداد' }));
    expect(
      await dialog.findByText(
        'لم تقبل Paymob عملية الاسترداد: لم يُسترد أي مبلغ. يمكنك المحاولة مرة أخرى.',
      ),
    ).toBeTruthy();
  });
});
