import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { setTestCookie } from '../test/cookies';
import { api, REFRESHED_AT_KEY } from './api-client';
import { ApiError } from './errors';
import i18n from './i18n';
import toast from './toast';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const stubFetch = (handler: Handler) => {
  fetchMock.mockImplementation(async (url, init) => handler(url, init));
};
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => url.split('?')[0] === `/api${path}`);
const header = (call: [string, RequestInit], name: string) =>
  new Headers(call[1].headers).get(name);

let toastError: MockInstance<typeof toast.error>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  toastError = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
  document.documentElement.lang = 'en';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request headers', () => {
  it('sends cookies, the XSRF token from its cookie, the page language and JSON', async () => {
    setTestCookie('XSRF-TOKEN', 'abc%3D123');
    document.documentElement.lang = 'ar';
    stubFetch(() => json(200, { ok: true }));
    await api.post('/cart/items', { productId: 'p1' }, { query: { page: 2, skip: undefined } });
    const [call] = fetchMock.mock.calls;
    expect(call[0]).toBe('/api/cart/items?page=2');
    expect(call[1].credentials).toBe('include');
    expect(header(call, 'X-XSRF-TOKEN')).toBe('abc=123');
    expect(header(call, 'Accept-Language')).toBe('ar');
    expect(header(call, 'Content-Type')).toBe('application/json');
    expect(call[1].body).toBe('{"productId":"p1"}');
  });

  it('omits the XSRF header without the cookie and falls back to the stored language, then en', async () => {
    document.documentElement.lang = '';
    localStorage.setItem('i18nextLng', 'ar');
    stubFetch(() => json(200, {}));
    await api.get('/site');
    expect(header(fetchMock.mock.calls[0], 'X-XSRF-TOKEN')).toBeNull();
    expect(header(fetchMock.mock.calls[0], 'Accept-Language')).toBe('ar');
    localStorage.clear();
    await api.get('/site');
    expect(header(fetchMock.mock.calls[1], 'Accept-Language')).toBe('en');
  });

  it('sends pageSize=0 (a meaningful zero) in the query', async () => {
    stubFetch(() => json(200, { unreadCount: 3 }));
    await api.get('/notifications', { query: { pageSize: 0 } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/notifications?pageSize=0');
  });
});

describe('a refused XSRF token', () => {
  const refused = () =>
    json(403, { success: false, code: 'CSRF', message: 'Your security token is missing' });

  it('retries once with the fresh token the refusal carried', async () => {
    setTestCookie('XSRF-TOKEN', 'old-token');
    let answered = 0;
    stubFetch(() => {
      answered++;
      if (answered > 1) return json(200, { ok: true });
      setTestCookie('XSRF-TOKEN', 'fresh.token'); // the Set-Cookie of the 403
      return refused();
    });
    await expect(api.patch('/auth/me', { firstName: 'N' })).resolves.toEqual({ ok: true });
    const sent = calls('/auth/me');
    expect(sent).toHaveLength(2);
    expect(header(sent[0], 'X-XSRF-TOKEN')).toBe('old-token');
    expect(header(sent[1], 'X-XSRF-TOKEN')).toBe('fresh.token');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('does not retry when no fresh token came (e.g. a call from another site)', async () => {
    setTestCookie('XSRF-TOKEN', 'same-token');
    stubFetch(() => refused());
    await expect(api.post('/cart/items', {})).rejects.toMatchObject({ status: 403, code: 'CSRF' });
    expect(calls('/cart/items')).toHaveLength(1);
  });
});

describe('silent refresh', () => {
  it('queues concurrent 401s behind one refresh, then retries each request once', async () => {
    setTestCookie('logged_in', '1');
    let releaseRefresh: () => void = () => {};
    const refreshed = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const seen = new Set<string>();
    stubFetch(async (url) => {
      if (url === '/api/auth/refresh') {
        await refreshed;
        return json(200, {});
      }
      if (!seen.has(url)) {
        seen.add(url);
        return json(401, { success: false, message: 'expired' });
      }
      return json(200, { url });
    });
    const pending = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.waitFor(() => expect(calls('/auth/refresh')).toHaveLength(1));
    releaseRefresh();
    await expect(pending).resolves.toEqual([
      { url: '/api/a' },
      { url: '/api/b' },
      { url: '/api/c' },
    ]);
    expect(calls('/auth/refresh')).toHaveLength(1);
    for (const path of ['/a', '/b', '/c']) expect(calls(path)).toHaveLength(2);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('does not refresh without the logged_in cookie and stays quiet', async () => {
    stubFetch(() => json(401, { success: false, message: 'Authentication required' }));
    await expect(api.get('/orders')).rejects.toMatchObject({ status: 401 });
    expect(calls('/auth/refresh')).toHaveLength(0);
    expect(toastError).not.toHaveBeenCalled();
  });

  it.each(['/auth/login', '/auth/register', '/auth/confirm-email', '/auth/refresh'])(
    'never refreshes for %s',
    async (path) => {
      setTestCookie('logged_in', '1');
      stubFetch(() => json(401, { success: false, message: 'nope' }));
      await expect(api.post(path, {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('gives up after a failed refresh without retrying the request', async () => {
    setTestCookie('logged_in', '1');
    stubFetch((url) => (url === '/api/auth/refresh' ? json(401, {}) : json(401, { message: 'x' })));
    await expect(api.get('/orders', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(calls('/orders')).toHaveLength(1);
    expect(calls('/auth/refresh')).toHaveLength(1);
  });
});

describe('refresh across browser tabs', () => {
  /** A Web Locks stand-in: one holder per name, the others queue (as in the browser). */
  function installLocks() {
    const names: string[] = [];
    let queue = Promise.resolve();
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        const run = queue.then(callback);
        queue = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return names;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('sends the refresh while holding the "auth-refresh" lock and notes the time', async () => {
    const names = installLocks();
    setTestCookie('logged_in', '1');
    let expired = true;
    stubFetch((url) => {
      if (url === '/api/auth/refresh') {
        expired = false;
        return json(200, { success: true });
      }
      return expired ? json(401, {}) : json(200, { ok: true });
    });
    await expect(api.get('/orders')).resolves.toEqual({ ok: true });
    expect(names).toEqual(['auth-refresh']);
    expect(calls('/auth/refresh')).toHaveLength(1);
    expect(Number(localStorage.getItem(REFRESHED_AT_KEY))).toBeGreaterThan(0);
  });

  it('does not send the refresh token again when another tab rotated it meanwhile', async () => {
    setTestCookie('logged_in', '1');
    // While we wait for the lock, the other tab refreshes; the new cookies are shared.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (_name: string, callback: () => Promise<unknown>) => {
          localStorage.setItem(REFRESHED_AT_KEY, String(Date.now() + 1));
          return callback();
        },
      },
    });
    let retried = false;
    stubFetch((url) => {
      if (url === '/api/auth/refresh') return json(200, {});
      if (retried) return json(200, { ok: true });
      retried = true;
      return json(401, {});
    });
    await expect(api.get('/orders')).resolves.toEqual({ ok: true });
    expect(calls('/auth/refresh')).toHaveLength(0);
    expect(calls('/orders')).toHaveLength(2);
  });
});

describe('error toasts', () => {
  it('reports a missing response as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.get('/products').catch((e) => e);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(toastError.mock.calls[0][0]).toBe('Network error. Please check backend connectivity.');
  });

  it('uses the fallback server text for 5xx and appends the hint', async () => {
    stubFetch(() => json(503, {}));
    await api.get('/products').catch(() => {});
    expect(toastError.mock.calls[0][0]).toBe('Server error occurred. Please try again later.');
    stubFetch(() =>
      json(500, { success: false, message: 'Database down', hint: 'Try in a minute' }),
    );
    await api.get('/products').catch(() => {});
    expect(toastError.mock.calls[1][0]).toBe('Database down\nTry in a minute');
  });

  it('shows the 4xx message then at most two field errors', async () => {
    stubFetch(() =>
      json(422, {
        success: false,
        message: 'Check the form',
        errors: [
          { field: 'email', messages: ['Required', 'Must be an e-mail'] },
          { field: 'password', messages: [] },
          { field: 'phone', messages: ['Too short'] },
        ],
      }),
    );
    await api.post('/auth/register', {}).catch(() => {});
    expect(toastError.mock.calls.map((c) => c[0])).toEqual([
      'Check the form',
      'email: Required, Must be an e-mail',
      'password: Invalid',
    ]);
  });

  it('falls back from message to error to "Request failed."', async () => {
    stubFetch(() => json(400, { error: 'Bad thing' }));
    await api.get('/x').catch(() => {});
    stubFetch(() => new Response('<html>', { status: 404 }));
    await api.get('/x').catch(() => {});
    expect(toastError.mock.calls.map((c) => c[0])).toEqual(['Bad thing', 'Request failed.']);
  });

  it('translates the texts and stays silent when asked', async () => {
    await i18n.changeLanguage('ar');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await api.get('/products').catch(() => {});
    expect(toastError.mock.calls[0][0]).toBe('خطأ في الشبكة. يرجى التحقق من الاتصال بالخادم.');
    await api.get('/products', { silent: true }).catch(() => {});
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});
