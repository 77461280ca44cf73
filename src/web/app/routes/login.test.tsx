import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGGED_IN_FLAG } from '../../features/auth/api/session';
import { renderRoutes, stubApi } from '../../test/render';
import { GuestOnly } from '../guards';
import LoginPage from './login';

const routes = [
  { element: <GuestOnly page="login" />, children: [{ path: '/login', element: <LoginPage /> }] },
  { path: '/', element: <h1>Home page</h1> },
  { path: '/orders', element: <h1>Orders page</h1> },
  { path: '/admin', element: <h1>Admin page</h1> },
];

const user = { id: 'u1', email: 'mona@x.eg', firstName: 'Mona', lastName: 'A', phone: null };
const welcome = (role: string) => ({
  body: { success: true, message: 'Login successful!', user: { ...user, role } },
});

/** The guard shows a spinner while the (anonymous) session settles. */
const ready = () => screen.findByRole('button', { name: 'Sign in' });

async function signIn(email = 'Mona@X.eg', password = 'secret1') {
  await ready();
  await userEvent.type(screen.getByLabelText(/^Email/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const landsOn = (router: ReturnType<typeof renderRoutes>, path: string) =>
  vi.waitFor(() => expect(router.state.location.pathname).toBe(path));

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('requires email and password and sends nothing without them', async () => {
    const api = stubApi({});
    renderRoutes(routes, '/login');
    await userEvent.click(await ready());
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /auth/login')).toHaveLength(0);
  });

  it('shows the signup notice when arriving from a confirmed e-mail', async () => {
    stubApi({});
    renderRoutes(routes, '/login?signupSuccess=true');
    expect(await screen.findByText('Your account is ready. Please sign in.')).toBeTruthy();
  });

  it('says "Invalid email or password" on a 401 and keeps the user here', async () => {
    stubApi({ 'POST /auth/login': { status: 401, body: { success: false } } });
    const router = renderRoutes(routes, '/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Invalid email or password',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBeNull();
  });

  it('shows message and hint for an unconfirmed e-mail and resends the link', async () => {
    const api = stubApi({
      'POST /auth/login': {
        status: 403,
        body: {
          success: false,
          code: 'EMAIL_NOT_CONFIRMED',
          message: 'Please confirm your email first.',
          hint: 'Check your inbox for the confirmation link.',
        },
      },
      'POST /auth/resend-confirmation': {
        body: { success: true, message: 'A new confirmation link is on its way.' },
      },
    });
    renderRoutes(routes, '/login');
    await signIn('new@x.eg');
    expect(await screen.findByText('Please confirm your email first.')).toBeTruthy();
    expect(screen.getByText('Check your inbox for the confirmation link.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('A new confirmation link is on its way.')).toBeTruthy();
    expect(api.calls('POST /auth/resend-confirmation')).toEqual([{ email: 'new@x.eg' }]);
  });

  it('explains a locked account and offers a password reset (decision 025)', async () => {
    const locked =
      'Too many failed sign-in attempts for this account. Try again in 15 minutes or reset your password.';
    stubApi({
      'POST /auth/login': {
        status: 429,
        body: { success: false, code: 'ACCOUNT_LOCKED', message: locked },
      },
    });
    const router = renderRoutes(routes, '/login');
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(locked)).toBeTruthy();
    const reset = within(alert).getByRole('link', { name: 'Reset my password' });
    expect(reset.getAttribute('href')).toBe('/forgot-password');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBeNull();
  });

  it('says the account is locked in its own words when the server gives no message', async () => {
    stubApi({
      'POST /auth/login': { status: 429, body: { success: false, code: 'ACCOUNT_LOCKED' } },
    });
    renderRoutes(routes, '/login');
    await signIn();
    expect(
      await screen.findByText(
        'Too many failed sign-in attempts for this account. Try again in 15 minutes or reset your password.',
      ),
    ).toBeTruthy();
  });

  it('falls back to the SPEC texts when the server gives no message', async () => {
    stubApi({ 'POST /auth/login': { status: 403, body: { success: false } } });
    renderRoutes(routes, '/login');
    await signIn();
    expect(await screen.findByText('Login failed. Please try again.')).toBeTruthy();
  });

  it('fills the form from a demo account button', async () => {
    stubApi({
      'GET /settings/public': {
        body: {
          demoAccounts: {
            customer: { email: 'customer@demo.eg', password: 'Customer#1' },
            admin: { email: 'admin@demo.eg', password: 'Admin#1' },
          },
        },
      },
    });
    renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: /Admin demo account/ }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('admin@demo.eg');
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe('Admin#1');
  });

  it('offers no demo accounts when the shop has none', async () => {
    const api = stubApi({ 'GET /settings/public': { body: { demoAccounts: null } } });
    renderRoutes(routes, '/login');
    await vi.waitFor(() => expect(api.calls('GET /settings/public')).toHaveLength(1));
    expect(screen.queryByText('Demo accounts')).toBeNull();
  });

  it('signs a customer in: flag, toast, normalised e-mail, remember-me, then /', async () => {
    const api = stubApi({ 'POST /auth/login': welcome('customer') });
    const router = renderRoutes(routes, '/login');
    await ready();
    await userEvent.click(screen.getByLabelText('Remember me'));
    await signIn();
    await landsOn(router, '/');
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(api.calls('POST /auth/login')).toEqual([
      { email: 'mona@x.eg', password: 'secret1', rememberMe: true },
    ]);
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBe('1');
  });

  it('sends an admin to /admin', async () => {
    stubApi({ 'POST /auth/login': welcome('admin') });
    const router = renderRoutes(routes, '/login');
    await signIn();
    await landsOn(router, '/admin');
  });

  it('follows a same-site ?redirect= and ignores one to another site', async () => {
    stubApi({ 'POST /auth/login': welcome('customer') });
    const router = renderRoutes(routes, '/login?redirect=%2Forders');
    await signIn();
    await landsOn(router, '/orders');
  });

  it('never redirects to another site', async () => {
    stubApi({ 'POST /auth/login': welcome('customer') });
    const router = renderRoutes(routes, '/login?redirect=%2F%2Fevil.example%2Forders');
    await signIn();
    await landsOn(router, '/');
  });
});

describe('login page: the code step of a two-factor sign-in (decision 049)', () => {
  const challenge = {
    body: {
      success: true,
      message: 'Enter the 6-digit code from your authenticator app.',
      twoFactorRequired: true,
      challenge: 'challenge-token',
    },
  };

  it('asks for the code after the password, reads Arabic-Indic digits, then signs in', async () => {
    const api = stubApi({
      'POST /auth/login': challenge,
      'POST /auth/login/two-factor': welcome('admin'),
    });
    const router = renderRoutes(routes, '/login');
    await signIn();
    const field = await screen.findByLabelText(/^Authentication code/);
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeTruthy();
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    // No session before the code.
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');

    await userEvent.type(field, '١٢٣ ٤٥٦');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await landsOn(router, '/admin');
    expect(api.calls('POST /auth/login/two-factor')).toEqual([
      { challenge: 'challenge-token', code: '123456' },
    ]);
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBe('1');
  });

  it('checks the code before sending it and shows the server word on a wrong one', async () => {
    const api = stubApi({
      'POST /auth/login': challenge,
      'POST /auth/login/two-factor': {
        status: 401,
        body: {
          success: false,
          code: 'UNAUTHORIZED',
          message: 'The code is not correct. Check your authenticator app and try again.',
        },
      },
    });
    renderRoutes(routes, '/login');
    await signIn();
    const field = await screen.findByLabelText(/^Authentication code/);
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    expect(api.calls('POST /auth/login/two-factor')).toHaveLength(0);

    await userEvent.type(field, '3456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The code is not correct. Check your authenticator app and try again.',
    );
  });

  it('switches to a recovery code', async () => {
    const api = stubApi({
      'POST /auth/login': challenge,
      'POST /auth/login/two-factor': welcome('manager'),
    });
    const router = renderRoutes(routes, '/login');
    await signIn();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use a recovery code instead' }),
    );
    await userEvent.type(screen.getByLabelText(/^Recovery code/), 'ABCDE-FGHJK');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() =>
      expect(api.calls('POST /auth/login/two-factor')).toEqual([
        { challenge: 'challenge-token', recoveryCode: 'abcdefghjk' },
      ]),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
  });

  it('goes back to the password when the challenge is spent or late', async () => {
    stubApi({
      'POST /auth/login': challenge,
      'POST /auth/login/two-factor': {
        status: 401,
        body: {
          success: false,
          code: 'TWO_FACTOR_EXPIRED',
          message: 'The sign-in took too long or was already completed.',
        },
      },
    });
    renderRoutes(routes, '/login');
    await signIn();
    await userEvent.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText(/^Password/)).toBeTruthy();
  });
});
