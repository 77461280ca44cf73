import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { LoginRequiredMessage, useLoginRequiredToast } from './login-required';

function AddToCart() {
  const requireLogin = useLoginRequiredToast();
  return (
    <button type="button" onClick={requireLogin}>
      Add to cart
    </button>
  );
}

const routes = [
  {
    path: '/products/:id',
    element: (
      <>
        <LoginRequiredMessage />
        <AddToCart />
      </>
    ),
  },
  { path: '/login', element: <h1>Login page</h1> },
];

afterEach(() => vi.unstubAllGlobals());

describe('login required (SPEC §6)', () => {
  it('says so and links to a login that comes back here', async () => {
    stubApi({});
    renderRoutes(routes, '/products/7?color=red');
    expect(await screen.findByText(/You must be logged in to perform this action/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fproducts%2F7%3Fcolor%3Dred',
    );
  });

  it('offers the same as a toast whose button goes to login', async () => {
    stubApi({});
    const router = renderRoutes(routes, '/products/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fproducts%2F7');
  });
});
