import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { createTestApp, type TestApp, testConfig } from '../../test/harness';
import { orders } from '../orders/tables';
import { createSandboxProvider } from './sandbox';
import { resolveCardProvider } from './service';
import { customerWithCart, placeOrder, seedShop } from './test-fixtures';

let t: TestApp;
let untracked: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ untracked } = await seedShop(t));
});
afterAll(async () => {
  await t.app.close();
});

const status = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0].paymentStatus;

async function startCheckout() {
  const { browser } = await customerWithCart(t, [{ productId: untracked, quantity: 2 }]);
  const res = await placeOrder(browser);
  expect(res.statusCode).toBe(201);
  const { order, redirectUrl } = res.json();
  expect(redirectUrl).toMatch(/^\/api\/payments\/sandbox\/checkout\?clientSecret=sandbox_csk_/);
  const form = await t.app.inject({ method: 'GET', url: redirectUrl });
  expect(form.statusCode).toBe(200);
  expect(form.headers['content-type']).toMatch(/text\/html/);
  expect(form.body).toContain('<form method="post" action="/api/payments/sandbox/pay">');
  expect(form.body).not.toContain('<script');
  expect(String(form.headers['content-security-policy'])).toContain("script-src 'self'");
  const clientSecret = new URL(redirectUrl, 'http://x').searchParams.get('clientSecret')!;
  return { orderId: order.id as string, clientSecret, redirectUrl: redirectUrl as string };
}

const pay = (clientSecret: string, cardNumber: string, cvv = '123') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      clientSecret,
      cardNumber,
      name: 'Test Account',
      expiry: '01/39',
      cvv,
    }).toString(),
  });

describe('sandbox card provider', () => {
  it('pays with a Paymob test card: signed webhook → paid, signed return → success page', async () => {
    const { orderId, clientSecret, redirectUrl } = await startCheckout();
    const res = await pay(clientSecret, '5123 4567 8901 2346');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/api\/payments\/paymob\/return\?/);
    expect(await status(orderId)).toBe('paid');
    const back = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`/payment/success?order=${orderId}`);
    // The checkout is closed now.
    expect((await t.app.inject({ method: 'GET', url: redirectUrl })).statusCode).toBe(404);
    expect((await pay(clientSecret, '4111111111111111')).statusCode).toBe(404);
    expect(await status(orderId)).toBe('paid');
  });

  it('declines 4000 0000 0000 0002: order failed, failed page', async () => {
    const { orderId, clientSecret } = await startCheckout();
    const res = await pay(clientSecret, '4000 0000 0000 0002');
    expect(res.statusCode).toBe(303);
    expect(await status(orderId)).toBe('failed');
    const back = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(back.headers.location).toBe(`/payment/failed?order=${orderId}`);
  });

  it('shows the form again for an unknown card or a bad CVV, changing nothing', async () => {
    const { orderId, clientSecret } = await startCheckout();
    const unknown = await pay(clientSecret, '1234 5678 9012 3456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Use one of the test cards');
    expect((await pay(clientSecret, '4111111111111111', 'x')).statusCode).toBe(400);
    expect(await status(orderId)).toBe('pending');
  });

  it('never runs in production', () => {
    const production = testConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://shop.example',
    });
    expect(() => createSandboxProvider(production)).toThrow(/production/);
    expect(resolveCardProvider({ config: production } as AppContext)).toBeNull();
  });
});
