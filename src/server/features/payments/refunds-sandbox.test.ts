import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { orders } from '../orders/tables';
import { paymentRefunds } from './tables';
import { customerWithCart, placeOrder, seedShop } from './test-fixtures';

// Without Paymob keys the sandbox gives the money back offline, through the same settlement
// (decision 042): what the e2e suite's "admin refunds half" runs on.
let t: TestApp;
let untracked: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ untracked } = await seedShop(t));
});
afterAll(async () => {
  await t.app.close();
});

describe('a refund in the sandbox', () => {
  it('refunds half of a sandbox card payment, then voids nothing more', async () => {
    const { browser } = await customerWithCart(t, [{ productId: untracked, quantity: 2 }]);
    const placed = await placeOrder(browser);
    expect(placed.statusCode).toBe(201);
    const { order, redirectUrl } = placed.json();
    const clientSecret = new URL(redirectUrl, 'http://x').searchParams.get('clientSecret')!;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        clientSecret,
        cardNumber: '5123456789012346',
        name: 'Test Account',
        expiry: '01/39',
        cvv: '123',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    const row = async () =>
      (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0];
    expect((await row()).paymentStatus).toBe('paid');

    await t.database.db.insert(users).values({
      email: 'sandbox-admin@example.com',
      firstName: 'S',
      lastName: 'A',
      role: 'admin',
      passwordHash: await hashPassword('password1'),
      emailConfirmedAt: new Date(),
    });
    const admin = createBrowser(t.app);
    await admin.post('/api/auth/login', {
      email: 'sandbox-admin@example.com',
      password: 'password1',
    });
    const half = (await row()).totalPiastres / 200;
    const res = await admin.request({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { mode: 'provider', amount: half, reason: 'Half back' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refund).toMatchObject({ status: 'succeeded', amount: half });
    expect(await row()).toMatchObject({ paymentStatus: 'partially_refunded' });
    const [refund] = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    expect(refund.providerTransactionId).toMatch(/^\d+$/);

    const customer = (await browser.get(`/api/orders/${order.id}`)).json();
    expect(customer).toMatchObject({ paymentStatus: 'partially_refunded', refunded: half });
    const tooLate = await admin.request({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { kind: 'void', mode: 'provider', reason: 'x' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(tooLate.statusCode).toBe(409);
  });
});
