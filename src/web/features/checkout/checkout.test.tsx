import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartQuote } from '../../../shared/schemas/cart';
import { RequireAuth } from '../../app/guards';
import CheckoutPage from '../../app/routes/checkout';
import PaymentSuccessPage from '../../app/routes/payment-success';
import i18n from '../../lib/i18n';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { useCartCount } from '../cart/api/cart';
import { estimateText } from './components/quote-amounts';
import { cart, me, order, quoteOf } from './test-fixtures';

function Badge() {
  return <output aria-label="cart count">{useCartCount()}</output>;
}

const routes = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/checkout',
        element: (
          <>
            <Badge />
            <CheckoutPage />
          </>
        ),
      },
    ],
  },
  {
    path: '/payment/success',
    element: (
      <>
        <Badge />
        <PaymentSuccessPage />
      </>
    ),
  },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/orders/:id', element: <h1>Order page</h1> },
];

const noOrders = { items: [], page: 1, pageSize: 1, total: 0, totalPages: 0 };
const base = {
  'GET /auth/me': { body: me },
  'GET /cart': { body: cart },
  'POST /cart/quote': { body: quoteOf() },
  'GET /orders': { body: noOrders },
  'GET /settings/payment': {
    body: { paymobEnabled: false, paymobStatus: 'Disabled', updatedAt: null },
  },
};

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

const placeOrder = () => userEvent.click(screen.getByRole('button', { name: 'Place order' }));

async function fillAddress() {
  await userEvent.type(screen.getByLabelText(/^Phone number/), '01012345678');
  await userEvent.selectOptions(screen.getByLabelText(/^Governorate/), 'GZ');
  await userEvent.type(screen.getByLabelText(/^City/), 'Dokki');
  await userEvent.type(screen.getByLabelText(/^Address/), '5 Tahrir St');
}

describe('checkout', () => {
  it('shows the SPEC messages for empty required fields and sends nothing', async () => {
    const api = stubApi(base);
    renderRoutes(routes, '/checkout');
    // Prefilled from the profile.
    expect(await screen.findByDisplayValue('Mona')).toBeTruthy();
    expect(screen.getByDisplayValue('mona@x.eg')).toBeTruthy();
    await placeOrder();
    for (const text of [
      'Phone number is required',
      'Address is required',
      'City is required',
      'State is required',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(api.calls('POST /orders')).toEqual([]);
  });

  it('asks for an Egyptian mobile in Egypt, any phone and free-text state elsewhere', async () => {
    const api = stubApi(base);
    renderRoutes(routes, '/checkout');
    const phone = await screen.findByLabelText(/^Phone number/);
    await userEvent.type(phone, '0201234567');
    await placeOrder();
    expect(
      await screen.findByText('Enter an Egyptian mobile number, e.g. 01012345678'),
    ).toBeTruthy();
    // Editing clears the message after the next check.
    await userEvent.clear(phone);
    await userEvent.type(phone, '+20 10 1234 5678');
    await waitFor(() =>
      expect(screen.queryByText('Enter an Egyptian mobile number, e.g. 01012345678')).toBeNull(),
    );
    await userEvent.selectOptions(screen.getByLabelText(/^Country/), 'SA');
    expect(screen.queryByLabelText(/^Governorate/)).toBeNull();
    expect(screen.getByLabelText(/^State/).tagName).toBe('INPUT');
    expect(api.calls('POST /orders')).toEqual([]);
  });

  it('shows card payment disabled when paymobEnabled is false', async () => {
    stubApi(base);
    renderRoutes(routes, '/checkout');
    const card = await screen.findByRole('radio', { name: /Card payment/ });
    expect((card as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByText('Temporarily unavailable')).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('keeps the same Idempotency-Key when retrying after a network error', async () => {
    let attempts = 0;
    const api = stubApi({
      ...base,
      'POST /orders': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { status: 201, body: { order, redirectUrl: null } };
      },
      'GET /orders/44444444-4444-4444-8444-444444444444': { body: order },
    });
    renderRoutes(routes, '/checkout');
    await screen.findByDisplayValue('Mona');
    await fillAddress();
    await placeOrder();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await placeOrder();
    await screen.findByText('Your order has been placed. You will pay on delivery.');
    const keys = api.mock.mock.calls
      .filter(([url, init]) => url.startsWith('/api/orders') && init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(api.calls('POST /orders')[1]).toMatchObject({
      phone: '01012345678',
      state: 'GZ',
      country: 'EG',
      paymentMethod: 'cod',
    });
  });

  it('places a COD order, lands on /payment/success and empties the cart badge', async () => {
    let cartNow: unknown = cart;
    const api = stubApi({
      ...base,
      'GET /cart': () => ({ body: cartNow }),
      'POST /orders': () => {
        cartNow = { ...cart, items: [], subtotal: 0, shipping: 0, total: 0, count: 0 };
        return { status: 201, body: { order, redirectUrl: null } };
      },
      'GET /orders/44444444-4444-4444-8444-444444444444': { body: order },
    });
    const router = renderRoutes(routes, '/checkout');
    await screen.findByDisplayValue('Mona');
    expect(screen.getByLabelText('cart count').textContent).toBe('2');
    await fillAddress();
    await placeOrder();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/success'));
    expect(router.state.location.search).toBe(`?order=${order.id}`);
    expect(
      await screen.findByText('Your order has been placed. You will pay on delivery.'),
    ).toBeTruthy();
    expect(screen.getByText('1042')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
      `/orders/${order.id}`,
    );
    await waitFor(() => expect(screen.getByLabelText('cart count').textContent).toBe('0'));
    expect(api.calls('GET /cart').length).toBeGreaterThanOrEqual(2); // re-read after the order
  });

  it('shows server field errors under the fields and stock problems with a link to the cart', async () => {
    let attempts = 0;
    stubApi({
      ...base,
      'POST /orders': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              body: {
                message: 'Validation failed',
                errors: [{ field: 'city', messages: ['City is required'] }],
              },
            }
          : {
              status: 409,
              body: {
                message: 'Some items in your cart are not available in the requested quantity.',
                errors: [
                  {
                    field: `items.${cart.items[0].productId}`,
                    messages: ['Lithium Battery: only 1 left in stock.'],
                  },
                ],
              },
            };
      },
    });
    renderRoutes(routes, '/checkout');
    await screen.findByDisplayValue('Mona');
    await fillAddress();
    await placeOrder();
    expect(await screen.findByText('City is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^City/), 'x');
    await waitFor(() => expect(screen.queryByText('City is required')).toBeNull());
    await placeOrder();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Lithium Battery: only 1 left in stock.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Review your cart' }).getAttribute('href')).toBe(
      '/cart',
    );
  });

  it('shows a friendly empty state instead of the form for an empty cart', async () => {
    stubApi({ ...base, 'GET /cart': { body: { items: [] } } });
    renderRoutes(routes, '/checkout');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('prefills the address from the last order', async () => {
    stubApi({
      ...base,
      'GET /orders': { body: { ...noOrders, items: [order], total: 1, totalPages: 1 } },
      [`GET /orders/${order.id}`]: { body: order },
    });
    renderRoutes(routes, '/checkout');
    expect(await screen.findByDisplayValue('12 Nile St')).toBeTruthy();
    expect((screen.getByLabelText(/^Governorate/) as HTMLSelectElement).value).toBe('C');
    expect(screen.getByDisplayValue('01012345678')).toBeTruthy();
  });

  describe('card payment page', () => {
    const cardOn = {
      ...base,
      'GET /settings/payment': {
        body: { paymobEnabled: true, paymobStatus: 'Enabled', updatedAt: null },
      },
    };
    const payByCard = async (redirectUrl: string) => {
      stubApi({ ...cardOn, 'POST /orders': { status: 201, body: { order, redirectUrl } } });
      const router = renderRoutes(routes, '/checkout');
      await screen.findByDisplayValue('Mona');
      await fillAddress();
      await userEvent.click(await screen.findByRole('radio', { name: /Card payment/ }));
      // Spreading Location loses its getters; the app still reads these.
      const { href, origin, pathname, search, hash } = window.location;
      const assign = vi.fn();
      vi.stubGlobal('location', { href, origin, pathname, search, hash, assign });
      await placeOrder();
      return { assign, router };
    };

    it("goes to the provider's https page", async () => {
      const page = 'https://accept.paymob.com/unifiedcheckout/?publicKey=k&clientSecret=s';
      const { assign } = await payByCard(page);
      await waitFor(() => expect(assign).toHaveBeenCalledWith(page));
    });

    it.each([
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/pay',
      'http://evil.example/pay',
    ])('never follows %j: the order page (which can pay) instead', async (redirectUrl) => {
      const { assign, router } = await payByCard(redirectUrl);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order.id}`));
      expect(assign).not.toHaveBeenCalled();
    });
  });
});

describe('checkout summary (POST /api/cart/quote)', () => {
  const cairo = { id: 'z-cairo', nameEn: 'Greater Cairo', nameAr: 'القاهرة الكبرى' };
  const upper = { id: 'z-upper', nameEn: 'Upper Egypt', nameAr: 'الصعيد' };
  type QuoteBody = { governorate?: string; paymentMethod?: string; couponCode?: string };
  /** A quote that follows the choices: Cairo and Giza are Greater Cairo, Aswan is Upper Egypt. */
  const pricedFor = (body: QuoteBody, extra: Partial<CartQuote> = {}): CartQuote => {
    const zone = body.governorate === 'ASN' ? upper : body.governorate ? cairo : null;
    const fee = zone === upper ? 120 : zone ? 60 : 50;
    const codFee = body.paymentMethod === 'cod' ? 20 : 0;
    const estimate =
      zone === upper ? { minDays: 4, maxDays: 6 } : zone ? { minDays: 2, maxDays: 3 } : null;
    return quoteOf({
      shipping: {
        ...quoteOf().shipping,
        fee,
        flatFee: fee,
        zone,
        estimate: estimate ?? quoteOf().shipping.estimate,
      },
      codFee,
      total: 3000 + fee + codFee,
      ...extra,
    });
  };
  const priced = (extra: Partial<CartQuote> = {}) => ({
    ...base,
    'POST /cart/quote': ({ body }: { body: unknown }) => ({
      body: pricedFor(body as QuoteBody, extra),
    }),
  });
  const summary = () => screen.getByRole('region', { name: 'Order summary' });
  const governorate = () => screen.getByLabelText(/^Governorate/);

  it('prices the chosen governorate: zone, fee and estimate, re-asked on every change', async () => {
    let hold: Promise<void> | null = null;
    let release = () => {};
    const api = stubApi({
      ...priced(),
      'POST /cart/quote': async ({ body }: { body: unknown }) => {
        if (hold) await hold;
        return { body: pricedFor(body as QuoteBody) };
      },
    });
    renderRoutes(routes, '/checkout');
    const box = await waitFor(summary);
    // Egypt, no governorate yet: the shop's fallback fee, and a word on why.
    expect(
      await within(box).findByText('Choose your governorate to see its shipping fee.'),
    ).toBeTruthy();
    expect(within(box).getByText('EGP 50')).toBeTruthy();
    expect(api.calls('POST /cart/quote')[0]).toEqual({ paymentMethod: 'cod' });

    await userEvent.selectOptions(governorate(), 'GZ');
    expect(await within(box).findByText('Greater Cairo · Delivery in 2–3 days')).toBeTruthy();
    expect(within(box).getByText('EGP 60')).toBeTruthy();
    expect(within(box).getByText('EGP 3,080')).toBeTruthy(); // the quote's total
    expect(api.calls('POST /cart/quote').at(-1)).toEqual({
      governorate: 'GZ',
      paymentMethod: 'cod',
    });

    // While Aswan is priced, Giza's amounts stay, marked as updating.
    hold = new Promise((resolve) => {
      release = resolve;
    });
    await userEvent.selectOptions(governorate(), 'ASN');
    const updating = await within(box).findByText('Updating the total…');
    expect(updating.closest('[role="status"]')).toBeTruthy();
    expect(within(box).getByText('EGP 60')).toBeTruthy();
    expect(within(box).getByText('EGP 3,080')).toBeTruthy();
    hold = null;
    release();
    expect(await within(box).findByText('Upper Egypt · Delivery in 4–6 days')).toBeTruthy();
    expect(within(box).getByText('EGP 120')).toBeTruthy();
    expect(within(box).getByText('EGP 3,140')).toBeTruthy();
    expect(within(box).queryByText('Updating the total…')).toBeNull();
    expect(api.calls('POST /cart/quote').at(-1)).toEqual({
      governorate: 'ASN',
      paymentMethod: 'cod',
    });
  });

  it('shows the zone, fee and estimate in Arabic, with Arabic digits', async () => {
    await i18n.changeLanguage('ar');
    stubApi(priced());
    renderRoutes(routes, '/checkout');
    await userEvent.selectOptions(await screen.findByLabelText(/^المحافظة/), 'C');
    const box = screen.getByRole('region', { name: 'ملخص الطلب' });
    expect(await within(box).findByText('القاهرة الكبرى · التوصيل خلال ٢–٣ أيام')).toBeTruthy();
    expect(within(box).getByText('\u200f٦٠ ج.م.\u200f')).toBeTruthy();
    expect(within(box).getByText('رسوم الدفع عند الاستلام')).toBeTruthy();
    expect(within(box).getByText('\u200f٣٬٠٨٠ ج.م.\u200f')).toBeTruthy();
  });

  it('words the delivery estimate per language and number', () => {
    const en = i18n.getFixedT('en');
    const ar = i18n.getFixedT('ar');
    const days = (minDays: number, maxDays: number) => ({ minDays, maxDays });
    expect(estimateText(en, 'en', days(2, 3))).toBe('Delivery in 2–3 days');
    expect(estimateText(en, 'en', days(2, 2))).toBe('Delivery in 2 days');
    expect(estimateText(en, 'en', days(1, 1))).toBe('Delivery in 1 day');
    expect(estimateText(ar, 'ar', days(2, 3))).toBe('التوصيل خلال ٢–٣ أيام');
    expect(estimateText(ar, 'ar', days(1, 1))).toBe('التوصيل خلال يوم واحد');
    expect(estimateText(ar, 'ar', days(2, 2))).toBe('التوصيل خلال يومين');
    expect(estimateText(ar, 'ar', days(5, 5))).toBe('التوصيل خلال ٥ أيام');
    expect(estimateText(ar, 'ar', days(14, 14))).toBe('التوصيل خلال ١٤ يومًا');
    expect(estimateText(ar, 'ar', days(1, 2))).toBe('التوصيل خلال ١–٢ يوم');
    expect(estimateText(ar, 'ar', days(7, 12))).toBe('التوصيل خلال ٧–١٢ يومًا');
  });

  it('shows the cash-on-delivery fee for cash only, re-asking when the method changes', async () => {
    const api = stubApi({
      ...priced(),
      'GET /settings/payment': {
        body: { paymobEnabled: true, paymobStatus: 'Enabled', updatedAt: null },
      },
    });
    renderRoutes(routes, '/checkout');
    const box = await waitFor(summary);
    expect(await within(box).findByText('Cash on delivery fee')).toBeTruthy();
    expect(within(box).getByText('EGP 20')).toBeTruthy();
    expect(within(box).getByText('EGP 3,070')).toBeTruthy();
    await userEvent.click(await screen.findByRole('radio', { name: /Card payment/ }));
    await waitFor(() => expect(within(box).queryByText('Cash on delivery fee')).toBeNull());
    expect(within(box).getByText('EGP 3,050')).toBeTruthy();
    expect(api.calls('POST /cart/quote').at(-1)).toEqual({ paymentMethod: 'card' });
  });

  it('shows the VAT the total includes, in both languages', async () => {
    stubApi(priced({ vat: { ratePercent: 14, included: 374.56 } }));
    renderRoutes(routes, '/checkout');
    expect(await screen.findByText('Includes VAT 14% (EGP 374.56)')).toBeTruthy();
    await i18n.changeLanguage('ar');
    expect(
      await screen.findByText('شامل ضريبة القيمة المضافة ١٤٪ (\u200f٣٧٤٫٥٦ ج.م.\u200f)'),
    ).toBeTruthy();
  });

  it('shows no VAT line when VAT does not apply, and "Free" for a free shipping fee', async () => {
    stubApi({
      ...base,
      'POST /cart/quote': {
        body: quoteOf({
          shipping: { ...quoteOf().shipping, fee: 0, basis: 'free-over-threshold' },
          total: 3000,
        }),
      },
    });
    renderRoutes(routes, '/checkout');
    const box = await waitFor(summary);
    expect(await within(box).findByText('Free')).toBeTruthy();
    expect(within(box).queryByText(/Includes VAT/)).toBeNull();
    expect(within(box).queryByText('Cash on delivery fee')).toBeNull();
  });

  it('applies a code on the checkout: the quote is re-asked and shows the discount line', async () => {
    let coupon: CartQuote['coupon'] = null;
    const welcome = {
      kind: 'coupon' as const,
      code: 'WELCOME10',
      type: 'percentage' as const,
      appliesTo: 'items' as const,
      amount: 300,
    };
    const api = stubApi({
      ...base,
      'POST /cart/quote': () => ({
        body: coupon
          ? quoteOf({ coupon, discounts: [welcome], discount: 300, total: 2750 })
          : quoteOf(),
      }),
      'PUT /cart/coupon': () => {
        coupon = { code: 'WELCOME10', applied: true, message: null };
        return { body: { ...cart, coupon, discounts: [welcome], discount: 300, total: 2750 } };
      },
    });
    renderRoutes(routes, '/checkout');
    const box = await waitFor(summary);
    await userEvent.type(
      await within(box).findByRole('textbox', { name: 'Discount code' }),
      'WELCOME10',
    );
    await userEvent.click(within(box).getByRole('button', { name: 'Apply' }));
    expect(await within(box).findByText('Discount (WELCOME10)')).toBeTruthy();
    expect(within(box).getByText('−EGP 300')).toBeTruthy();
    expect(within(box).getByText('EGP 2,750')).toBeTruthy();
    expect(within(box).getByText('Code WELCOME10 applied')).toBeTruthy();
    expect(api.calls('PUT /cart/coupon')).toEqual([{ code: 'WELCOME10' }]);
    expect(api.calls('POST /cart/quote').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a code the order refused (409) by the code field and re-reads the summary', async () => {
    const welcome = {
      kind: 'coupon' as const,
      code: 'WELCOME10',
      type: 'percentage' as const,
      appliesTo: 'items' as const,
      amount: 300,
    };
    const reason = 'This code has been used the maximum number of times.';
    let usedUp = false;
    const coupon = () => ({ code: 'WELCOME10', applied: !usedUp, message: usedUp ? reason : null });
    const api = stubApi({
      ...base,
      'GET /cart': () => ({ body: { ...cart, coupon: coupon() } }),
      'POST /cart/quote': () => ({
        body: usedUp
          ? quoteOf({ coupon: coupon() })
          : quoteOf({ coupon: coupon(), discounts: [welcome], discount: 300, total: 2750 }),
      }),
      'POST /orders': () => {
        usedUp = true;
        return {
          status: 409,
          body: {
            success: false,
            code: 'CONFLICT',
            message: reason,
            errors: [{ field: 'couponCode', messages: [reason] }],
          },
        };
      },
    });
    renderRoutes(routes, '/checkout');
    const box = await waitFor(summary);
    expect(await within(box).findByText('Discount (WELCOME10)')).toBeTruthy();
    await fillAddress();
    const quotesBefore = api.calls('POST /cart/quote').length;
    await placeOrder();
    const alert = await within(box).findByRole('alert');
    expect(within(alert).getByText(reason)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Remove the code WELCOME10' })).toBeTruthy();
    await waitFor(() => expect(within(box).queryByText('Discount (WELCOME10)')).toBeNull());
    expect(within(box).getByText('EGP 3,050')).toBeTruthy();
    expect(api.calls('POST /cart/quote').length).toBeGreaterThan(quotesBefore);
    expect(screen.getAllByText(reason)).toHaveLength(1); // by the field only, said once
    // Not mistaken for "card switched off": the method stays as chosen.
    expect(
      (screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
