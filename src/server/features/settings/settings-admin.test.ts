import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;

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
});

afterAll(async () => {
  await t.app.close();
});

it('switches card payment on with its time, and the public setting follows', async () => {
  expect((await t.app.inject('/api/settings/payment')).json()).toMatchObject({
    paymobEnabled: false,
    paymobStatus: 'Disabled',
  });
  const res = await admin.request({
    method: 'PUT',
    url: '/api/admin/settings/payment',
    payload: { paymobEnabled: true },
  });
  expect(res.json().payment).toMatchObject({ paymobEnabled: true, paymobStatus: 'Enabled' });
  expect(res.json().payment.updatedAt).toMatch(/Z$/);
  expect((await t.app.inject('/api/settings/payment')).json().paymobEnabled).toBe(true);
});

it('sets the shipping fee and free-shipping threshold in EGP, and refuses negative amounts', async () => {
  const res = await admin.request({
    method: 'PUT',
    url: '/api/admin/settings/shipping',
    payload: { flatFee: 60.5, freeShippingThreshold: null },
  });
  expect(res.json().shipping).toMatchObject({ flatFee: 60.5, freeShippingThreshold: null });
  const bad = await admin.request({
    method: 'PUT',
    url: '/api/admin/settings/shipping',
    payload: { flatFee: -1, freeShippingThreshold: 10 },
  });
  expect(bad.statusCode).toBe(400);
  expect((await admin.get('/api/admin/settings')).json().shipping.flatFee).toBe(60.5);
});

it('is for admins only', async () => {
  const customer = createBrowser(t.app);
  await customer.post('/api/auth/login', { email: 'c@example.com', password: 'password1' });
  expect((await customer.get('/api/admin/settings')).statusCode).toBe(403);
  expect((await t.app.inject('/api/admin/settings')).statusCode).toBe(401);
});
