import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserSummary } from '../../../shared/schemas/users-admin';
import { SHIPPING_INFO } from '../../test/addresses';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { refreshTokens, users } from '../auth/tables';
import { orders } from '../orders/tables';
import { supportThreads } from '../support/tables';
import { createUser, PASSWORD, put, signIn } from './test-fixtures';

let t: TestApp;
let boss: Awaited<ReturnType<typeof createUser>>;
let admin: ReturnType<typeof createBrowser>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // Created one minute apart so the newest-first order is known.
  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 10, minutes));
  boss = await createUser(t, {
    email: 'boss@example.com',
    firstName: 'Hoda',
    lastName: 'Samir',
    role: 'admin',
    createdAt: at(0),
  });
  const people = [
    {
      key: 'mona',
      email: 'mona@example.com',
      firstName: 'Mona',
      lastName: 'Adel',
      phone: '0111 234 5678',
    },
    {
      key: 'omar',
      email: 'omar@example.com',
      firstName: 'Omar',
      lastName: 'Fathy',
      phone: '01012345678',
    },
    {
      key: 'karim',
      email: 'karim@shop.example',
      firstName: 'Karim',
      lastName: 'Nabil',
      phone: null,
      emailConfirmedAt: null,
    },
    {
      key: 'sara',
      email: 'sara@example.com',
      firstName: 'سارة',
      lastName: 'علي',
      phone: '01298765432',
    },
    {
      key: 'noha',
      email: 'noha@example.com',
      firstName: 'Noha',
      lastName: 'Said',
      phone: null,
      role: 'admin' as const,
    },
  ];
  for (const [index, { key, ...values }] of people.entries()) {
    ids[key] = (await createUser(t, { ...values, createdAt: at(index + 1) })).id;
  }
  ids.boss = boss.id;
  admin = await signIn(t, 'boss@example.com');

  const order = (paymentStatus: 'paid' | 'pending' | 'cancelled', total: number, day: number) => ({
    userId: ids.mona,
    subtotalPiastres: total * 100,
    shippingPiastres: 0,
    totalPiastres: total * 100,
    shippingInfo: SHIPPING_INFO,
    paymentMethod: 'cod' as const,
    paymentStatus,
    createdAt: new Date(Date.UTC(2025, 0, day, 12)),
  });
  await t.database.db
    .insert(orders)
    .values([
      order('paid', 300, 2),
      order('paid', 150, 3),
      order('pending', 90, 4),
      order('cancelled', 1000, 5),
    ]);
  await t.database.db.insert(supportThreads).values({
    userId: ids.mona,
    requesterName: 'Mona Adel',
    requesterEmail: 'mona@example.com',
    subject: 'Charger question',
    status: 'open',
  });
});

afterAll(async () => {
  await t.app.close();
});

const list = async (query: string) => {
  const res = await admin.get(`/api/admin/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: AdminUserSummary[];
    total: number;
    totalPages: number;
    page: number;
  };
};
const emails = (body: { items: AdminUserSummary[] }) => body.items.map((u) => u.email);

describe('the users list', () => {
  it('lists everyone newest first with role, confirmation and order count', async () => {
    const body = await list('');
    expect(emails(body)).toEqual([
      'noha@example.com',
      'sara@example.com',
      'karim@shop.example',
      'omar@example.com',
      'mona@example.com',
      'boss@example.com',
    ]);
    const mona = body.items.find((u) => u.email === 'mona@example.com');
    expect(mona).toMatchObject({
      role: 'customer',
      emailConfirmed: true,
      disabledAt: null,
      orderCount: 4,
    });
    expect(body.items.find((u) => u.email === 'karim@shop.example')?.emailConfirmed).toBe(false);
  });

  it('searches names, e-mails and phones (digits only, spaces ignored)', async () => {
    expect(emails(await list('search=fathy'))).toEqual(['omar@example.com']);
    expect(emails(await list('search=SHOP.example'))).toEqual(['karim@shop.example']);
    expect(emails(await list(`search=${encodeURIComponent('سارة علي')}`))).toEqual([
      'sara@example.com',
    ]);
    // Stored as "0111 234 5678": typed without spaces, or partly.
    expect(emails(await list('search=01112345678'))).toEqual(['mona@example.com']);
    expect(emails(await list('search=2345678'))).toEqual(['omar@example.com', 'mona@example.com']);
    // LIKE wildcards are matched literally.
    expect((await list('search=%25')).total).toBe(0);
  });

  it('filters by role, confirmation and status, and pages', async () => {
    expect(emails(await list('role=admin'))).toEqual(['noha@example.com', 'boss@example.com']);
    expect(emails(await list('confirmed=unconfirmed'))).toEqual(['karim@shop.example']);
    expect((await list('confirmed=confirmed&role=customer')).total).toBe(3);
    const page2 = await list('pageSize=4&page=2');
    expect(page2).toMatchObject({ page: 2, total: 6, totalPages: 2 });
    expect(emails(page2)).toEqual(['mona@example.com', 'boss@example.com']);
    expect((await admin.get('/api/admin/users?role=owner')).statusCode).toBe(400);
  });
});

describe('user details', () => {
  it('has the orders, support threads and totals of the user', async () => {
    const res = await admin.get(`/api/admin/users/${ids.mona}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    // Every order counted, as the list below shows them, the cancelled one said apart; paid
    // total 300 + 150.
    expect(detail.totals).toEqual({
      orders: 4,
      cancelledOrders: 1,
      paidOrders: 2,
      paidTotal: 450,
      lastOrderAt: '2025-01-05T12:00:00.000Z',
    });
    expect(detail.orders.map((o: { total: number }) => o.total)).toEqual([1000, 90, 150, 300]);
    expect(detail.orders).toHaveLength(detail.totals.orders);
    expect(detail.orderCount).toBe(detail.totals.orders);
    expect(detail.supportThreads).toEqual([
      expect.objectContaining({ subject: 'Charger question', status: 'open', priority: 'normal' }),
    ]);
  });

  it('counts the money kept: a partially refunded order at its total less what went back', async () => {
    // Decision 042: paid 200, partly refunded 300 − 120.50, fully refunded 100 (kept: nothing).
    const order = (
      paymentStatus: 'paid' | 'partially_refunded' | 'refunded' | 'cancelled',
      total: number,
      refunded: number,
      day: number,
    ) => ({
      userId: ids.karim,
      subtotalPiastres: total * 100,
      shippingPiastres: 0,
      totalPiastres: total * 100,
      refundedPiastres: refunded * 100,
      shippingInfo: SHIPPING_INFO,
      paymentMethod: 'card' as const,
      paymentStatus,
      paidAt: new Date(Date.UTC(2025, 0, day, 12)),
      createdAt: new Date(Date.UTC(2025, 0, day, 12)),
    });
    await t.database.db
      .insert(orders)
      .values([
        order('paid', 200, 0, 2),
        order('partially_refunded', 300, 120.5, 3),
        order('refunded', 100, 100, 4),
        order('cancelled', 50, 0, 5),
      ]);
    const res = await admin.get(`/api/admin/users/${ids.karim}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().totals).toEqual({
      orders: 4,
      cancelledOrders: 1,
      paidOrders: 2,
      paidTotal: 379.5,
      lastOrderAt: '2025-01-05T12:00:00.000Z',
    });
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
  });
});

describe('role changes', () => {
  it('answers 401 to a guest and 403 to a customer', async () => {
    const url = `/api/admin/users/${ids.omar}/role`;
    expect((await put(createBrowser(t.app), url, { role: 'admin' })).statusCode).toBe(401);
    const customer = await signIn(t, 'omar@example.com');
    expect((await put(customer, url, { role: 'admin' })).statusCode).toBe(403);
  });

  it('promotes a customer at once and demotes them back', async () => {
    const omar = await signIn(t, 'omar@example.com');
    const up = await put(admin, `/api/admin/users/${ids.omar}/role`, { role: 'admin' });
    expect(up.statusCode).toBe(200);
    expect(up.json().role).toBe('admin');
    // The same session is an admin's now: the guard reads the role on every request.
    expect((await omar.get('/api/admin/users')).statusCode).toBe(200);
    const down = await put(admin, `/api/admin/users/${ids.omar}/role`, { role: 'customer' });
    expect(down.json().role).toBe('customer');
    expect((await omar.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('refuses to let an admin remove their own admin role', async () => {
    const res = await put(admin, `/api/admin/users/${boss.id}/role`, { role: 'customer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'You cannot remove your own admin role. Ask another admin to do it.',
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, boss.id));
    expect(row.role).toBe('admin');
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const noha = await signIn(t, 'noha@example.com');
    const [first, second] = await Promise.all([
      put(admin, `/api/admin/users/${ids.noha}/role`, { role: 'customer' }),
      put(noha, `/api/admin/users/${boss.id}/role`, { role: 'customer' }),
    ]);
    const results = [first, second].map((r) => r.statusCode).sort();
    expect(results).toEqual([200, 409]);
    const refused = [first, second].find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'This is the last active admin. Make another user an admin first.',
    );
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    // Put the pair back for the tests below (whoever won is the admin now).
    const winner = admins[0].id === boss.id ? admin : noha;
    const loser = admins[0].id === boss.id ? ids.noha : boss.id;
    expect(
      (await put(winner, `/api/admin/users/${loser}/role`, { role: 'admin' })).statusCode,
    ).toBe(200);
  });
});

describe('disabling an account', () => {
  it('signs the user out at once and refuses their logins until enabled again', async () => {
    const sara = await signIn(t, 'sara@example.com');
    expect((await sara.get('/api/auth/me')).statusCode).toBe(200);

    const off = await put(admin, `/api/admin/users/${ids.sara}/disabled`, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabledAt).not.toBeNull();

    // The existing session: the access token is refused, and so is its refresh token.
    expect((await sara.get('/api/auth/me')).statusCode).toBe(401);
    expect((await sara.post('/api/auth/refresh')).statusCode).toBe(401);
    const live = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, ids.sara));
    expect(live.every((token) => token.revokedAt !== null)).toBe(true);

    const login = await createBrowser(t.app).post('/api/auth/login', {
      email: 'sara@example.com',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_DISABLED');

    expect(emails(await list('status=disabled'))).toEqual(['sara@example.com']);

    const on = await put(admin, `/api/admin/users/${ids.sara}/disabled`, { disabled: false });
    expect(on.json().disabledAt).toBeNull();
    // The old session stays ended; a new login works.
    expect((await sara.get('/api/auth/me')).statusCode).toBe(401);
    await signIn(t, 'sara@example.com');
  });

  it('refuses to let an admin disable their own account', async () => {
    const res = await put(admin, `/api/admin/users/${boss.id}/disabled`, { disabled: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot disable your own account.');
  });

  it('answers 403 to a customer', async () => {
    const customer = await signIn(t, 'mona@example.com');
    const res = await put(customer, `/api/admin/users/${ids.omar}/disabled`, { disabled: true });
    expect(res.statusCode).toBe(403);
  });
});
