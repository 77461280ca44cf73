import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { notifications } from './tables';
import { createUser, signIn } from './test-fixtures';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;
let customerId: string;

const message = {
  type: 'promotion',
  priority: 'high',
  titleAr: 'خصم ٢٠٪',
  titleEn: '20% off',
  messageAr: 'على كل البطاريات هذا الأسبوع',
  messageEn: 'On every battery this week',
  redirectUrl: '/category/batteries',
};
const send = (browser: ReturnType<typeof createBrowser>, body: object) =>
  browser.post('/api/admin/notifications', body);
const written = async () => (await t.database.db.select({ n: count() }).from(notifications))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'boss@example.com', 'admin');
  customerId = await createUser(t, 'Salma@Example.com');
  admin = await signIn(t, 'boss@example.com');
  customer = await signIn(t, 'salma@example.com');
});

beforeEach(async () => {
  await t.database.db.delete(notifications);
});

afterAll(async () => {
  await t.app.close();
});

describe('POST /api/admin/notifications', () => {
  it('sends to one customer chosen by e-mail (any case), who sees it in both languages', async () => {
    const res = await send(admin, {
      audience: 'customer',
      email: ' SALMA@example.com ',
      ...message,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      sent: 1,
      message: 'Notification sent to 1 recipient(s).',
    });
    const rows = await t.database.db.select().from(notifications);
    expect(rows.map((r) => r.userId)).toEqual([customerId]);
    const mine = (await customer.get('/api/notifications')).json();
    expect(mine.unreadCount).toBe(1);
    expect(mine.notifications[0]).toMatchObject({
      type: 'promotion',
      priority: 'high',
      titleAr: 'خصم ٢٠٪',
      titleEn: '20% off',
      messageEn: 'On every battery this week',
      redirectUrl: '/category/batteries',
      isRead: false,
    });
  });

  it('answers 404 with a clear message when no customer has that e-mail', async () => {
    for (const email of ['nobody@example.com', 'boss@example.com']) {
      const res = await send(admin, { audience: 'customer', email, ...message });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'No customer account uses this e-mail address.',
      });
    }
    expect(await written()).toBe(0);
  });

  it('refuses bad input with the 400 envelope and writes nothing', async () => {
    const bad = [
      { audience: 'customer', ...message }, // no e-mail
      { audience: 'customer', email: 'not-an-email', ...message },
      { audience: 'all_customers', ...message, type: 'spam' },
      { audience: 'all_customers', ...message, priority: 'critical' },
      { audience: 'all_customers', ...message, titleEn: '   ' },
      { audience: 'all_customers', ...message, redirectUrl: 'https://evil.example' },
      { audience: 'all_customers', ...message, redirectUrl: '//evil.example/x' },
      { audience: 'all_customers', ...message, redirectUrl: '/\\evil.example' },
      { audience: 'all_customers', ...message, redirectUrl: 'javascript:alert(1)' },
      { audience: 'everyone', ...message },
      { audience: 'all_customers', ...message, extra: true },
    ];
    for (const body of bad) {
      const res = await send(admin, body);
      expect([body, res.statusCode]).toEqual([body, 400]);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const redirect = await send(admin, {
      audience: 'all_customers',
      ...message,
      redirectUrl: '//x',
    });
    expect(redirect.json().errors).toEqual([
      {
        field: 'redirectUrl',
        messages: ['Enter a link on this site that starts with /, e.g. /products'],
      },
    ]);
    expect(await written()).toBe(0);
  });

  it('is for admins only', async () => {
    const res = await send(customer, { audience: 'all_customers', ...message });
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/notifications' })).statusCode,
    ).toBe(401);
    expect(await written()).toBe(0);
  });

  it('sends to every active customer at once (2,000 of them), not to admins or disabled ones', async () => {
    // 2,000 more customers, one of them disabled, in one statement.
    await t.database.db.execute(sql`
      insert into ${users} (email, first_name, last_name, password_hash, email_confirmed_at, disabled_at)
      select 'bulk' || i || '@example.com', 'Bulk', 'Customer', 'x', now(),
        case when i = 1 then now() else null end
      from generate_series(1, 2000) as i`);
    const started = Date.now();
    const res = await send(admin, { audience: 'all_customers', ...message, redirectUrl: '' });
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(201);
    // 1,999 active bulk customers + Salma; the admin and the disabled customer get nothing.
    expect(res.json().sent).toBe(2000);
    expect(await written()).toBe(2000);
    const [{ n: toAdmins }] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(users.role, 'admin'));
    expect(toAdmins).toBe(0);
    const [mine] = (await customer.get('/api/notifications')).json().notifications;
    expect(mine).toMatchObject({ titleEn: '20% off', redirectUrl: null });
    // One statement, not 2,000 round trips: comfortably fast even on the embedded database.
    expect(elapsed).toBeLessThan(5000);
  });
});
