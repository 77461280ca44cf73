import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../app/guards';
import FavoritesPage from '../../app/routes/favorites';
import ProfilePage from '../../app/routes/profile';
import toast from '../../lib/toast';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { LOGGED_IN_FLAG } from '../auth/api/session';
import { customer, PRODUCT_ID, productSummary } from '../cart/test-fixtures';

const routes = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/favorites', element: <FavoritesPage /> },
      { path: '/profile', element: <ProfilePage /> },
    ],
  },
  { path: '/products', element: <h1>Products page</h1> },
  { path: '/login', element: <h1>Login page</h1> },
];

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('favorites page and profile tab', () => {
  it('lists the favorites as product cards, and drops one whose heart is turned off', async () => {
    let items = [productSummary()];
    stubApi({
      'GET /auth/me': { body: customer },
      'GET /favorites': () => ({ body: { items } }),
      'GET /favorites/ids': () => ({ body: { ids: items.map((p) => p.id) } }),
      [`DELETE /favorites/${PRODUCT_ID}`]: () => {
        items = [];
        return { body: { productId: PRODUCT_ID, favorited: false } };
      },
    });
    renderRoutes(routes, '/favorites');
    expect(await screen.findByRole('heading', { name: 'My favorites', level: 1 })).toBeTruthy();
    const card = (await screen.findByRole('link', { name: 'Lithium Battery 100Ah' })).closest(
      'article',
    ) as HTMLElement;
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Remove from favorites' }),
    );
    expect(await screen.findByText('No favorites yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('shows the same list in the profile favorites tab', async () => {
    stubApi({
      'GET /auth/me': { body: customer },
      'GET /favorites': { body: { items: [productSummary()] } },
      'GET /favorites/ids': { body: { ids: [PRODUCT_ID] } },
    });
    renderRoutes(routes, '/profile?tab=favorites');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: 'Lithium Battery 100Ah' })).toBeTruthy();
  });
});
