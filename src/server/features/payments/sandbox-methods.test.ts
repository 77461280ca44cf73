import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePaymentMethod } from '../../../shared/constants';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import { createTestApp, type TestApp } from '../../test/harness';
import { orders } from '../orders/tables';
import { settings } from '../settings/tables';
import { paymentAttempts, paymentTransactions } from './tables';
import { customerWithCart, placeOrder, seedShop } from './test-fixtures';

/**
 * The sandbox learns every method (decision 041): each page ends in a correctly signed callback
 * through the real webhook handler and a signed return, so the order is paid offline through
 * the same code path as with Paymob.
 */

let t: TestApp;
let untracked: string;

const method = (position: number) => ({
  enabled: true,
  name: { en: 'x', ar: 'س' },
  position,
  minimumPiastres: 0,
});

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.mailer.send = async () => {};
  ({ untracked } = await seedShop(t));
  const value = {
    paymobEnabled: true,
    methods: {
      wallet: method(2),
      instalments: method(3),
      apple_pay: method(4),
      kiosk: method(5),
    },
  };
  await t.database.db
    .insert(settings)
    .values({ key: 'payment', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
});
afterAll(async () => {
  await t.app.close();
});

const orderOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const attemptOf = async (orderId: string) =>
  (
    await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))
  )[0];
const paidRow = async (attemptId: string) =>
  (
    await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.attemptId, attemptId))
  )[0];

async function startWith(paymentMethod: OnlinePaymentMethod) {
  const { browser } = await customerWithCart(t, [{ productId: untracked, quantity: 2 }]);
  const res = await placeOrder(browser, undefined, { ...CHECKOUT_ADDRESS, paymentMethod });
  expect(res.statusCode).toBe(201);
  const { order, redirectUrl } = res.json();
  expect(redirectUrl).toMatch(/^\/api\/payments\/sandbox\/checkout\?clientSecret=sandbox_csk_/);
  const page = await t.app.inject({ method: 'GET', url: redirectUrl });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).not.toContain('<script');
  const clientSecret = new URL(redirectUrl, 'http://x').searchParams.get('clientSecret')!;
  return { browser, orderId: order.id as string, clientSecret, page: page.body, redirectUrl };
}

const post = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const pay = (fields: Record<string, string>) => post('/api/payments/sandbox/pay', fields);

/** Follows the signed return the sandbox redirected to: the shop's result page. */
async function returned(res: Awaited<ReturnType<typeof pay>>) {
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toMatch(/^\/api\/payments\/paymob\/return\?.*hmac=/);
  const back = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
  expect(back.statusCode).toBe(302);
  return back.headers.location;
}

describe('sandbox methods (decision 041)', () => {
  it('wallet: phone number, then OTP 123456 → signed callback, paid, success page', async () => {
    const { orderId, clientSecret, page } = await startWith('wallet');
    expect(page).toContain('Wallet phone number');
    const badPhone = await pay({ clientSecret, phone: '0123' });
    expect(badPhone.statusCode).toBe(400);

    const otpPage = await pay({ clientSecret, phone: '010 1234 5678' });
    expect(otpPage.statusCode).toBe(200);
    expect(otpPage.body).toContain('One-time code');
    expect(otpPage.body).toContain('Vodafone Cash');
    const wrong = await pay({ clientSecret, phone: '01012345678', otp: '111111' });
    expect(wrong.statusCode).toBe(400);
    expect((await orderOf(orderId)).paymentStatus).toBe('pending');

    const done = await pay({ clientSecret, phone: '01012345678', otp: '123456' });
    expect(await returned(done)).toBe(`/payment/success?order=${orderId}`);
    expect((await orderOf(orderId)).paymentStatus).toBe('paid');
    const attempt = await attemptOf(orderId);
    expect(await paidRow(attempt.id)).toMatchObject({
      state: 'paid',
      source: 'callback',
      method: 'wallet',
      sourceType: 'wallet',
      subType: 'Vodafone Cash',
      cardLast4: null,
    });
  });

  it('wallet: OTP 000000 is declined → failed page', async () => {
    const { orderId, clientSecret } = await startWith('wallet');
    const done = await pay({ clientSecret, phone: '01512345678', otp: '000000' });
    expect(await returned(done)).toBe(`/payment/failed?order=${orderId}`);
    expect((await orderOf(orderId)).paymentStatus).toBe('failed');
  });

  it('instalments: a plan is chosen → paid, the provider recorded', async () => {
    const { orderId, clientSecret, page } = await startWith('instalments');
    expect(page).toContain('valU — 6 months');
    expect((await pay({ clientSecret, plan: 'nope' })).statusCode).toBe(400);
    const done = await pay({ clientSecret, plan: 'souhoola-12' });
    expect(await returned(done)).toBe(`/payment/success?order=${orderId}`);
    expect((await orderOf(orderId)).paymentStatus).toBe('paid');
    expect(await paidRow((await attemptOf(orderId)).id)).toMatchObject({
      method: 'instalments',
      subType: 'Souhoola',
    });
  });

  it('kiosk: the reference first (order pending), then "mark paid" → paid', async () => {
    const { browser, orderId, clientSecret, page, redirectUrl } = await startWith('kiosk');
    const attempt = await attemptOf(orderId);
    expect(attempt.kioskReference).toMatch(/^\d{8}$/);
    expect(page).toContain(attempt.kioskReference!);
    expect(page).toContain('Mark paid');
    expect((await orderOf(orderId)).paymentStatus).toBe('pending');
    // The result page reads the reference.
    const mine = await browser.get(`/api/payments/orders/${orderId}`);
    expect(mine.json().kiosk.reference).toBe(attempt.kioskReference);
    // "Pay now" on the order page answers the same reference page.
    const again = await browser.post(`/api/orders/${orderId}/pay`, {});
    expect(again.json().redirectUrl).toBe(redirectUrl);

    const paid = await post('/api/payments/sandbox/kiosk-paid', { clientSecret });
    expect(await returned(paid)).toBe(`/payment/success?order=${orderId}`);
    expect((await orderOf(orderId)).paymentStatus).toBe('paid');
    expect(await paidRow(attempt.id)).toMatchObject({ method: 'kiosk', sourceType: 'aggregator' });
    // Paid: the page is gone and a second "mark paid" changes nothing.
    expect((await t.app.inject({ method: 'GET', url: redirectUrl })).statusCode).toBe(404);
    expect((await post('/api/payments/sandbox/kiosk-paid', { clientSecret })).statusCode).toBe(404);
  });

  it('Apple Pay: the card form → paid with the brand and last 4', async () => {
    const { orderId, clientSecret, page } = await startWith('apple_pay');
    expect(page).toContain('Apple Pay');
    expect(page).toContain('name="cardNumber"');
    const done = await pay({
      clientSecret,
      cardNumber: '5123 4567 8901 2346',
      name: 'Test Account',
      expiry: '01/39',
      cvv: '123',
    });
    expect(await returned(done)).toBe(`/payment/success?order=${orderId}`);
    expect((await orderOf(orderId)).paymentStatus).toBe('paid');
    expect(await paidRow((await attemptOf(orderId)).id)).toMatchObject({
      method: 'apple_pay',
      sourceType: 'card',
      subType: 'MasterCard',
      cardLast4: '2346',
    });
  });

  it('kiosk-paid refuses another method’s attempt', async () => {
    const { orderId, clientSecret } = await startWith('wallet');
    expect((await post('/api/payments/sandbox/kiosk-paid', { clientSecret })).statusCode).toBe(404);
    expect((await orderOf(orderId)).paymentStatus).toBe('pending');
  });
});
