import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../features/cart/tables';
import { products } from '../features/catalog/tables';
import { orderEvents, orders } from '../features/orders/tables';
import { type FakePaymob, startFakePaymob } from '../features/payments/fake-paymob';
import { INQUIRE_AFTER_MINUTES, inquirePendingCardPayments } from '../features/payments/inquiry';
import { paymentAttempts } from '../features/payments/tables';
import {
  customerWithCart,
  HMAC_SECRET,
  placeOrder,
  seedShop,
  transaction,
} from '../features/payments/test-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// Drill 3: Paymob hangs, is slow, or refuses connections. A card checkout answers within the
// configured limit with the localized "card initiation failed", no card can be charged for the
// order (no checkout URL ever reached the customer) and a retry asks Paymob nothing new. Lost
// callbacks are still settled by the inquiry once Paymob answers again.
const TIMEOUT_MS = 400;
const FAILED_EN =
  'We could not start the card payment. Your order was not charged; please try again or choose cash on delivery.';
const FAILED_AR =
  'تعذّر بدء الدفع بالبطاقة. لم يتم خصم أي مبلغ؛ يرجى المحاولة مرة أخرى أو اختيار الدفع عند الاستلام.';

let t: TestApp;
let fake: FakePaymob;
let proxy: TcpProxy;
let limited: string;

beforeAll(async () => {
  fake = await startFakePaymob();
  const upstream = new URL(fake.url);
  proxy = await startTcpProxy(() => ({ host: '127.0.0.1', port: Number(upstream.port) }));
  t = await createTestApp({
    config: {
      APP_URL: 'https://shop.example',
      PAYMOB_API_URL: `http://127.0.0.1:${proxy.port}`,
      PAYMOB_SECRET_KEY: 'egy_sk_test_x',
      PAYMOB_PUBLIC_KEY: 'egy_pk_test_y',
      PAYMOB_HMAC_SECRET: HMAC_SECRET,
      PAYMOB_CARD_INTEGRATION_ID: '4097558',
      PAYMOB_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  t.app.ctx.mailer.send = async () => {};
  ({ limited } = await seedShop(t));
});

afterAll(async () => {
  await t?.app.close();
  await proxy?.close();
  await fake?.close();
});

const stockOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0].stockQuantity;
const orderOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const attemptsOf = (orderId: string) =>
  t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
const intentionCalls = () => fake.requests.filter((r) => r.path === '/v1/intention/').length;

/** Checkout of one limited battery while Paymob misbehaves; checks what a failed start leaves. */
async function failedCheckout(lang: 'en' | 'ar') {
  const { browser, cart } = await customerWithCart(t, [{ productId: limited, quantity: 1 }], lang);
  const stockBefore = await stockOf(limited);
  const key = randomUUID();
  const started = Date.now();
  const res = await placeOrder(browser, key);
  const took = Date.now() - started;

  // Bounded: the limit, plus the order's own transactions, never Paymob's whim.
  expect(took).toBeLessThan(TIMEOUT_MS + 2_500);
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({
    success: false,
    code: 'UNAVAILABLE',
    message: lang === 'en' ? FAILED_EN : FAILED_AR,
  });

  // The order exists, holds nothing, and cannot be paid: decision 012 cancels an order whose
  // checkout never started, and gives its stock and cart lines back.
  const [order] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
  expect(order.paymentStatus).toBe('cancelled');
  const attempts = await attemptsOf(order.id);
  expect(attempts.map((a) => [a.status, a.clientSecret])).toEqual([['failed', null]]);
  const events = await t.database.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id));
  expect(events.find((e) => e.type === 'cancelled')?.note).toBe('card initiation failed');
  expect(await stockOf(limited)).toBe(stockBefore);
  const back = await t.database.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
  expect(back.map((l) => [l.productId, l.quantity])).toEqual([[limited, 1]]);
  return { browser, key, order };
}

/** Retrying the failed order: the same submit again, and "try again", start nothing new. */
async function retriesStartNothing(
  browser: Awaited<ReturnType<typeof failedCheckout>>['browser'],
  key: string,
  orderId: string,
) {
  const calls = intentionCalls();
  const again = await placeOrder(browser, key);
  expect(again.statusCode).toBe(201);
  expect(again.json()).toMatchObject({ order: { id: orderId }, redirectUrl: null });
  const pay = await browser.post(`/api/orders/${orderId}/pay`, {});
  expect(pay.statusCode).toBe(409);
  expect(intentionCalls()).toBe(calls);
  expect(await attemptsOf(orderId)).toHaveLength(1);
  expect((await orderOf(orderId)).paymentStatus).toBe('cancelled');
}

describe('card checkout while Paymob misbehaves', () => {
  it('Paymob hangs: answers within the limit, nothing held, nothing to pay', async () => {
    proxy.blackhole(true);
    try {
      const { browser, key, order } = await failedCheckout('en');
      await retriesStartNothing(browser, key, order.id);
    } finally {
      await proxy.cut(); // the hung connections go with the hang
      proxy.blackhole(false);
      await proxy.reopen();
    }
  });

  it('Paymob is slow: the intention it creates too late is never offered to the customer', async () => {
    proxy.delayAnswers(TIMEOUT_MS * 3);
    try {
      const calls = intentionCalls();
      const { browser, key, order } = await failedCheckout('ar');
      // Paymob did receive the request and will create an intention nobody can open.
      expect(intentionCalls()).toBe(calls + 1);
      await retriesStartNothing(browser, key, order.id);
    } finally {
      proxy.delayAnswers(0);
    }
  });

  it('Paymob refuses connections: the same, then a new checkout works once it is back', async () => {
    await proxy.cut();
    let browser: Awaited<ReturnType<typeof failedCheckout>>['browser'];
    try {
      ({ browser } = await failedCheckout('en'));
    } finally {
      await proxy.reopen();
    }
    // The cart came back: the customer checks out again (a new submit) and gets a checkout.
    const calls = intentionCalls();
    const res = await placeOrder(browser);
    expect(res.statusCode).toBe(201);
    expect(res.json().redirectUrl).toContain('clientSecret=egy_csk_test_');
    expect(intentionCalls()).toBe(calls + 1);
    expect(fake.problems).toEqual([]);
  });
});

describe('lost callbacks while Paymob is down', () => {
  const age = (attemptId: string) =>
    t.database.db
      .update(paymentAttempts)
      .set({
        createdAt: sql`now() - ${`${INQUIRE_AFTER_MINUTES + 1} minutes`}::interval`,
        inquiredAt: sql`case when inquired_at is null then null else now() - ${`${INQUIRE_AFTER_MINUTES + 1} minutes`}::interval end`,
      })
      .where(eq(paymentAttempts.id, attemptId));

  it('keeps the order pending while Paymob hangs or refuses, and settles it once Paymob answers', async () => {
    const { browser } = await customerWithCart(t, [{ productId: limited, quantity: 1 }]);
    const placed = await placeOrder(browser);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order.id as string;
    const [attempt] = await attemptsOf(orderId);
    // The customer paid; the callback was lost; Paymob knows the transaction.
    const paid = transaction(attempt);
    fake.setTransaction(attempt.providerOrderId!, paid);
    await age(attempt.id);

    proxy.blackhole(true);
    try {
      const started = Date.now();
      const run = await inquirePendingCardPayments(t.app.ctx);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
      expect(run).toMatchObject({ settled: 0 });
    } finally {
      await proxy.cut();
      proxy.blackhole(false);
    }
    expect((await orderOf(orderId)).paymentStatus).toBe('pending');

    await age(attempt.id); // the next inquiry is due; Paymob still refuses connections
    expect(await inquirePendingCardPayments(t.app.ctx)).toMatchObject({ settled: 0 });
    expect((await orderOf(orderId)).paymentStatus).toBe('pending');
    expect((await attemptsOf(orderId))[0].status).toBe('pending');

    await proxy.reopen();
    await age(attempt.id);
    const run = await inquirePendingCardPayments(t.app.ctx);
    expect(run.settled).toBeGreaterThanOrEqual(1);
    const order = await orderOf(orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.transactionId).toBe(String(paid.id));
    // Asked again later (another run), nothing changes: it was settled once.
    await age(attempt.id);
    await inquirePendingCardPayments(t.app.ctx);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId));
    expect(events.filter((e) => e.type === 'payment')).toHaveLength(1);
  });
});
