import { notifyManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render';
import ConfirmEmailPage from './confirm-email';

const routes = [
  { path: '/confirm-email', element: <ConfirmEmailPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];
const USER_ID = '0b7e3f5c-2f6a-4c1e-9a51-3d1f6f1b2c4d';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  notifyManager.setScheduler((cb) => setTimeout(cb, 0));
});

describe('confirm-email page', () => {
  it('reports a missing link without calling the server', async () => {
    const api = stubApi({});
    renderRoutes(routes, `/confirm-email?userId=${USER_ID}`);
    expect(await screen.findByText('Invalid or expired confirmation link.')).toBeTruthy();
    expect(api.calls('POST /auth/confirm-email')).toHaveLength(0);
    // …and offers a way on: log in, or ask for a new link
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeTruthy();
  });

  it('shows the server message when the code is used or expired', async () => {
    stubApi({
      'POST /auth/confirm-email': {
        status: 400,
        body: { success: false, message: 'Invalid or expired confirmation link.' },
      },
    });
    renderRoutes(routes, `/confirm-email?userId=${USER_ID}&code=used-code`);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Invalid or expired confirmation link.',
    );
  });

  it('says a link used before confirmed the address, and offers to sign in (issue 24)', async () => {
    stubApi({
      'POST /auth/confirm-email': {
        status: 409,
        body: {
          success: false,
          code: 'ALREADY_CONFIRMED',
          message: 'Your e-mail address is already confirmed. Please sign in.',
        },
      },
    });
    renderRoutes(routes, `/confirm-email?userId=${USER_ID}&code=confirmed-code`);
    expect(await screen.findByRole('heading', { name: 'E-mail already confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Your e-mail address is already confirmed. Please sign in.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });

  it('posts the code once under StrictMode, logs out, and goes to login after exactly 800 ms', async () => {
    // Fake only the clock of timeouts; query-client notifications go through microtasks instead.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    notifyManager.setScheduler(queueMicrotask);
    const api = stubApi({
      'POST /auth/confirm-email': { body: { success: true, message: 'Email confirmed!' } },
      'POST /auth/logout': { body: { success: true } },
    });
    // The short parameter names of SPEC §2.
    const router = renderRoutes(routes, `/confirm-email?k=${USER_ID}&c=fresh-code`, {
      strict: true,
    });
    // Anything still waiting on a zero-delay timer (happy-dom's fetch bodies) runs; 800 ms do not pass.
    for (let i = 0; i < 50 && !screen.queryByText('Email confirmed!'); i += 1) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(screen.getByText('Email confirmed!')).toBeTruthy();
    expect(api.urls('POST /auth/confirm-email').map((url) => url.search)).toEqual([
      `?userId=${USER_ID}&code=fresh-code`,
    ]);
    expect(api.calls('POST /auth/logout')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(router.state.location.pathname).toBe('/confirm-email');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?signupSuccess=true');
  });
});
