import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from '../../lib/toast';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { customer, PRODUCT_ID, productSummary } from '../cart/test-fixtures';
import { ProductCard } from '../catalog/components/product-card';

const routes = [
  { path: '/products', element: <ProductCard product={productSummary()} /> },
  { path: '/login', element: <h1>Login page</h1> },
];

function logIn() {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const heart = (name: 'Add to favorites' | 'Remove from favorites') =>
  screen.findByRole('button', { name });

describe('favorite toggle', () => {
  it('tells a guest to log in, with a link, and sends nothing', async () => {
    const api = stubApi({});
    const router = renderRoutes(routes, '/products');
    const button = await heart('Add to favorites');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(await screen.findByText(/You must be logged in to perform this action/)).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(api.mock.mock.calls.filter(([url]) => String(url).includes('/favorites'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fproducts');
  });

  it('fills the heart at once and keeps it when the server agrees', async () => {
    logIn();
    const api = stubApi({
      'GET /auth/me': { body: customer },
      'GET /favorites/ids': { body: { ids: [] } },
      [`PUT /favorites/${PRODUCT_ID}`]: { body: { productId: PRODUCT_ID, favorited: true } },
      [`DELETE /favorites/${PRODUCT_ID}`]: { body: { productId: PRODUCT_ID, favorited: false } },
    });
    renderRoutes(routes, '/products');
    await waitFor(() => expect(api.calls('GET /favorites/ids')).toHaveLength(1));
    await userEvent.click(await heart('Add to favorites'));
    const pressed = await heart('Remove from favorites');
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(api.calls(`PUT /favorites/${PRODUCT_ID}`)).toHaveLength(1);

    await userEvent.click(pressed);
    expect((await heart('Add to favorites')).getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(api.calls(`DELETE /favorites/${PRODUCT_ID}`)).toHaveLength(1));
  });

  it('rolls the heart back when the server refuses', async () => {
    logIn();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi({
      'GET /auth/me': { body: customer },
      'GET /favorites/ids': { body: { ids: [PRODUCT_ID] } },
      [`DELETE /favorites/${PRODUCT_ID}`]: async () => {
        await gate;
        return { status: 500, body: { message: 'Database unavailable' } };
      },
    });
    renderRoutes(routes, '/products');
    await userEvent.click(await heart('Remove from favorites'));
    // Optimistic: off while the server thinks.
    expect((await heart('Add to favorites')).getAttribute('aria-pressed')).toBe('false');
    release();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect((await heart('Remove from favorites')).getAttribute('aria-pressed')).toBe('true');
  });
});
