import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from '../../lib/toast';
import { renderRoutes, stubApi } from '../../test/render';
import { ProductGrid } from '../catalog/components/product-grid';
import { CartButton } from './components/cart-button';
import { cartItem, cartOf, PRODUCT_ID, productSummary } from './test-fixtures';

const COLORED = '0b9c3f5e-1d2a-4b7c-8e9f-0a1b2c3d4e5f';

const routes = [
  {
    element: (
      <>
        <CartButton />
        <Outlet />
      </>
    ),
    children: [
      {
        path: '/products',
        element: (
          <ProductGrid
            products={[
              productSummary(),
              productSummary({ id: COLORED, nameEn: 'Scooter', hasColors: true }),
            ]}
          />
        ),
      },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const badge = () => screen.getByRole('link', { name: /^Cart,/ });

describe('add to cart from a product card', () => {
  it('updates the header badge without a reload and offers a View cart link', async () => {
    let cart = cartOf([]);
    const api = stubApi({
      'GET /cart': () => ({ body: cart }),
      'POST /cart/items': () => {
        cart = cartOf([cartItem({ quantity: 1 })]);
        return { body: cart };
      },
    });
    const router = renderRoutes(routes, '/products');
    await waitFor(() => expect(api.calls('GET /cart')).toHaveLength(1));
    expect(badge().getAttribute('aria-label')).toBe('Cart, empty');

    await userEvent.click(
      screen.getByRole('button', { name: 'Add to cart: Lithium Battery 100Ah' }),
    );
    await waitFor(() => expect(badge().getAttribute('aria-label')).toBe('Cart, 1 item'));
    expect(badge().textContent).toBe('1');
    expect(api.calls('POST /cart/items')).toEqual([{ productId: PRODUCT_ID, quantity: 1 }]);
    expect(api.calls('GET /cart')).toHaveLength(1); // the answer itself updated the badge

    expect(await screen.findByText(/Lithium Battery 100Ah was added to your cart/)).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'View cart' }));
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('sends products with colors to their page to choose one', async () => {
    const api = stubApi({ 'GET /cart': { body: cartOf([]) } });
    renderRoutes(routes, '/products');
    const link = await screen.findByRole('link', { name: 'Choose a color: Scooter' });
    expect(link.getAttribute('href')).toBe(`/products/${COLORED}`);
    expect(screen.queryByRole('button', { name: 'Add to cart: Scooter' })).toBeNull();
    expect(api.calls('POST /cart/items')).toEqual([]);
  });

  it('shows a refusal once (the api client toasts it) and keeps the badge', async () => {
    stubApi({
      'GET /cart': { body: cartOf([]) },
      'POST /cart/items': { status: 409, body: { message: 'This product is out of stock.' } },
    });
    renderRoutes(routes, '/products');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add to cart: Lithium Battery 100Ah' }),
    );
    expect(await screen.findByText('This product is out of stock.')).toBeTruthy();
    expect(screen.getAllByText('This product is out of stock.')).toHaveLength(1);
    expect(screen.queryByText(/was added to your cart/)).toBeNull();
    expect(badge().getAttribute('aria-label')).toBe('Cart, empty');
  });
});
