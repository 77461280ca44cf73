import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import toast from '../../lib/toast';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { customer, PRODUCT_ID } from '../cart/test-fixtures';
import { BackInStockButton } from './index';

const VARIANT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const url = `/products/${PRODUCT_ID}/back-in-stock`;

const routes = [
  {
    path: '/products/:id',
    element: <BackInStockButton productId={PRODUCT_ID} variantId={VARIANT_ID} />,
  },
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

describe('BackInStockButton', () => {
  it('tells a guest to log in, with a link back, and sends nothing', async () => {
    const api = stubApi({});
    const router = renderRoutes(routes, `/products/${PRODUCT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me when available' }));
    expect(await screen.findByText(/You must be logged in to perform this action/)).toBeTruthy();
    expect(api.mock.mock.calls.filter(([u]) => String(u).includes('back-in-stock'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(`/products/${PRODUCT_ID}`)}`,
    );
  });

  it('asks for the chosen variant, says so, and can undo it', async () => {
    logIn();
    // The server's state: the open requests of this customer for the product.
    let open: { variantId: string | null; createdAt: string }[] = [];
    const state = (requested: boolean, message: string) => ({
      body: { productId: PRODUCT_ID, variantId: VARIANT_ID, requested, message },
    });
    const api = stubApi({
      'GET /auth/me': { body: customer },
      [`GET ${url}`]: () => ({ body: { items: open } }),
      [`POST ${url}`]: () => {
        open = [{ variantId: VARIANT_ID, createdAt: '2026-11-26T01:00:00.000Z' }];
        return { status: 201, ...state(true, "We'll let you know when it is back in stock.") };
      },
      [`DELETE ${url}`]: () => {
        open = [];
        return state(false, 'You will not be told when it is back.');
      },
    });
    renderRoutes(routes, `/products/${PRODUCT_ID}`);
    const ask = await screen.findByRole('button', { name: 'Notify me when available' });
    await waitFor(() => expect(ask.hasAttribute('disabled')).toBe(false));
    await userEvent.click(ask);
    expect(await screen.findByText("We'll let you know")).toBeTruthy();
    expect(await screen.findByText("We'll let you know when it is back in stock.")).toBeTruthy();
    expect(api.calls(`POST ${url}`)).toEqual([{ variantId: VARIANT_ID }]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Notify me when available' })).toBeTruthy();
    expect(api.urls(`DELETE ${url}`).map((u) => u.searchParams.get('variantId'))).toEqual([
      VARIANT_ID,
    ]);
  });

  it('keeps a tap made while the session is on its way, enabled, and answers it once it has come', async () => {
    logIn();
    let sessionCame = () => {};
    const session = new Promise<void>((resolve) => {
      sessionCame = resolve;
    });
    const api = stubApi({
      'GET /auth/me': async () => {
        await session;
        return { body: customer };
      },
      [`GET ${url}`]: { body: { items: [] } },
      [`POST ${url}`]: {
        status: 201,
        body: { productId: PRODUCT_ID, variantId: VARIANT_ID, requested: true, message: 'OK' },
      },
    });
    renderRoutes(routes, `/products/${PRODUCT_ID}`);
    const ask = await screen.findByRole('button', { name: 'Notify me when available' });
    await waitFor(() => expect(api.urls('GET /auth/me')).toHaveLength(1));
    // Never disabled under the finger (a tap then would be lost): the tap is taken, nothing sent.
    expect(ask.hasAttribute('disabled')).toBe(false);
    await userEvent.click(ask);
    expect(api.calls(`POST ${url}`)).toEqual([]);
    expect(screen.queryByText(/You must be logged in/)).toBeNull();
    sessionCame();
    await waitFor(() => expect(api.calls(`POST ${url}`)).toEqual([{ variantId: VARIANT_ID }]));
    expect(screen.queryByText(/You must be logged in/)).toBeNull();
  });

  it('shows an open request in Arabic', async () => {
    await i18n.changeLanguage('ar');
    logIn();
    stubApi({
      'GET /auth/me': { body: customer },
      [`GET ${url}`]: {
        body: { items: [{ variantId: VARIANT_ID, createdAt: '2026-11-20T10:00:00.000Z' }] },
      },
    });
    renderRoutes(routes, `/products/${PRODUCT_ID}`);
    expect(await screen.findByText('سنبلغك عند التوفر')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تراجع' })).toBeTruthy();
  });

  it('offers “notify me” in Arabic for another variant than the one asked about', async () => {
    await i18n.changeLanguage('ar');
    logIn();
    stubApi({
      'GET /auth/me': { body: customer },
      [`GET ${url}`]: {
        body: { items: [{ variantId: null, createdAt: '2026-11-20T10:00:00.000Z' }] },
      },
    });
    renderRoutes(routes, `/products/${PRODUCT_ID}`);
    expect(await screen.findByRole('button', { name: 'أبلغني عند التوفر' })).toBeTruthy();
  });
});
