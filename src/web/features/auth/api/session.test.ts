import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestCookie } from '../../../test/cookies';
import { fetchSession, LOGGED_IN_FLAG, normalizeUser } from './session';

const me = { id: 'u1', email: 'a@b.eg', firstName: 'Mona', lastName: 'A', phone: null };
const json = (status: number, body: unknown) => Response.json(body, { status });

function stubFetch(handler: (path: string) => Response) {
  const mock = vi.fn(async (url: string) => handler(url.split('?')[0]));
  vi.stubGlobal('fetch', mock);
  return mock;
}
const count = (mock: ReturnType<typeof stubFetch>, path: string) =>
  mock.mock.calls.filter(([url]) => url === `/api${path}`).length;

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => vi.unstubAllGlobals());

describe('normalizeUser', () => {
  it('takes role, else the first of roles, else customer', () => {
    expect(normalizeUser({ ...me, role: 'admin' }).role).toBe('admin');
    expect(normalizeUser({ ...me, roles: ['Admin', 'customer'] }).role).toBe('admin');
    expect(normalizeUser({ ...me }).role).toBe('customer');
    expect(normalizeUser({ ...me, role: 'superuser' }).role).toBe('customer');
  });
});

describe('fetchSession', () => {
  it('is anonymous without a logged-in marker and asks nobody', async () => {
    const mock = stubFetch(() => json(200, me));
    expect(await fetchSession()).toBeNull();
    expect(mock).not.toHaveBeenCalled();
  });

  it('loads the user when the local-storage flag is set', async () => {
    localStorage.setItem(LOGGED_IN_FLAG, '1');
    stubFetch(() => json(200, { ...me, roles: ['admin'] }));
    expect(await fetchSession()).toMatchObject({ firstName: 'Mona', role: 'admin' });
  });

  it('clears the flag when the session cannot be refreshed', async () => {
    localStorage.setItem(LOGGED_IN_FLAG, '1');
    setTestCookie('logged_in', '1');
    const mock = stubFetch(() => json(401, { success: false, message: 'expired' }));
    expect(await fetchSession()).toBeNull();
    expect(count(mock, '/auth/refresh')).toBe(1);
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBeNull();
    expect(document.cookie).not.toContain('logged_in=1');
  });

  it('on payment pages retries the refresh up to 2 times and keeps the flag', async () => {
    window.history.replaceState(null, '', '/payment/success?order=1');
    localStorage.setItem(LOGGED_IN_FLAG, '1');
    // No readable cookie here (the api client's own refresh stays off): only our 2 attempts.
    const mock = stubFetch((path) => json(path === '/api/auth/refresh' ? 200 : 401, {}));
    expect(await fetchSession()).toBeNull();
    expect(count(mock, '/auth/refresh')).toBe(2);
    expect(count(mock, '/auth/me')).toBe(3);
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBe('1');
  });

  it('recovers on a payment page once a refresh makes /auth/me work', async () => {
    window.history.replaceState(null, '', '/payment/success');
    localStorage.setItem(LOGGED_IN_FLAG, '1');
    let refreshed = false;
    stubFetch((path) => {
      if (path === '/api/auth/refresh') {
        refreshed = true;
        return json(200, {});
      }
      return refreshed ? json(200, me) : json(401, {});
    });
    expect(await fetchSession()).toMatchObject({ id: 'u1', role: 'customer' });
  });

  it('lets other failures (network, 5xx) surface instead of logging the user out', async () => {
    localStorage.setItem(LOGGED_IN_FLAG, '1');
    stubFetch(() => json(503, { success: false, message: 'down' }));
    await expect(fetchSession()).rejects.toMatchObject({ status: 503 });
    expect(localStorage.getItem(LOGGED_IN_FLAG)).toBe('1');
  });
});
