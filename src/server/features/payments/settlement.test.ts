import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import type { TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { notifications } from '../notifications/tables';
import { orderEvents, orders } from '../orders/tables';
import type { FakePaymob } from './fake-paymob';
import { signProcessedCallback } from './hmac';
import { INQUIRE_AFTER_MINUTES, inquirePendingCardPayments } from './inquiry';
import { paymentAttempts, paymentTransactions } from './tables';
import {
  customerWithCart,
  HMAC_SECRET,
  placeOrder,
  startPaymobTestApp,
  transaction,
} from './test-fixtures';

let t: TestApp;
let fake: FakePaymob;
let untracked: string;
let adminId: string;

beforeAll(async () => {
  ({ t, fake, untracked } = await startPaymobTestApp());
  const [admin] = await t.database.db
    .insert(users)
    .values({
      email: `settle-admin-${Date.now()}@example.com`,
      firstName: 'A',
      lastName: 'D',
      role: 'admin',
      passwordHash: await hashPassword('password1'),
      emailConfirmedAt: new Date(),
    })
    .returning();
  adminId = admin.id;
});

afterAll(async () => {
  await t.app.close();
  await fake.close();
});

async function cardOrder() {
  const { browser, user } = await customerWithCart(t, [{ productId: untracked, quantity: 1 }]);
  const res = await placeOrder(browser);
  expect(res.statusCode).toBe(201);
  const orderId = res.json().order.id as string;
  return { browser, user, orderId, attempt: await lastAttempt(orderId) };
}

const lastAttempt = async (orderId: string) =>
  (
    await t.database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, orderId))
      .orderBy(desc(paymentAttempts.attemptNumber))
      .limit(1)
  )[0];
const statusOf = async (orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0].paymentStatus;
const eventsOf = (orderId: string, type: string) =>
  t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));
const notesFor = (userId: string, url: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.redirectUrl, url)));
const webhook = (obj: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/paymob/webhook?hmac=${signProcessedCallback(obj, HMAC_SECRET)}`,
    payload: { type: 'TRANSACTION', obj },
  });
/** Makes an attempt look as old as a lost callback would be. */
const age = (attemptId: string, minutes: number) =>
  t.database.db
    .update(paymentAttempts)
    .set({ createdAt: sql`now() - ${`${minutes} minutes`}::interval` })
    .where(eq(paymentAttempts.id, attemptId));

describe('status inquiry for lost callbacks', () => {
  it('marks paid a payment whose callback never came, once, and tells the customer', async () => {
    const { orderId, attempt, user } = await cardOrder();
    fake.setTransaction(attempt.providerOrderId!, transaction(attempt));

    // Too early: a callback may still be on its way.
    await inquirePendingCardPayments(t.app.ctx);
    expect(await statusOf(orderId)).toBe('pending');

    await age(attempt.id, INQUIRE_AFTER_MINUTES + 1);
    const run = await inquirePendingCardPayments(t.app.ctx);
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe('paid');
    expect(fake.problems).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.attemptId, attempt.id));
    expect(row).toMatchObject({ source: 'inquiry', state: 'paid' });
    expect(await notesFor(user.id, `/orders/${orderId}`)).toHaveLength(1);

    // The late callback of the same transaction changes nothing.
    const late = await webhook(row.payload);
    expect(late.statusCode).toBe(200);
    expect(await eventsOf(orderId, 'payment')).toHaveLength(1);
  });

  it('asks once per 15 minutes and leaves an unpaid checkout alone', async () => {
    const { orderId, attempt } = await cardOrder();
    await age(attempt.id, INQUIRE_AFTER_MINUTES + 1);
    const asked = () =>
      fake.requests.filter(
        (r) =>
          r.path === '/api/ecommerce/orders/transaction_inquiry' &&
          (r.body as { order_id: number }).order_id === Number(attempt.providerOrderId),
      ).length;
    await inquirePendingCardPayments(t.app.ctx); // no transaction yet: Paymob answers 404
    await inquirePendingCardPayments(t.app.ctx);
    expect(asked()).toBe(1);
    expect(await statusOf(orderId)).toBe('pending');
    expect((await lastAttempt(orderId)).inquiredAt).not.toBeNull();
  });

  it('marks a declined card failed and alerts the admins; a wrong amount is flagged, not paid', async () => {
    const declined = await cardOrder();
    fake.setTransaction(
      declined.attempt.providerOrderId!,
      transaction(declined.attempt, { success: false }),
    );
    const short = await cardOrder();
    fake.setTransaction(
      short.attempt.providerOrderId!,
      transaction(short.attempt, { amount_cents: 100 }),
    );
    await age(declined.attempt.id, 20);
    await age(short.attempt.id, 20);
    await inquirePendingCardPayments(t.app.ctx);

    expect(await statusOf(declined.orderId)).toBe('failed');
    const declinedNotes = await notesFor(adminId, `/admin/orders/${declined.orderId}`);
    expect(declinedNotes.filter((n) => /Card payment failed/.test(n.titleEn))).toHaveLength(1);
    expect(await statusOf(short.orderId)).toBe('pending');
    expect(await eventsOf(short.orderId, 'payment_flagged')).toHaveLength(1);
    const alerts = (await notesFor(adminId, `/admin/orders/${short.orderId}`)).filter((n) =>
      /Check the card payment/.test(n.titleEn),
    );
    expect(alerts.map((n) => n.priority)).toEqual(['urgent']);
  });
});

describe('a second payment for a paid order', () => {
  it('is flagged for a refund, once, and the order stays paid', async () => {
    const { orderId, attempt } = await cardOrder();
    expect((await webhook(transaction(attempt))).statusCode).toBe(200);
    const second = transaction(attempt);
    expect((await webhook(second)).statusCode).toBe(200);
    expect((await webhook(second)).statusCode).toBe(200);
    expect(await statusOf(orderId)).toBe('paid');
    expect(await eventsOf(orderId, 'payment_flagged')).toHaveLength(1);
    expect(await eventsOf(orderId, 'payment')).toHaveLength(1);
  });
});

describe('POST /api/orders/:id/pay (try again)', () => {
  const pay = (browser: Awaited<ReturnType<typeof cardOrder>>['browser'], orderId: string) =>
    browser.post(`/api/orders/${orderId}/pay`, {});

  it('answers the open checkout while the first attempt is still open', async () => {
    const { browser, orderId, attempt } = await cardOrder();
    const res = await pay(browser, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl).toContain(`clientSecret=${attempt.clientSecret}`);
    expect((await lastAttempt(orderId)).attemptNumber).toBe(1);
  });

  it('opens a new attempt after a declined card, and the new attempt can pay the order', async () => {
    const { browser, orderId, attempt } = await cardOrder();
    await webhook(transaction(attempt, { success: false }));
    expect(await statusOf(orderId)).toBe('failed');

    const res = await pay(browser, orderId);
    expect(res.statusCode).toBe(200);
    const second = await lastAttempt(orderId);
    expect(second.attemptNumber).toBe(2);
    expect(second.reference).toMatch(/-2$/);
    expect(res.json().redirectUrl).toContain(`clientSecret=${second.clientSecret}`);
    expect(await statusOf(orderId)).toBe('pending');

    await webhook(transaction(second));
    expect(await statusOf(orderId)).toBe('paid');
    const order = (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];
    expect(order.reference).toBe(second.reference);
  });

  it('refuses paid, cash and expired orders, and other customers’ orders', async () => {
    const { browser, orderId, attempt } = await cardOrder();
    const stranger = await customerWithCart(t, [], 'ar');
    const foreign = await pay(stranger.browser, orderId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('الطلب غير موجود');

    await webhook(transaction(attempt));
    const paid = await pay(browser, orderId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(/can no longer be paid by card/);

    const old = await cardOrder();
    await webhook(transaction(old.attempt, { success: false }));
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '23 hours 30 minutes'` })
      .where(eq(orders.id, old.orderId));
    expect((await pay(old.browser, old.orderId)).statusCode).toBe(409);
    expect(await lastAttempt(old.orderId)).toMatchObject({ attemptNumber: 1 });

    const guest = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay` });
    expect(guest.statusCode).toBe(401);
  });

  it('cancels the order and gives the stock back when Paymob cannot start the new attempt', async () => {
    const { browser, orderId, attempt } = await cardOrder();
    await webhook(transaction(attempt, { success: false }));
    fake.failNext(503);
    const res = await pay(browser, orderId);
    expect(res.statusCode).toBe(502);
    expect(await statusOf(orderId)).toBe('cancelled');
  });
});
