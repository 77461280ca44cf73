import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';

/** Admin → Settings → Payments: each Paymob method's switch, names, order, minimum (041). */

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('password1');
  await t.database.db.insert(users).values([
    {
      email: 'boss@example.com',
      firstName: 'B',
      lastName: 'A',
      role: 'admin',
      passwordHash,
      emailConfirmedAt: new Date(),
    },
    {
      email: 'c@example.com',
      firstName: 'C',
      lastName: 'A',
      passwordHash,
      emailConfirmedAt: new Date(),
    },
  ]);
  admin = createBrowser(t.app);
  await admin.post('/api/auth/login', { email: 'boss@example.com', password: 'password1' });
  customer = createBrowser(t.app);
  await customer.post('/api/auth/login', { email: 'c@example.com', password: 'password1' });
});

afterAll(async () => {
  await t.app.close();
});

const put = (browser: ReturnType<typeof createBrowser>, payload: unknown, lang?: string) =>
  browser.request({
    method: 'PUT',
    url: '/api/admin/settings/payment-methods',
    payload: payload as never,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

const wallet = {
  key: 'wallet',
  enabled: true,
  name: { en: 'Vodafone Cash', ar: 'فودافون كاش' },
  position: 1,
  minimumOrder: 0,
};
const instalments = {
  key: 'instalments',
  enabled: true,
  name: { en: 'valU', ar: 'فاليو' },
  position: 2,
  minimumOrder: 2500.5,
};

const fieldErrors = (res: Awaited<ReturnType<typeof put>>) =>
  Object.fromEntries(
    (res.json() as { errors: { field: string; messages: string[] }[] }).errors.map((e) => [
      e.field,
      e.messages,
    ]),
  );

it('lists every method with its defaults: all off, the card named as before', async () => {
  const methods = (await t.app.inject('/api/settings/payment')).json().methods;
  expect(methods.map((m: { key: string }) => m.key)).toEqual([
    'card',
    'wallet',
    'instalments',
    'apple_pay',
    'kiosk',
  ]);
  expect(methods[0]).toEqual({
    key: 'card',
    enabled: false,
    name: { en: 'Card payment', ar: 'الدفع بالبطاقة' },
    position: 1,
    minimumOrder: 0,
    // The test app runs the sandbox, which knows every method.
    configured: true,
  });
  expect(methods.every((m: { enabled: boolean }) => !m.enabled)).toBe(true);
});

it('saves switches, names, order and minimums; the public settings follow in that order', async () => {
  const res = await put(admin, {
    methods: [
      wallet,
      instalments,
      { ...wallet, key: 'card', position: 3, name: { en: 'Card', ar: 'بطاقة' } },
    ],
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().payment.paymobEnabled).toBe(true);
  const methods = (await t.app.inject('/api/settings/payment')).json().methods;
  expect(methods.slice(0, 3)).toMatchObject([
    { key: 'wallet', enabled: true, name: { en: 'Vodafone Cash', ar: 'فودافون كاش' }, position: 1 },
    { key: 'instalments', enabled: true, minimumOrder: 2500.5, position: 2 },
    { key: 'card', enabled: true, name: { en: 'Card', ar: 'بطاقة' }, position: 3 },
  ]);
  // Methods left out keep their settings (here: the defaults, off).
  expect(methods.find((m: { key: string }) => m.key === 'kiosk')).toMatchObject({
    enabled: false,
    position: 5,
  });

  // The card switch of SPEC still works, and keeps the methods' settings.
  const off = await admin.request({
    method: 'PUT',
    url: '/api/admin/settings/payment',
    payload: { paymobEnabled: false },
  });
  expect(off.json().payment.paymobEnabled).toBe(false);
  const after = (await admin.get('/api/admin/settings')).json().payment.methods;
  expect(after.find((m: { key: string }) => m.key === 'card')).toMatchObject({ enabled: false });
  expect(after.find((m: { key: string }) => m.key === 'instalments')).toMatchObject({
    enabled: true,
    minimumOrder: 2500.5,
  });
});

it('requires both names and a minimum of at least 0, in the caller’s language', async () => {
  const res = await put(admin, {
    methods: [{ ...wallet, name: { en: ' ', ar: '' }, minimumOrder: -1, position: 0 }],
  });
  expect(res.statusCode).toBe(400);
  expect(fieldErrors(res)).toMatchObject({
    'methods.0.name.en': ['This field is required'],
    'methods.0.name.ar': ['This field is required'],
    'methods.0.minimumOrder': [expect.any(String)],
    'methods.0.position': [expect.any(String)],
  });
  const ar = await put(admin, { methods: [{ ...wallet, name: { en: 'x', ar: '' } }] }, 'ar');
  expect(fieldErrors(ar)['methods.0.name.ar']).toEqual(['هذا الحقل مطلوب']);
  // Nothing was saved.
  const methods = (await admin.get('/api/admin/settings')).json().payment.methods;
  expect(methods.find((m: { key: string }) => m.key === 'wallet').name.en).toBe('Vodafone Cash');
});

it('refuses an unknown method, a method twice, and an integration id from the browser', async () => {
  expect((await put(admin, { methods: [{ ...wallet, key: 'bitcoin' }] })).statusCode).toBe(400);
  expect((await put(admin, { methods: [wallet, wallet] })).statusCode).toBe(400);
  expect((await put(admin, { methods: [{ ...wallet, integrationId: 123 }] })).statusCode).toBe(400);
  expect((await put(admin, { methods: [] })).statusCode).toBe(400);
  expect((await put(admin, { methods: [{ ...wallet, minimumOrder: 'ten' }] })).statusCode).toBe(
    400,
  );
});

it('is for admins only', async () => {
  expect((await put(customer, { methods: [wallet] })).statusCode).toBe(403);
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/payment-methods',
        payload: { methods: [wallet] },
      })
    ).statusCode,
  ).toBeGreaterThanOrEqual(401);
});
