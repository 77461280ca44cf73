import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTestCookie } from '../../../test/cookies';
import { renderRoutes, stubApi } from '../../../test/render';
import AdminLayout from './admin-layout';

/** Staff roles in the admin chrome (decision 048): the sidebar and the pages follow the role. */
const routes = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <p>dashboard page</p> },
      { path: 'users', element: <p>users page</p> },
      { path: 'support', element: <p>support page</p> },
      { path: 'blogs', element: <p>blogs page</p> },
    ],
  },
];
const me = (role: string) => ({
  id: '22222222-2222-4222-8222-222222222222',
  email: 'staff@example.com',
  firstName: 'Hoda',
  lastName: 'Samir',
  phone: null,
  role,
});

describe('the admin area by role', () => {
  it('shows a support agent only the pages of the role', async () => {
    setTestCookie('logged_in', '1');
    stubApi({ 'GET /auth/me': { body: me('support_agent') }, 'GET /notifications': { body: {} } });
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByText('This page is not part of your role')).toBeTruthy();
    expect(screen.queryByText('users page')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Support' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('takes a content editor from the dashboard to their first page', async () => {
    setTestCookie('logged_in', '1');
    stubApi({ 'GET /auth/me': { body: me('content_editor') }, 'GET /notifications': { body: {} } });
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('blogs page')).toBeTruthy();
    expect(screen.queryByText('dashboard page')).toBeNull();
  });

  it('shows the owner every page', async () => {
    setTestCookie('logged_in', '1');
    stubApi({ 'GET /auth/me': { body: me('admin') }, 'GET /notifications': { body: {} } });
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByText('users page')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeTruthy();
  });
});
