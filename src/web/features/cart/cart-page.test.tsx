import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CartPage from '../../app/routes/cart';
import toast from '../../lib/toast';
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
    await waitFor(() => expect(api.calls('PATCH /cart/items/line-1')).toEqual([{ quantity: 3 }]), {
      timeout: QUANTITY_DEBOUNCE_MS * 4,
    });
    expect(badge().getAttribute('aria-label')).toBe('Cart, 3 items');
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
