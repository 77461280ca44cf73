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

it('sets the fallback estimate and the COD fee, keeping them when a caller leaves them out', async () => {
  const put = (payload: unknown) =>
    admin.request({
      method: 'PUT',
      url: '/api/admin/settings/shipping',
      payload: payload as never,
    });
  const res = await put({
    flatFee: 75,
    freeShippingThreshold: 5000,
    daysMin: 2,
    daysMax: 6,
    codFee: 15.5,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().shipping).toMatchObject({ flatFee: 75, daysMin: 2, daysMax: 6, codFee: 15.5 });
  // Written before the estimate and the COD fee existed: they stay as they are.
  const older = await put({ flatFee: 80, freeShippingThreshold: null });
  expect(older.json().shipping).toMatchObject({
    flatFee: 80,
    daysMin: 2,
    daysMax: 6,
    codFee: 15.5,
  });

  const bad = await put({ flatFee: 80, freeShippingThreshold: null, daysMin: 5, daysMax: 4 });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors).toEqual([
    { field: 'daysMax', messages: ['The longest time must not be shorter than the shortest'] },
  ]);
  // Only the shortest given, longer than the stored longest: refused on the field sent.
  const alone = await put({ flatFee: 80, freeShippingThreshold: null, daysMin: 9 });
  expect(alone.json().errors).toEqual([
    { field: 'daysMin', messages: ['The longest time must not be shorter than the shortest'] },
  ]);
  expect((await admin.get('/api/admin/settings')).json().shipping).toMatchObject({
    daysMin: 2,
    daysMax: 6,
  });
});

it('reads VAT as included at 14 % until an admin changes it', async () => {
  expect((await admin.get('/api/admin/settings')).json().vat).toEqual({
    mode: 'included',
    ratePercent: 14,
    updatedAt: null,
  });
  const put = (payload: unknown) =>
    admin.request({ method: 'PUT', url: '/api/admin/settings/vat', payload: payload as never });
  const res = await put({ mode: 'none', ratePercent: 14 });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().vat).toMatchObject({ mode: 'none', ratePercent: 14 });
  expect(res.json().vat.updatedAt).toMatch(/Z$/);
  const bad = await put({ mode: 'added', ratePercent: 0 });
  expect(bad.statusCode).toBe(400);
  expect(
    bad
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
  ).toEqual(['mode', 'ratePercent']);
  const customer = createBrowser(t.app);
  await customer.post('/api/auth/login', { email: 'c@example.com', password: 'password1' });
  const refused = await customer.request({
    method: 'PUT',
    url: '/api/admin/settings/vat',
    payload: { mode: 'included', ratePercent: 14 },
  });
  expect(refused.statusCode).toBe(403);
  expect((await admin.get('/api/admin/settings')).json().vat.mode).toBe('none');
});

it('is for admins only', async () => {
  const customer = createBrowser(t.app);
  await customer.post('/api/auth/login', { email: 'c@example.com', password: 'password1' });
  expect((await customer.get('/api/admin/settings')).statusCode).toBe(403);
  expect((await t.app.inject('/api/admin/settings')).statusCode).toBe(401);
});
