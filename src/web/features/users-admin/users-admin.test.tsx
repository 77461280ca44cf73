import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserDetail, AdminUserSummary } from '../../../shared/schemas/users-admin';
import AdminUserDetailsPage from '../../app/routes/admin/user-details';
import AdminUsersPage from '../../app/routes/admin/users';
import toast from '../../lib/toast';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ME_ID = '22222222-2222-4222-8222-222222222222';
const routes = [
  { path: '/admin/users', element: <AdminUsersPage /> },
  { path: '/admin/users/:id', element: <AdminUserDetailsPage /> },
];

const summary = (patch: Partial<AdminUserSummary> = {}): AdminUserSummary => ({
  id: USER_ID,
  email: 'mona@example.com',
  firstName: 'Mona',
  lastName: 'Adel',
  phone: '01112345678',
  role: 'customer',
  emailConfirmed: true,
  disabledAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  orderCount: 3,
  ...patch,
});
const detail = (patch: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...summary(),
  preferredLanguage: 'ar',
  totals: {
    orders: 3,
    cancelledOrders: 1,
    paidOrders: 2,
    paidTotal: 1250.5,
    lastOrderAt: '2026-11-20T10:00:00.000Z',
  },
  orders: [],
  supportThreads: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      subject: 'Charger question',
      status: 'open',
      priority: 'normal',
      lastMessageAt: '2026-11-21T10:00:00.000Z',
    },
  ],
  ...patch,
});
const list = (items: AdminUserSummary[]) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
});
const me = (id: string) => ({
  id,
  email: 'boss@example.com',
  firstName: 'Hoda',
  lastName: 'Samir',
  phone: null,
  role: 'admin',
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('admin users list', () => {
  it('labels a missing role as undefined (SPEC §6)', async () => {
    stubApi({
      'GET /admin/users': {
        body: list([
          summary(),
          summary({ id: ME_ID, email: 'x@example.com', firstName: 'Omar', role: null }),
        ]),
      },
    });
    renderRoutes(routes, '/admin/users');
    const table = within(await screen.findByRole('table'));
    expect(table.getByText('Customer')).toBeTruthy();
    expect(table.getByText('Undefined')).toBeTruthy();
    expect(table.getByRole('link', { name: 'Mona Adel' }).getAttribute('href')).toBe(
      `/admin/users/${USER_ID}`,
    );
  });

  it('keeps the filters in the URL, sends them, and the CSV link carries them', async () => {
    const api = stubApi({ 'GET /admin/users': { body: list([]) } });
    const router = renderRoutes(routes, '/admin/users?status=disabled&page=2');
    await userEvent.selectOptions(await screen.findByLabelText('Role'), 'admin');
    await userEvent.type(screen.getByLabelText('Search users'), 'mona');
    await vi.waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('search')).toBe('mona');
      expect(params.get('role')).toBe('admin');
    });
    await vi.waitFor(() => {
      const last = api.urls('GET /admin/users').at(-1);
      expect(last?.searchParams.get('search')).toBe('mona');
      expect(last?.searchParams.get('role')).toBe('admin');
      expect(last?.searchParams.get('status')).toBe('disabled');
    });
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    const href = new URL(csv.getAttribute('href')!, 'http://shop.test');
    expect(href.pathname).toBe('/api/admin/users.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      search: 'mona',
      role: 'admin',
      status: 'disabled',
      lang: 'en',
    });
    expect(csv.hasAttribute('download')).toBe(true);
  });
});

describe('admin user details', () => {
  it('shows totals and support threads, and changes the role only after confirming', async () => {
    setTestCookie('logged_in', '1');
    const api = stubApi({
      'GET /auth/me': { body: me(ME_ID) },
      [`GET /admin/users/${USER_ID}`]: { body: detail() },
      [`PUT /admin/users/${USER_ID}/role`]: { body: detail({ role: 'order_handler' }) },
    });
    renderRoutes(routes, `/admin/users/${USER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Mona Adel' })).toBeTruthy();
    expect(screen.getByText('EGP 1,250.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Charger question' }).getAttribute('href')).toBe(
      '/admin/support?thread=33333333-3333-4333-8333-333333333333',
    );

    const change = (await screen.findByRole('button', {
      name: 'Change role',
    })) as HTMLButtonElement;
    expect(change.disabled).toBe(true); // the role it has already
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'order_handler');
    await userEvent.click(change);
    let dialog = await screen.findByRole('dialog', {
      name: 'Change the role of Mona Adel to Order handler?',
    });
    expect(within(dialog).getByText(/Orders and shipments, support threads/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls(`PUT /admin/users/${USER_ID}/role`)).toHaveLength(0);

    await userEvent.click(change);
    dialog = await screen.findByRole('dialog', {
      name: 'Change the role of Mona Adel to Order handler?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Mona Adel is now: Order handler')).toBeTruthy();
    expect(api.calls(`PUT /admin/users/${USER_ID}/role`)).toEqual([{ role: 'order_handler' }]);
  });

  it("shows the server's refusal (409) as it comes", async () => {
    setTestCookie('logged_in', '1');
    stubApi({
      'GET /auth/me': { body: me(ME_ID) },
      [`GET /admin/users/${USER_ID}`]: { body: detail({ role: 'admin' }) },
      [`PUT /admin/users/${USER_ID}/role`]: {
        status: 409,
        body: {
          success: false,
          message: 'This is the last active admin. Make another user an admin first.',
        },
      },
    });
    renderRoutes(routes, `/admin/users/${USER_ID}`);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Role' }),
      'customer',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(
      await screen.findByText('This is the last active admin. Make another user an admin first.'),
    ).toBeTruthy();
  });

  it('does not offer an admin to change their own role or disable themselves', async () => {
    setTestCookie('logged_in', '1');
    stubApi({
      'GET /auth/me': { body: me(USER_ID) },
      [`GET /admin/users/${USER_ID}`]: { body: detail({ role: 'admin' }) },
    });
    renderRoutes(routes, `/admin/users/${USER_ID}`);
    await screen.findByRole('heading', { name: 'Mona Adel' });
    await vi.waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).disabled).toBe(
        true,
      ),
    );
    expect(
      (screen.getByRole('button', { name: 'Disable account' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('staff roles in the admin area (decision 048)', () => {
  const staffMe = (role: string) => ({ ...me(ME_ID), role });

  it('lets a manager open a customer but not change roles', async () => {
    setTestCookie('logged_in', '1');
    stubApi({
      'GET /auth/me': { body: staffMe('manager') },
      [`GET /admin/users/${USER_ID}`]: { body: detail() },
    });
    renderRoutes(routes, `/admin/users/${USER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Mona Adel' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Disable account' })).toBeTruthy();
  });
});
