import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render';
import ForgotPasswordPage from './forgot-password';
import ResetPasswordPage from './reset-password';

const routes = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];
const USER_ID = '5c1d8e2a-9b3f-4d7e-8a6c-1f2e3d4c5b6a';

afterEach(() => vi.unstubAllGlobals());

async function choose(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('reset-password page', () => {
  it('explains a missing link and offers a new one', async () => {
    stubApi({});
    const router = renderRoutes(routes, '/reset-password?userId=&c=abc');
    expect(await screen.findByText('Invalid or missing reset link.')).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Request new link' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('sends userId, code and the new password, then goes to login', async () => {
    const api = stubApi({
      'POST /auth/reset-password': {
        body: { success: true, message: 'Password has been reset. Please sign in.' },
      },
    });
    const router = renderRoutes(routes, `/reset-password?k=${USER_ID}&c=the-code`);
    await choose('brand-new');
    expect(await screen.findByText('Password has been reset. Please sign in.')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls('POST /auth/reset-password')).toEqual([
      { userId: USER_ID, code: 'the-code', newPassword: 'brand-new' },
    ]);
  });

  it('checks the repeat locally and shows the server message on failure', async () => {
    const api = stubApi({
      'POST /auth/reset-password': {
        status: 400,
        body: { success: false, message: 'Invalid or expired link.' },
      },
    });
    renderRoutes(routes, `/reset-password?userId=${USER_ID}&code=old`);
    await choose('brand-new', 'brand-nwe');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(api.calls('POST /auth/reset-password')).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'brand-new');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Invalid or expired link.')).toBeTruthy();
  });
});

describe('forgot-password page', () => {
  it('sends the e-mail and shows the check-your-email view', async () => {
    const api = stubApi({
      'POST /auth/forgot-password': {
        body: { success: true, message: 'If an account exists, a reset link has been sent.' },
      },
    });
    renderRoutes(routes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), ' Someone@X.eg ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If an account exists, a reset link has been sent.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your email');
    expect(api.calls('POST /auth/forgot-password')).toEqual([{ email: 'someone@x.eg' }]);
  });

  it('says "Failed to send reset link" when the call fails', async () => {
    stubApi({ 'POST /auth/forgot-password': { status: 500, body: {} } });
    renderRoutes(routes, '/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'someone@x.eg');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send reset link')).toBeTruthy();
  });
});
