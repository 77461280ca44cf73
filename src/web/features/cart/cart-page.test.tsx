import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CartPage from '../../app/routes/cart';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import type { CartView } from './api/cart-math';
import { CartButton } from './components/cart-button';
import { QUANTITY_DEBOUNCE_MS } from './components/use-line-quantity';
import { cartItem, cartOf } from './test-fixtures';

// The header's cart button sits above the page, as in the main layout.
const routes = [
  {
    element: (
      <>
        <CartButton />
        <Outlet />
      </>
    ),
    children: [
      { path: '/cart', element: <CartPage /> },
      { path: '/products', element: <h1>Products page</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const badge = () => screen.getByRole('link', { name: /^Cart,/ });
const quantityOf = (name: string) =>
  screen.getByRole('spinbutton', { name: `Quantity of ${name}` }) as HTMLInputElement;
const NAME = 'Lithium Battery 100Ah';

describe('cart page', () => {
  it('shows lines, totals and the free-shipping hint; guests check out through login', async () => {
    const cart = cartOf(
      [
        cartItem({ quantity: 2 }),
        cartItem({
          id: 'line-2',
          nameEn: 'Scooter',
          unitPrice: 250.5,
          color: { id: 'k1', name: 'Red', nameAr: 'أحمر', colorCode: '#dc2626' },
        }),
      ],
      { freeShippingThreshold: 5000 },
    );
    stubApi({ 'GET /cart': { body: cart } });
    renderRoutes(routes, '/cart');
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: NAME })).toBeTruthy();
    expect(badge().getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(quantityOf(NAME).value).toBe('2');
    expect(screen.getByText('Color: Red')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(/2,250\.50/)).toBeTruthy(); // subtotal
    expect(within(summary).getByText(/2,325\.50/)).toBeTruthy(); // + 75 shipping
    expect(within(summary).getByText(/Add .*2,749\.50.* more to get free shipping/)).toBeTruthy();
    const checkout = screen.getAllByRole('link', { name: 'Continue to checkout' })[0];
    expect(checkout.getAttribute('href')).toBe('/login?redirect=%2Fcheckout');
  });

  it('shows the empty state with a link to the products', async () => {
    stubApi({ 'GET /cart': { body: cartOf([]) } });
    renderRoutes(routes, '/cart');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(badge().getAttribute('aria-label')).toBe('Cart, empty');
  });

  it('shows an error with a retry when the cart cannot be read', async () => {
    let fail = true;
    stubApi({
      'GET /cart': () => (fail ? { status: 500, body: { message: 'Boom' } } : { body: cartOf([]) }),
    });
    renderRoutes(routes, '/cart');
    expect(await screen.findByText("We couldn't load your cart")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('changes quantities optimistically (badge too) and sends one debounced PATCH', async () => {
    const api = stubApi({
      'GET /cart': { body: cartOf([cartItem({ quantity: 1 })]) },
      'PATCH /cart/items/line-1': ({ body }) => ({
        body: cartOf([cartItem({ quantity: (body as { quantity: number }).quantity })]),
      }),
    });
    renderRoutes(routes, '/cart');
    const more = await screen.findByRole('button', { name: 'Increase quantity' });
    await userEvent.click(more);
    await userEvent.click(more);
    // At once, before the server answers.
    expect(quantityOf(NAME).value).toBe('3');
    expect(badge().getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(api.calls('PATCH /cart/items/line-1')).toEqual([]);
    // Only the server prices: the amounts stay its last answer, marked busy, until it answers.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const amounts = () => summary.querySelector('dl') as HTMLElement;
    expect(within(summary).getByText('EGP 1,075')).toBeTruthy();
    expect(amounts().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(api.calls('PATCH /cart/items/line-1')).toEqual([{ quantity: 3 }]), {
      timeout: QUANTITY_DEBOUNCE_MS * 4,
    });
    expect(badge().getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(await within(summary).findByText('EGP 3,075')).toBeTruthy();
    expect(amounts().getAttribute('aria-busy')).toBeNull();
  });

  it('rolls a refused quantity back and shows the server message once', async () => {
    const api = stubApi({
      'GET /cart': { body: cartOf([cartItem({ quantity: 2 })]) },
      'PATCH /cart/items/line-1': { status: 409, body: { message: 'Only 2 left in stock.' } },
    });
    renderRoutes(routes, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(quantityOf(NAME).value).toBe('3');
    expect(await screen.findByText('Only 2 left in stock.')).toBeTruthy();
    await waitFor(() => expect(quantityOf(NAME).value).toBe('2'));
    expect(badge().getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(api.calls('PATCH /cart/items/line-1')).toHaveLength(1);
    expect(screen.getAllByText('Only 2 left in stock.')).toHaveLength(1);
  });

  it('removes one line without asking', async () => {
    const api = stubApi({
      'GET /cart': { body: cartOf([cartItem(), cartItem({ id: 'line-2', nameEn: 'Charger' })]) },
      'DELETE /cart/items/line-2': { body: cartOf([cartItem()]) },
    });
    renderRoutes(routes, '/cart');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Charger from the cart' }),
    );
    await waitFor(() => expect(screen.queryByText('Charger')).toBeNull());
    expect(api.calls('DELETE /cart/items/line-2')).toHaveLength(1);
    expect(badge().getAttribute('aria-label')).toBe('Cart, 1 item');
  });

  it('asks before clearing the cart', async () => {
    const api = stubApi({
      'GET /cart': { body: cartOf([cartItem({ quantity: 4 })]) },
      'DELETE /cart': { body: cartOf([]) },
    });
    renderRoutes(routes, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    expect(api.calls('DELETE /cart')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE /cart')).toEqual([]);
    expect(quantityOf(NAME).value).toBe('4');

    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    const again = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(api.calls('DELETE /cart')).toHaveLength(1);
    expect(badge().getAttribute('aria-label')).toBe('Cart, empty');
  });

  it('tells once about products that were dropped from the cart', async () => {
    let answer: CartView = cartOf([cartItem()], {
      removed: [{ nameEn: 'Old Charger', nameAr: 'شاحن قديم' }],
    });
    stubApi({
      'GET /cart': () => {
        const body = answer;
        answer = cartOf([cartItem()]); // the server reports a dropped line once
        return { body };
      },
    });
    renderRoutes(routes, '/cart');
    expect(
      await screen.findByText('Old Charger is no longer available and was removed from your cart'),
    ).toBeTruthy();
    expect(screen.getAllByText(/Old Charger is no longer available/)).toHaveLength(1);
  });
});

describe('cart page: discount code', () => {
  const twoBatteries = () => cartOf([cartItem({ quantity: 2 })]); // 2,000 + 75 shipping
  const welcome: CartView['discounts'][number] = {
    kind: 'coupon',
    code: 'WELCOME10',
    type: 'percentage',
    appliesTo: 'items',
    amount: 200,
  };
  const withWelcome = () =>
    cartOf([cartItem({ quantity: 2 })], {
      discount: 200,
      discounts: [welcome],
      coupon: { code: 'WELCOME10', applied: true, message: null },
      total: 1875,
    });
  const summary = () => screen.getByRole('region', { name: 'Order summary' });
  const codeInput = () =>
    screen.getByRole('textbox', { name: 'Discount code' }) as HTMLInputElement;

  it('applies a code (with the CSRF header): the discount line and the new total show', async () => {
    setTestCookie('XSRF-TOKEN', 'token-1');
    let answer: (reply: { body: CartView }) => void = () => {};
    const api = stubApi({
      'GET /cart': { body: twoBatteries() },
      'PUT /cart/coupon': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderRoutes(routes, '/cart');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Discount code' }),
      'WELCOME10',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // Busy while the server judges the code.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apply' }).getAttribute('aria-busy')).toBe('true'),
    );
    expect(api.calls('PUT /cart/coupon')).toEqual([{ code: 'WELCOME10' }]);
    const [, init] = api.mock.mock.calls.find(([, i]) => i?.method === 'PUT') ?? [];
    expect(new Headers(init?.headers).get('X-XSRF-TOKEN')).toBe('token-1');
    answer({ body: withWelcome() });

    expect(await screen.findByText('Code WELCOME10 applied')).toBeTruthy();
    const box = summary();
    expect(within(box).getByText('Discount (WELCOME10)')).toBeTruthy();
    expect(within(box).getByText('−EGP 200')).toBeTruthy();
    expect(within(box).getByText('EGP 1,875')).toBeTruthy(); // the server's total
    expect(within(box).queryByText('EGP 2,075')).toBeNull();
    expect(within(box).getByRole('button', { name: 'Remove the code WELCOME10' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).toBeNull();
  });

  it("shows the server's reason for a refused code under the field, keeping the text", async () => {
    const reason = 'This code needs an order of EGP 3,000: add EGP 1,000 more.';
    stubApi({
      'GET /cart': { body: twoBatteries() },
      'PUT /cart/coupon': {
        status: 422,
        body: { message: reason, errors: [{ field: 'code', messages: [reason] }] },
      },
    });
    renderRoutes(routes, '/cart');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Discount code' }), 'BIG20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(reason);
    expect(codeInput().value).toBe('BIG20');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(codeInput().getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getAllByText(reason)).toHaveLength(1); // no toast besides
    expect(within(summary()).queryByText(/^Discount \(/)).toBeNull();
    // Editing the code clears the reason.
    await userEvent.type(codeInput(), 'X');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a code before sending an empty one', async () => {
    const api = stubApi({ 'GET /cart': { body: twoBatteries() } });
    renderRoutes(routes, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a discount code.');
    expect(api.calls('PUT /cart/coupon')).toEqual([]);
  });

  it('removes the code: the discount line goes and the field comes back', async () => {
    const api = stubApi({
      'GET /cart': { body: withWelcome() },
      'DELETE /cart/coupon': { body: twoBatteries() },
    });
    renderRoutes(routes, '/cart');
    expect(await screen.findByText('Discount (WELCOME10)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the code WELCOME10' }));
    expect(await screen.findByRole('textbox', { name: 'Discount code' })).toBeTruthy();
    expect(api.calls('DELETE /cart/coupon')).toHaveLength(1);
    expect(screen.queryByText('Discount (WELCOME10)')).toBeNull();
    expect(within(summary()).getByText('EGP 2,075')).toBeTruthy();
  });

  it('says why a code on the cart stopped applying, with Remove', async () => {
    const api = stubApi({
      'GET /cart': {
        body: cartOf([cartItem()], {
          coupon: { code: 'RAMADAN', applied: false, message: 'This code has expired.' },
        }),
      },
      'DELETE /cart/coupon': { body: cartOf([cartItem()]) },
    });
    renderRoutes(routes, '/cart');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('RAMADAN')).toBeTruthy();
    expect(within(alert).getByText('This code has expired.')).toBeTruthy();
    expect(within(summary()).queryByText(/^Discount/)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Remove the code RAMADAN' }));
    expect(await screen.findByRole('textbox', { name: 'Discount code' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('DELETE /cart/coupon')).toHaveLength(1);
  });

  it('shows a free-shipping code on the shipping line, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    stubApi({
      'GET /cart': {
        body: cartOf([cartItem()], {
          discount: 75,
          discounts: [
            {
              kind: 'coupon',
              code: 'FREESHIP',
              type: 'free_shipping',
              appliesTo: 'shipping',
              amount: 75,
            },
          ],
          coupon: { code: 'FREESHIP', applied: true, message: null },
          total: 1000,
        }),
      },
    });
    renderRoutes(routes, '/cart');
    const box = await screen.findByRole('region', { name: 'ملخص الطلب' });
    expect(await within(box).findByText('شحن مجاني (FREESHIP)')).toBeTruthy();
    expect(within(box).getByText('مجاني')).toBeTruthy();
    expect(within(box).getByText('السعر السابق \u200f٧٥ ج.م.\u200f')).toBeTruthy();
    expect(within(box).queryByText(/^خصم/)).toBeNull(); // not a second minus line
    expect(within(box).queryByText(/أضف .* أخرى لتحصل على شحن مجاني/)).toBeNull();
    expect(within(box).getByText('تم تطبيق الكود FREESHIP')).toBeTruthy();
  });

  it('labels a discount line in Arabic', async () => {
    await i18n.changeLanguage('ar');
    stubApi({ 'GET /cart': { body: withWelcome() } });
    renderRoutes(routes, '/cart');
    expect(await screen.findByText('خصم (WELCOME10)')).toBeTruthy();
    expect(screen.getByText('−\u200f٢٠٠ ج.م.\u200f')).toBeTruthy();
  });

  it('strikes the compare-at price through next to the unit price of a line on sale', async () => {
    stubApi({
      'GET /cart': { body: cartOf([cartItem({ unitPrice: 1000, compareAtPrice: 1250 })]) },
    });
    renderRoutes(routes, '/cart');
    const was = await screen.findByText('Was EGP 1,250');
    expect(was.closest('s')).toBeTruthy();
    const line = screen.getByRole('link', { name: NAME }).closest('li') as HTMLElement;
    expect(within(line).getAllByText('EGP 1,000')).toHaveLength(2); // unit price and line total
  });
});
