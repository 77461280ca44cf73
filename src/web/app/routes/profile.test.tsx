import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_FLAG } from '../../features/auth/api/session';
import { setTestCookie } from '../../test/cookies';
import { renderRoutes, stubApi } from '../../test/render';
import { RequireAuth } from '../guards';
import { AccountActions } from '../layouts/header/account-actions';
import ProfilePage from './profile';

// The header's account buttons sit above the page, as in the main layout.
const routes = [
  {
    element: (
      <>
        <AccountActions />
        <Outlet />
      </>
    ),
    children: [
      { element: <RequireAuth />, children: [{ path: '/profile', element: <ProfilePage /> }] },
      // Lazy like the real home page: its navigation completes in a transition, later.
      { path: '/', lazy: async () => ({ Component: () => <h1>Home page</h1> }) },
      { path: '/login', element: <h1>Login page</h1> },
    ],
  },
];
const me = {
  id: 'u1',
  email: 'mona@x.eg',
  firstName: 'Mona',
  lastName: 'Adel',
  phone: null,
  role: 'customer',
};

beforeEach(() => {
  setTestCookie('logged_in', '1');
  localStorage.setItem(LOGGED_IN_FLAG, '1');
});
afterEach(() => vi.unstubAllGlobals());

const profileButton = () => screen.findByRole('link', { name: /Profile/ });

describe('profile page', () => {
  it('saves personal info and the header shows the new first name at once', async () => {
    const api = stubApi({
      'GET /auth/me': { body: me },
      'PATCH /auth/me': ({ body }) => ({ body: { ...me, ...(body as object) } }),
    });
    renderRoutes(routes, '/profile');
    expect((await profileButton()).textContent).toContain('Mona');
    const firstName = await screen.findByLabelText<HTMLInputElement>(/^First name/);
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).readOnly).toBe(true);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Mariam');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '+20 100 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated.')).toBeTruthy();
    expect(api.calls('PATCH /auth/me')).toEqual([
      { firstName: 'Mariam', lastName: 'Adel', phone: '+20 100 123 4567' },
    ]);
    expect((await profileButton()).textContent).toContain('Mariam');
    // Saved values are the new clean state.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save changes' }).disabled).toBe(
      true,
    );
  });

  it('validates with the shared schema before calling the server', async () => {
    const api = stubApi({ 'GET /auth/me': { body: me } });
    renderRoutes(routes, '/profile');
    await userEvent.clear(await screen.findByLabelText(/^First name/));
    await userEvent.type(screen.getByLabelText(/^Phone number/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();
    expect(api.calls('PATCH /auth/me')).toHaveLength(0);
  });

  it('keeps the tab in the URL and changes the password', async () => {
    const api = stubApi({
      'GET /auth/me': { body: me },
      'POST /auth/change-password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'right-one'
          ? { body: { success: true, message: 'Password changed.' } }
          : {
              status: 400,
              body: {
                success: false,
                message: 'Validation failed',
                errors: [
                  { field: 'currentPassword', messages: ['Current password is incorrect.'] },
                ],
              },
            },
    });
    const router = renderRoutes(routes, '/profile?tab=password');
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Password');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'wrong-one');
    await userEvent.type(screen.getByLabelText(/^New password/), 'next-pass');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'next-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(/^Current password/));
    await userEvent.type(screen.getByLabelText(/^Current password/), 'right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed.')).toBeTruthy();
    expect(api.calls('POST /auth/change-password').at(-1)).toEqual({
      currentPassword: 'right-one',
      newPassword: 'next-pass',
    });

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Orders' }));
    expect(router.state.location.search).toBe('?tab=orders');
    expect(screen.getByRole('link', { name: 'Open my orders' }).getAttribute('href')).toBe(
      '/orders',
    );
  });

  it('logs out to / and forgets the session even when the call fails', async () => {
    stubApi({ 'GET /auth/me': { body: me }, 'POST /auth/logout': { status: 500 } });
    const router = renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBeNull();
    expect(document.cookie).not.toContain('logged_in=1');
  });
});
