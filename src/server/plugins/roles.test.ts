import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../shared/roles';
import { seedEssentials } from '../db/seed/essentials';
import { signedInAs } from '../test/accounts';
import type { createBrowser } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';
import { permissionFor } from './permissions';

/**
 * The role matrix (issue 25, decision 048) over the app's whole route table: every admin route is
 * named in the permissions table, and each staff role is let through exactly where its
 * permissions say — 403 FORBIDDEN elsewhere, before anything is read or written.
 */
let t: TestApp;
const staff = {} as Record<StaffRole, ReturnType<typeof createBrowser>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedEssentials(t.database.db);
  for (const role of STAFF_ROLES) staff[role] = await signedInAs(t, `${role}@example.com`, role);
}, 60_000);

afterAll(async () => {
  await t.app.close();
});

const adminRoutes = () => t.app.routeTable.filter((route) => route.access === 'admin');
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (/slug/i.test(name) ? 'sample' : randomUUID()));

/** Whether the role may call the route, written from ROLE_PERMISSIONS and the route's permission. */
function expected(role: StaffRole, method: string, url: string) {
  const permission = permissionFor(method, url);
  if (permission === 'any_staff') return true;
  return permission !== null && ROLE_PERMISSIONS[role].includes(permission);
}

describe('staff roles', () => {
  it('names every admin route in the permissions table (none left to the owner by default)', () => {
    const unnamed = adminRoutes().filter((r) => permissionFor(r.method, r.url) === null);
    expect(unnamed).toEqual([]);
    expect(adminRoutes().length).toBeGreaterThan(60);
  });

  it('maps the routes a shop owner would expect', () => {
    expect(permissionFor('GET', '/api/admin/products')).toBe('catalog');
    expect(permissionFor('GET', '/api/admin/orders/:id')).toBe('orders');
    expect(permissionFor('POST', '/api/admin/orders/:id/refunds')).toBe('refunds');
    expect(permissionFor('GET', '/api/admin/orders/:id/refunds')).toBe('orders');
    expect(permissionFor('PUT', '/api/admin/settings/payment-methods')).toBe('payment_settings');
    expect(permissionFor('PUT', '/api/admin/users/:id/role')).toBe('staff');
    expect(permissionFor('PUT', '/api/admin/users/:id/disabled')).toBe('customers');
    expect(permissionFor('GET', '/api/admin/blogs')).toBe('content');
    expect(permissionFor('GET', '/api/admin/audit-log')).toBe('audit');
    expect(permissionFor('GET', '/api/admin/search')).toBe('any_staff');
    // Stock alerts (decision 058): the stock history and the default threshold are the catalog's.
    expect(permissionFor('GET', '/api/admin/products/:id/stock-history')).toBe('catalog');
    expect(permissionFor('PUT', '/api/admin/stock/settings')).toBe('catalog');
  });

  it('gives the owner every permission and only the owner staff and payment settings', () => {
    for (const role of STAFF_ROLES) {
      const owner = role === 'admin';
      expect(ROLE_PERMISSIONS[role].includes('staff'), role).toBe(owner);
      expect(ROLE_PERMISSIONS[role].includes('payment_settings'), role).toBe(owner);
    }
  });

  it.each(STAFF_ROLES)(
    '%s: let through exactly where the role may, 403 elsewhere',
    async (role) => {
      for (const route of adminRoutes()) {
        const label = `${role} ${route.method} ${route.url}`;
        if (route.url.endsWith('/stream')) continue;
        const res = await staff[role].request({
          method: route.method as 'GET',
          url: concrete(route.url),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        if (expected(role, route.method, route.url)) {
          expect.soft(res.statusCode, label).not.toBe(403);
          expect.soft(res.statusCode, label).toBeLessThan(500);
        } else {
          expect.soft(res.statusCode, label).toBe(403);
          expect.soft(res.json(), label).toMatchObject({ success: false, code: 'FORBIDDEN' });
        }
      }
    },
  );

  it('lets a manager notify one customer but not every customer', async () => {
    const body = {
      type: 'promotion',
      titleAr: 'عرض',
      titleEn: 'Offer',
      messageAr: 'خصم',
      messageEn: 'Discount',
    };
    const all = await staff.manager.post('/api/admin/notifications', {
      ...body,
      audience: 'all_customers',
    });
    expect(all.statusCode).toBe(201); // managers have notify_all
    const agent = await staff.support_agent.post('/api/admin/notifications', {
      ...body,
      audience: 'all_customers',
    });
    expect(agent.statusCode).toBe(403);
    const one = await staff.support_agent.post('/api/admin/notifications', {
      ...body,
      audience: 'customer',
      email: 'customer@example.com',
    });
    expect(one.statusCode).not.toBe(403);
  });
});
