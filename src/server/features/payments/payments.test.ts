import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import type { TestApp } from '../../test/harness';
import { cartItems } from '../cart/tables';
import { products } from '../catalog/tables';
import { orderEvents, orders } from '../orders/tables';
import type { FakePaymob } from './fake-paymob';
import { signProcessedCallback, signResponseCallback } from './hmac';
import { paymentAttempts } from './tables';
import {
  customerWithCart,
  HMAC_SECRET,
  placeOrder,
  startPaymobTestApp,
  transaction,
} from './test-fixtures';

let t: TestApp;
let fake: FakePaymob;
let limited: string;
let untracked: string;
let sent: MailMessage[];

beforeAll(async () => {
  ({ t, fake, sent, limited, untracked } = await startPaymobTestApp());
});

afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const stockOf = async (id: string) =>
  (
    await t.database.db
      .select({ n: products.stockQuantity })
      .from(products)
      .where(eq(products.id, id))
  )[0].n;
const orderRow = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const attemptOf = async (orderId: string) =>
  (
    await t.database.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))
  )[0];
const paymentEvents = (orderId: string) =>
  t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'payment')));
const paidMails = async () => {
  await t.app.ctx.jobs.drain();
  return sent.filter((m) => /Payment received|تم استلام الدفع/.test(m.subject));
};

/** A card order placed through the API; answers the order id and its attempt. */
async function cardOrder(quantity = 1) {
  const { browser } = await customerWithCart(t, [{ productId: untracked, quantity }]);
  const res = await placeOrder(browser);
  expect(res.statusCode).toBe(201);
  const orderId = res.json().order.id as string;
  return { browser, res, orderId, attempt: await attemptOf(orderId) };
}

const webhook = (obj: Record<string, unknown>, hmac = signProcessedCallback(obj, HMAC_SECRET)) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/paymob/webhook?hmac=${hmac}`,
    payload: { type: 'TRANSACTION', obj },
  });

describe('card order', () => {
  it('creates the order pending, takes the stock, stores the attempt and answers the checkout URL', async () => {
    const before = await stockOf(limited);
    const { browser, cart } = await customerWithCart(t, [
      { productId: limited, quantity: 2 },
      { productId: untracked, quantity: 1 },
    ]);
    const key = randomUUID();
    const res = await placeOrder(browser, key);
    expect(res.statusCode).toBe(201);
    const { order, redirectUrl } = res.json();
    expect(order.paymentStatus).toBe('pending');
    expect(order.paymentMethod).toBe('card');
    expect(await stockOf(limited)).toBe(before! - 2);
    expect(
      await t.database.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)),
    ).toEqual([]);

    const attempt = await attemptOf(order.id);
    expect(attempt).toMatchObject({
      attemptNumber: 1,
      reference: `${order.orderNumber}-1`,
      amountPiastres: 2 * 10_000 + 2_550 + 7_500,
      status: 'pending',
      provider: 'paymob',
    });
    expect(redirectUrl).toBe(
      `${fake.url}/unifiedcheckout/?publicKey=egy_pk_test_y&clientSecret=${attempt.clientSecret}`,
    );

    expect(fake.problems).toEqual([]);
    const body = fake.requests.at(-1)!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      amount: 30_050,
      payment_methods: [4097558],
      special_reference: `${order.orderNumber}-1`,
      notification_url: 'https://shop.example/api/payments/paymob/webhook',
      redirection_url: 'https://shop.example/api/payments/paymob/return',
      billing_data: { first_name: 'Omar', phone_number: '01001234567', building: 'NA' },
    });
    expect(body.items).toContainEqual({
      name: 'Shipping',
      description: 'Shipping',
      amount: 7_500,
      quantity: 1,
    });

    // Same key: same order, same checkout, no second intention.
    const calls = fake.requests.length;
    const again = await placeOrder(browser, key);
    expect(again.json().order.id).toBe(order.id);
    expect(again.json().redirectUrl).toBe(redirectUrl);
    expect(fake.requests.length).toBe(calls);
  });

  it('cancels the order, gives stock and cart back and says so when Paymob refuses', async () => {
    const before = await stockOf(limited);
    const { user, browser, cart } = await customerWithCart(
      t,
      [{ productId: limited, quantity: 1 }],
      'ar',
    );
    fake.failNext(500);
    const res = await placeOrder(browser);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/تعذّر بدء الدفع بالبطاقة/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(row.paymentStatus).toBe('cancelled');
    expect((await attemptOf(row.id)).status).toBe('failed');
    expect(await stockOf(limited)).toBe(before);
    const back = await t.database.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
    expect(back.map((l) => [l.productId, l.quantity])).toEqual([[limited, 1]]);
  });
});

describe('processed callback (webhook)', () => {
  it('marks the order paid once; a duplicate is a no-op', async () => {
    const { orderId, attempt } = await cardOrder();
    const mailsBefore = (await paidMails()).length;
    const obj = transaction(attempt);
    const first = await webhook(obj);
    expect(first.statusCode).toBe(200);
    const paid = await orderRow(orderId);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.transactionId).toBe(String(obj.id));
    expect(paid.paidAt).not.toBeNull();
    expect((await attemptOf(orderId)).status).toBe('paid');

    const second = await webhook(obj);
    expect(second.statusCode).toBe(200);
    expect(await paymentEvents(orderId)).toHaveLength(1);
    expect((await paidMails()).length).toBe(mailsBefore + 1);

    // A decline replayed after the payment changes nothing either.
    expect((await webhook(transaction(attempt, { success: false }))).statusCode).toBe(200);
    expect((await orderRow(orderId)).paymentStatus).toBe('paid');
    expect(await paymentEvents(orderId)).toHaveLength(1);
  });

  it('refuses a forged HMAC and changes nothing', async () => {
    const { orderId, attempt } = await cardOrder();
    const obj = transaction(attempt);
    const forged = await webhook(obj, signProcessedCallback(obj, 'not-the-secret'));
    expect(forged.statusCode).toBe(401);
    const tampered = await webhook(
      { ...obj, amount_cents: 1 },
      signProcessedCallback(obj, HMAC_SECRET),
    );
    expect(tampered.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paymob/webhook',
      payload: { type: 'TRANSACTION', obj },
    });
    expect(missing.statusCode).toBe(401);
    expect((await orderRow(orderId)).paymentStatus).toBe('pending');
    expect(await paymentEvents(orderId)).toHaveLength(0);
  });

  it('does not mark paid when the amount or currency differ', async () => {
    const { orderId, attempt } = await cardOrder();
    const less = await webhook(
      transaction(attempt, { amount_cents: attempt.amountPiastres - 100 }),
    );
    expect(less.statusCode).toBe(400);
    const usd = await webhook(transaction(attempt, { currency: 'USD' }));
    expect(usd.statusCode).toBe(400);
    expect((await orderRow(orderId)).paymentStatus).toBe('pending');
    expect(await paymentEvents(orderId)).toHaveLength(0);
  });

  it('ignores unknown Paymob orders', async () => {
    const res = await webhook(
      transaction({ providerOrderId: '1', amountPiastres: 100, reference: 'x-1' }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('marks a declined payment failed; pending stays pending', async () => {
    const { orderId, attempt } = await cardOrder();
    // Paymob sends the same transaction twice: pending first, then its final state.
    const pending = transaction(attempt, { pending: true, success: false });
    expect((await webhook(pending)).statusCode).toBe(200);
    expect((await orderRow(orderId)).paymentStatus).toBe('pending');
    const decline = { ...pending, pending: false };
    expect((await webhook(decline)).statusCode).toBe(200);
    expect((await orderRow(orderId)).paymentStatus).toBe('failed');
    expect((await webhook(decline)).statusCode).toBe(200);
    expect(await paymentEvents(orderId)).toHaveLength(1);
  });

  it('never marks a cancelled order paid', async () => {
    const { orderId, attempt } = await cardOrder();
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'cancelled' })
      .where(eq(orders.id, orderId));
    expect((await webhook(transaction(attempt))).statusCode).toBe(200);
    expect((await orderRow(orderId)).paymentStatus).toBe('cancelled');
    const flagged = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'payment_flagged')));
    expect(flagged).toHaveLength(1);
  });
});

describe('browser return', () => {
  const flat = (
    attempt: { providerOrderId: string | null; amountPiastres: number },
    success: boolean,
  ) => {
    const query: Record<string, string> = {
      id: '900000010',
      pending: 'false',
      amount_cents: String(attempt.amountPiastres),
      success: String(success),
      is_auth: 'false',
      is_capture: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      is_refunded: 'false',
      is_3d_secure: 'true',
      integration_id: '4097558',
      has_parent_transaction: 'false',
      order: String(attempt.providerOrderId),
      created_at: '2026-01-02T10:11:12.123456',
      currency: 'EGP',
      error_occured: 'false',
      owner: '302852',
      'source_data.pan': '2346',
      'source_data.type': 'card',
      'source_data.sub_type': 'MasterCard',
    };
    query.hmac = signResponseCallback(query, HMAC_SECRET);
    return query;
  };

  it('redirects to the success or failed page and never changes the order', async () => {
    const { orderId, attempt } = await cardOrder();
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/payments/paymob/return?${new URLSearchParams(flat(attempt, true))}`,
    });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe(`/payment/success?order=${orderId}`);
    const failed = await t.app.inject({
      method: 'GET',
      url: `/api/payments/paymob/return?${new URLSearchParams(flat(attempt, false))}`,
    });
    expect(failed.headers.location).toBe(`/payment/failed?order=${orderId}`);
    expect((await orderRow(orderId)).paymentStatus).toBe('pending');

    const forged = { ...flat(attempt, false), success: 'true' };
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/payments/paymob/return?${new URLSearchParams(forged)}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
