import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestCookie } from '../test/cookies';
import { Providers } from './providers';
import { routerOptions, routes } from './router';

const customer = {
  id: 'u1',
  email: 'c@x.eg',
  firstName: 'Mona',
  lastName: 'A',
  phone: null,
  role: 'customer',
};
const admin = { ...customer, id: 'u2', firstName: 'Omar', roles: ['Admin'], role: undefined };

function stubApi(me: unknown) {
  const fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0];
    if (path === '/api/auth/me') {
      return me
        ? Response.json(me)
        : Response.json({ success: false, message: 'no' }, { status: 401 });
    }
    if (path === '/api/categories') return Response.json({ items: [] });
    if (path === '/api/products') {
      return Response.json({ items: [], page: 1, pageSize: 8, total: 0, totalPages: 0 });
    }
    if (path === '/api/notifications') return Response.json({ notifications: [], unreadCount: 0 });
    return Response.json({ success: false, message: 'Not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const landsOn = async (router: ReturnType<typeof renderAt>, path: string) =>
  vi.waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 3000 });

beforeEach(() => {
  stubApi(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it.each(['/orders', '/checkout', '/profile', '/admin', '/admin/products'])(
    'sends a guest from %s to /login',
    async (path) => {
      const fetchMock = stubApi(null);
      const router = renderAt(path);
      await landsOn(router, '/login');
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
      // No logged-in marker: the session is anonymous without asking the server.
      expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/auth/me'))).toBe(false);
    },
  );

  it('lets a logged-in customer into a protected page but not into /admin', async () => {
    setTestCookie('logged_in', '1');
    stubApi(customer);
    const router = renderAt('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    await router.navigate('/admin');
    await landsOn(router, '/');
  });

  it('sends admins from /login to /admin and unknown admin paths to /', async () => {
    setTestCookie('logged_in', '1');
    stubApi(admin); // role comes from roles[0] here; the admin area is always Arabic
    const router = renderAt('/login');
    await landsOn(router, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeTruthy();
    await router.navigate('/admin/no-such-page');
    await landsOn(router, '/');
  });

  it.each([
    ['/admin', /^(Dashboard|لوحة التحكم)$/],
    ['/admin/products', /^(Products|المنتجات)$/],
  ])('opens %s for an admin straight away (a deep link or a reload)', async (path, heading) => {
    setTestCookie('logged_in', '1');
    stubApi(admin);
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a logged-in customer away from /login and /register to /', async () => {
    localStorage.setItem('rf_logged_in', '1');
    stubApi(customer);
    const router = renderAt('/register');
    await landsOn(router, '/');
  });

  it('shows the not-found page for unknown public paths', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByText('Page not found', {}, { timeout: 3000 })).toBeTruthy();
  });
});
