import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/constants';
import { seedEssentials } from '../db/seed/essentials';
import { translate } from '../lib/i18n';
import { signedInAs } from '../test/accounts';
import type { createBrowser } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';
import type { DeclaredRoute } from '../types';

/**
 * Walks the app's whole route table (not a hand-written list), so a route added tomorrow is
 * checked without anyone remembering to: guests are refused on customer and admin routes,
 * customers on admin routes, each time in the error envelope and the caller's language.
 */
let t: TestApp;
let customer: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  t = await createTestApp();
  await seedEssentials(t.database.db); // the store profile every real start writes
  customer = await signedInAs(t, 'route-access@example.com', 'customer');
});

afterAll(async () => {
  await t.app.close();
});

// Path parameters get well-formed values, so the access check, not validation, decides.
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) =>
    /slug|provider/i.test(name) ? 'sample' : randomUUID(),
  );

const routes = (access: DeclaredRoute['access']) => () =>
  t.app.routeTable.filter((route) => route.access === access);

function expectRefused(
  res: { statusCode: number; json(): unknown },
  status: 401 | 403,
  lang: Language,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({
    success: false,
    code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
    message: translate(lang, status === 401 ? 'errors.mustLogin' : 'errors.forbidden'),
  });
}

describe('the route table', () => {
  it('holds every API route with its declared access level', () => {
    const table = t.app.routeTable;
    // A sample of each kind, so an empty or partial table cannot pass the checks below.
    expect(table).toContainEqual({ method: 'GET', url: '/api/products', access: 'public' });
    expect(table).toContainEqual({ method: 'GET', url: '/api/orders', access: 'customer' });
    expect(table).toContainEqual({ method: 'GET', url: '/api/admin/dashboard', access: 'admin' });
    expect(routes('customer')().length).toBeGreaterThan(20);
    expect(routes('admin')().length).toBeGreaterThan(40);
  });

  it('declares every route under /api/admin/ for admins only', () => {
    const misdeclared = t.app.routeTable.filter(
      (route) => route.url.startsWith('/api/admin/') && route.access !== 'admin',
    );
    expect(misdeclared).toEqual([]);
  });

  it('refuses to start with a route that declares no access level', async () => {
    const other = await createTestApp({
      extend: (app) => {
        expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(
          'Route GET /api/forgotten declares no access level',
        );
      },
    });
    await other.app.close();
  });
});

describe.each(['en', 'ar'] as const)('access in %s', (lang) => {
  it('answers 401 to a guest on every customer route', async () => {
    for (const route of routes('customer')()) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { 'accept-language': lang },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect.soft(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expectRefused(res, 401, lang);
    }
  });

  it('answers 401 to a guest and 403 to a customer on every admin route', async () => {
    for (const route of routes('admin')()) {
      const url = concrete(route.url);
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const method = route.method as 'GET';
      const headers = { 'accept-language': lang };
      const guest = await t.app.inject({ method, url, headers, payload });
      expect.soft(guest.statusCode, `guest ${route.method} ${route.url}`).toBe(401);
      expectRefused(guest, 401, lang);
      const asCustomer = await customer.request({ method, url, headers, payload });
      expect.soft(asCustomer.statusCode, `customer ${route.method} ${route.url}`).toBe(403);
      expectRefused(asCustomer, 403, lang);
    }
  });

  it('never answers a guest on a public route with a server error', async () => {
    for (const route of routes('public')()) {
      if (route.url.endsWith('/stream')) continue; // a public stream would stay open
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { 'accept-language': lang },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect.soft(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      // The sandbox card page is HTML for the browser; everything else answers JSON.
      if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json')) {
        expect.soft(res.json(), `${route.method} ${route.url}`).toMatchObject({ success: false });
      }
    }
  });
});
