import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render';
import RegisterPage from './register';

const routes = [{ path: '/register', element: <RegisterPage /> }];

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

async function fill(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    firstName: 'Mona',
    lastName: 'Adel',
    email: 'Mona@Example.eg',
    password: 'secret1',
    confirmPassword: 'secret1',
    ...overrides,
  };
  await userEvent.type(field(/^First name/), values.firstName);
  await userEvent.type(field(/^Last name/), values.lastName);
  await userEvent.type(field(/^Email/), values.email);
  await userEvent.type(field(/^Password/), values.password);
  await userEvent.type(field(/^Confirm password/), values.confirmPassword);
  await userEvent.click(screen.getByRole('checkbox'));
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

afterEach(() => vi.unstubAllGlobals());

describe('register page', () => {
  it('refuses mismatching passwords and sends nothing', async () => {
    const api = stubApi({});
    renderRoutes(routes, '/register');
    await fill({ confirmPassword: 'secret2' });
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(field(/^Confirm password/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /auth/register')).toHaveLength(0);
  });

  it('needs a password of at least 6 characters and the terms', async () => {
    const api = stubApi({});
    renderRoutes(routes, '/register');
    await fill({ password: 'abc', confirmPassword: 'abc' });
    await userEvent.click(screen.getByRole('checkbox')); // untick the terms again
    await submit();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(
      screen.getByText('Please accept the Terms & Conditions and the Privacy Policy'),
    ).toBeTruthy();
    expect(api.calls('POST /auth/register')).toHaveLength(0);
  });

  it('shows a too-long name with the limit of the shared schema', async () => {
    stubApi({});
    renderRoutes(routes, '/register');
    await userEvent.click(field(/^First name/));
    await userEvent.paste('x'.repeat(101));
    await submit();
    expect(await screen.findByText('Must be at most 100 characters')).toBeTruthy();
  });

  it('puts a server field error under its field and clears it when the field is edited', async () => {
    stubApi({
      'POST /auth/register': {
        status: 400,
        body: {
          success: false,
          message: 'Validation failed',
          errors: [{ field: 'email', messages: ['This email is already registered.'] }],
        },
      },
    });
    renderRoutes(routes, '/register');
    await fill();
    await submit();
    const error = await screen.findByText('This email is already registered.');
    expect(field(/^Email/).getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getByText('Registration failed. Please check the errors below.')).toBeTruthy();
    await userEvent.type(field(/^Email/), 'x');
    await vi.waitFor(() =>
      expect(screen.queryByText('This email is already registered.')).toBeNull(),
    );
  });

  it('falls back to "Registration failed. Please try again." without a server message', async () => {
    stubApi({ 'POST /auth/register': { status: 400, body: {} } });
    renderRoutes(routes, '/register');
    await fill();
    await submit();
    expect(await screen.findByText('Registration failed. Please try again.')).toBeTruthy();
  });

  it('sends only the account fields, then asks the user to check their e-mail', async () => {
    const api = stubApi({
      'POST /auth/register': { status: 201, body: { success: true, message: 'Registered' } },
    });
    renderRoutes(routes, '/register');
    await fill();
    await submit();
    expect(
      await screen.findByText(
        'We sent you a confirmation email. Please verify your email to sign in.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your email');
    expect(api.calls('POST /auth/register')).toEqual([
      {
        firstName: 'Mona',
        lastName: 'Adel',
        email: 'mona@example.eg',
        phone: null,
        password: 'secret1',
      },
    ]);
  });
});
