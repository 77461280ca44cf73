import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentMethodSetting } from '../../../shared/schemas/site';
import { RequireAuth } from '../../app/guards';
import CheckoutPage from '../../app/routes/checkout';
import PaymentSuccessPage from '../../app/routes/payment-success';
import i18n from '../../lib/i18n';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { cart, me, order, quoteOf } from './test-fixtures';

/** Checkout lists the Paymob methods the admin switched on (decision 041), in both languages. */

const routes = [
  { element: <RequireAuth />, children: [{ path: '/checkout', element: <CheckoutPage /> }] },
  { path: '/payment/success', element: <PaymentSuccessPage /> },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/orders/:id', element: <h1>Order page</h1> },
];

const method = (
  key: PaymentMethodSetting['key'],
  position: number,
  extra: Partial<PaymentMethodSetting> = {},
): PaymentMethodSetting => ({
  key,
  enabled: true,
  name: { en: key, ar: key },
  position,
  minimumOrder: 0,
  configured: true,
  ...extra,
});

/** Wallet first, instalments from 5,000 EGP, Apple Pay not set up here, kiosk switched off. */
const methods: PaymentMethodSetting[] = [
  method('card', 4, { name: { en: 'Bank card', ar: 'بطاقة بنكية' } }),
  method('wallet', 1, { name: { en: 'Vodafone Cash', ar: 'فودافون كاش' } }),
  method('instalments', 2, { name: { en: 'valU', ar: 'فاليو' }, minimumOrder: 5000 }),
  method('apple_pay', 3, { name: { en: 'Apple Pay', ar: 'أبل باي' }, configured: false }),
  method('kiosk', 5, { enabled: false, name: { en: 'Kiosk', ar: 'منفذ' } }),
];

const base = {
  'GET /auth/me': { body: me },
  'GET /cart': { body: cart },
  // 3,050 EGP paid online, 3,070 in cash (a 20 EGP fee).
  'POST /cart/quote': ({ body }: { body: unknown }) => {
    const cash = (body as { paymentMethod?: string }).paymentMethod === 'cod';
    return { body: quoteOf({ codFee: cash ? 20 : 0, total: cash ? 3070 : 3050 }) };
  },
  'GET /orders': { body: { items: [], page: 1, pageSize: 1, total: 0, totalPages: 0 } },
  'GET /settings/payment': {
    body: { paymobEnabled: true, paymobStatus: 'Enabled', updatedAt: null, methods },
  },
};

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

const radios = () => within(screen.getByRole('group')).getAllByRole('radio') as HTMLInputElement[];

describe('checkout payment methods (decision 041)', () => {
  it('lists cash, then the enabled methods in the admin order, with names and reasons (en)', async () => {
    stubApi(base);
    renderRoutes(routes, '/checkout');
    const wallet = await screen.findByRole('radio', { name: /Vodafone Cash/ });
    expect(radios().map((radio) => radio.value)).toEqual([
      'cod',
      'wallet',
      'instalments',
      'apple_pay',
      'card',
    ]);
    expect((wallet as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole('radio', { name: /Bank card/ }).hasAttribute('disabled')).toBe(false);
    // Under its minimum: unavailable, saying from how much.
    const valu = await screen.findByRole('radio', { name: /valU/ });
    await waitFor(() => expect((valu as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByText('For orders of EGP 5,000 or more')).toBeTruthy();
    // Not configured on this shop: unavailable.
    const apple = screen.getByRole('radio', { name: /Apple Pay/ }) as HTMLInputElement;
    expect(apple.disabled).toBe(true);
    expect(screen.getByText('Not available at the moment')).toBeTruthy();
    // Switched off: not listed at all.
    expect(screen.queryByRole('radio', { name: /Kiosk/ })).toBeNull();
    expect(screen.getByText(/Vodafone Cash, Orange Cash, e& money or WE Pay/)).toBeTruthy();
  });

  it('shows them in Arabic: the Arabic names and the minimum with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    stubApi(base);
    renderRoutes(routes, '/checkout');
    expect(await screen.findByRole('radio', { name: /فودافون كاش/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /الدفع عند الاستلام/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /بطاقة بنكية/ })).toBeTruthy();
    const valu = screen.getByRole('radio', { name: /فاليو/ }) as HTMLInputElement;
    await waitFor(() => expect(valu.disabled).toBe(true));
    expect(screen.getByText(/للطلبات بقيمة.*٥٬٠٠٠.*أو أكثر/)).toBeTruthy();
    expect(screen.getByText('غير متاح حاليًا')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /منفذ/ })).toBeNull();
  });

  it('orders with the chosen method; the summary is priced for it', async () => {
    const api = stubApi({
      ...base,
      'POST /orders': { status: 201, body: { order, redirectUrl: '/api/payments/sandbox/x' } },
    });
    renderRoutes(routes, '/checkout');
    await screen.findByDisplayValue('Mona');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '01012345678');
    await userEvent.selectOptions(screen.getByLabelText(/^Governorate/), 'GZ');
    await userEvent.type(screen.getByLabelText(/^City/), 'Dokki');
    await userEvent.type(screen.getByLabelText(/^Address/), '5 Tahrir St');
    await userEvent.click(await screen.findByRole('radio', { name: /Vodafone Cash/ }));
    await waitFor(() =>
      expect(api.calls('POST /cart/quote').at(-1)).toMatchObject({ paymentMethod: 'wallet' }),
    );
    const assign = vi.fn();
    const { href, origin, pathname, search, hash } = window.location;
    vi.stubGlobal('location', { href, origin, pathname, search, hash, assign });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.calls('POST /orders')).toHaveLength(1));
    expect(api.calls('POST /orders')[0]).toMatchObject({ paymentMethod: 'wallet' });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/x'));
  });

  it('the card alone, as before, when the settings carry no methods', async () => {
    stubApi({
      ...base,
      'GET /settings/payment': {
        body: { paymobEnabled: false, paymobStatus: 'Disabled', updatedAt: null },
      },
    });
    renderRoutes(routes, '/checkout');
    const card = (await screen.findByRole('radio', { name: /Card payment/ })) as HTMLInputElement;
    expect(card.disabled).toBe(true);
    expect(radios().map((radio) => radio.value)).toEqual(['cod', 'card']);
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });
});

describe('kiosk result page (decision 041)', () => {
  const kioskOrder = {
    ...order,
    paymentMethod: 'kiosk' as const,
    paymentStatus: 'pending' as const,
  };
  const kioskApi = {
    'GET /auth/me': { body: me },
    'GET /cart': { body: { ...cart, items: [], count: 0 } },
    [`GET /orders/${order.id}`]: { body: kioskOrder },
    [`GET /payments/orders/${order.id}`]: {
      body: {
        method: 'kiosk',
        kiosk: { reference: '90123456', expiresAt: '2025-03-02T08:00:00.000Z' },
      },
    },
  };

  it('shows the reference, the amount and until when, in English', async () => {
    stubApi(kioskApi);
    renderRoutes(routes, `/payment/success?order=${order.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Pay at a kiosk to complete your order' }),
    ).toBeTruthy();
    expect(await screen.findByText('90123456')).toBeTruthy();
    expect(screen.getByText(/pay EGP 3,050 in cash/)).toBeTruthy();
    expect(screen.getByText(/Pay before .* \(Cairo time\)/)).toBeTruthy();
  });

  it('in Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi(kioskApi);
    renderRoutes(routes, `/payment/success?order=${order.id}`);
    expect(await screen.findByText('90123456')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ادفع في أحد المنافذ لإتمام طلبك' })).toBeTruthy();
    expect(screen.getByText(/ادفع قبل .* \(بتوقيت القاهرة\)/)).toBeTruthy();
  });
});
