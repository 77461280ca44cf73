import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards';
import CheckoutPage from '../../app/routes/checkout';
import PaymentSuccessPage from '../../app/routes/payment-success';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { useCartCount } from '../cart/api/cart';
import { cart, me, order } from './test-fixtures';

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
