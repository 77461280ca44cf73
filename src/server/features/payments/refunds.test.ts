import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEgp } from '../../../shared/money';
import type { MailMessage } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { SHIPPING_INFO } from '../../test/addresses';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { users } from '../auth/tables';
import { notifications } from '../notifications/tables';
import { orderEvents, orders } from '../orders/tables';
import { type FakePaymob, startFakePaymob } from './fake-paymob';
import { signProcessedCallback } from './hmac';
import { paymentAttempts, paymentRefunds } from './tables';
import { customerWithCart, HMAC_SECRET, placeOrder, seedShop, transaction } from './test-fixtures';

/**
 * Refunds and voids (decision 042) against the fake Paymob on 127.0.0.1: the request bodies,
 * the answer and the later callback settling through one path once, the idempotency key, the
 * cap at what was captured, the methods Paymob cannot refund, manual refunds, the race.
 */

/** Paymob's answers wait at most this long (a stalled refund times out). */
const TIMEOUT_MS = 1_500;

let t: TestApp;
let fake: FakePaymob;
let sent: MailMessage[];
let untracked: string;
let admin: ReturnType<typeof createBrowser>;
let adminAr: ReturnType<typeof createBrowser>;
let adminId: string;

beforeAll(async () => {
  fake = await startFakePaymob();
  t = await createTestApp({
    config: {
      APP_URL: 'https://shop.example',
      PAYMOB_API_URL: fake.url,
      PAYMOB_SECRET_KEY: 'egy_sk_test_x',
      PAYMOB_PUBLIC_KEY: 'egy_pk_test_y',
      PAYMOB_HMAC_SECRET: HMAC_SECRET,
      PAYMOB_CARD_INTEGRATION_ID: '4097558',
      PAYMOB_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  sent = [];
  t.app.ctx.mailer.send = async (message) => {
    sent.push(message);
  };
  ({ untracked } = await seedShop(t));
  const [boss] = await t.database.db
    .insert(users)
    .values({
      email: 'refunds-admin@example.com',
      firstName: 'Hala',
      lastName: 'Admin',
      role: 'admin',
      passwordHash: await hashPassword('password1'),
      emailConfirmedAt: new Date(),
    })
    .returning();
  adminId = boss.id;
  admin = createBrowser(t.app, 'en');
  adminAr = createBrowser(t.app, 'ar');
  for (const browser of [admin, adminAr]) {
    const login = await browser.post('/api/auth/login', {
      email: 'refunds-admin@example.com',
      password: 'password1',
    });
    expect(login.statusCode).toBe(200);
  }
  // Paymob's later TRANSACTION callbacks come back to our webhook, signed.
  fake.onCallback((body, hmac) => webhook(body.obj, hmac), HMAC_SECRET);
});

afterAll(async () => {
  await t.app.close();
  await fake.close();
});

const webhook = (obj: Record<string, unknown>, hmac = signProcessedCallback(obj, HMAC_SECRET)) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/paymob/webhook?hmac=${hmac}`,
    payload: { type: 'TRANSACTION', obj },
  });

const orderRow = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const refundRows = (orderId: string) =>
  t.database.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(desc(paymentRefunds.createdAt));
const eventsOf = (orderId: string, type: string) =>
  t.database.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));
const paymobCalls = (path: 'refund' | 'void') =>
  fake.requests.filter((r) => r.path === `/api/acceptance/void_refund/${path}`);

/** POST /api/admin/orders/:id/refunds with its idempotency key (one per dialog). */
const refund = (
  orderId: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
  browser = admin,
) =>
  browser.request({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    payload: body,
    headers: { 'idempotency-key': key },
  });

/** A card order paid through Paymob's callback (100.50 EGP: 25.50 + 75 shipping). */
async function paidCardOrder(lang = 'en') {
  const { browser, user } = await customerWithCart(
    t,
    [{ productId: untracked, quantity: 1 }],
    lang,
  );
  const res = await placeOrder(browser);
  expect(res.statusCode).toBe(201);
  const orderId = res.json().order.id as string;
  const [attempt] = await t.database.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId));
  const paid = transaction(attempt);
  expect((await webhook(paid)).statusCode).toBe(200);
  // Paymob knows the payment from now on: refunds and voids may name it.
  fake.setTransaction(attempt.providerOrderId!, paid);
  expect((await orderRow(orderId)).paymentStatus).toBe('paid');
  return { orderId, user, browser, paid, total: attempt.amountPiastres };
}

/** An order of another method, already paid (cash collected, or a kiosk bill paid). */
async function paidOrder(method: string, userId: string) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId,
      subtotalPiastres: 20_000,
      shippingPiastres: 0,
      totalPiastres: 20_000,
      shippingInfo: SHIPPING_INFO,
      paymentMethod: method as 'cod',
      paymentStatus: 'paid',
      deliveryStatus: 'delivered',
      paidAt: new Date(),
      deliveredAt: new Date(),
    })
    .returning();
  return order;
}

describe('a refund through Paymob', () => {
  it('refunds part, then the rest, capped at what was captured, and settles the callback once', async () => {
    const { orderId, user, paid, total } = await paidCardOrder('ar');
    expect(total).toBe(10_050);

    const half = await refund(orderId, { mode: 'provider', amount: 50, reason: 'One item broken' });
    expect(half.statusCode).toBe(200);
    expect(half.json()).toMatchObject({
      message: 'EGP 50 refunded.',
      refund: { kind: 'refund', mode: 'provider', amount: 50, status: 'succeeded' },
      summary: { paid: 100.5, refunded: 50, pending: 0, left: 50.5 },
    });
    expect(half.json().refund.createdBy).toMatchObject({ id: adminId, name: 'Hala Admin' });
    const [first] = paymobCalls('refund').slice(-1);
    expect(first.body).toEqual({ transaction_id: paid.id, amount_cents: 5_000 });
    expect(first.headers.authorization).toBe('Token egy_sk_test_x');
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPiastres: 5_000,
    });

    // Paymob's later TRANSACTION callback (is_refunded) settles nothing new, however often.
    await fake.callbacksDelivered();
    const [row] = await refundRows(orderId);
    const callback = { ...paid, id: Number(row.providerTransactionId), amount_cents: 5_000 };
    const again = { ...callback, is_refunded: true, has_parent_transaction: true };
    expect((await webhook(again)).statusCode).toBe(200);
    expect((await webhook(again)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ refundedPiastres: 5_000 });
    expect(await eventsOf(orderId, 'partially_refunded')).toHaveLength(1);

    // More than is left is refused, and Paymob is not asked.
    const calls = paymobCalls('refund').length;
    const over = await refund(orderId, { mode: 'provider', amount: 60, reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You can refund at most EGP 50.5 for this order.');
    expect(paymobCalls('refund')).toHaveLength(calls);

    const rest = await refund(orderId, { mode: 'provider', amount: 50.5, reason: 'Returned' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().summary).toMatchObject({ refunded: 100.5, left: 0 });
    expect(paymobCalls('refund').at(-1)!.body).toEqual({
      transaction_id: paid.id,
      amount_cents: 5_050,
    });
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'refunded',
      refundedPiastres: 10_050,
    });
    const nothing = await refund(orderId, { mode: 'provider', amount: 1, reason: 'More' });
    expect(nothing.statusCode).toBe(409);
    expect(fake.problems).toEqual([]);

    // The order shows it, with who and when; the audit log has both refunds.
    const view = await admin.get(`/api/admin/orders/${orderId}/refunds`);
    expect(view.json().refunds.map((r: { amount: number }) => r.amount)).toEqual([50.5, 50]);
    const detail = await admin.get(`/api/admin/orders/${orderId}`);
    expect(detail.json()).toMatchObject({ paymentStatus: 'refunded', refunded: 100.5 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.refunded')));
    expect(audits.map((a) => [a.actorId, a.after?.refundAmount])).toEqual([
      [adminId, 50],
      [adminId, 50.5],
    ]);

    // The customer hears of each, in their language (Arabic here).
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, user.id), eq(notifications.redirectUrl, `/orders/${orderId}`)),
      );
    expect(notes.filter((n) => /استرداد/.test(n.titleAr))).toHaveLength(2);
    await t.app.ctx.jobs.drain();
    const mails = sent.filter((m) => m.subject.includes('استرداد'));
    const partial = mails.find((m) => /^استرداد جزء من مبلغ الطلب رقم \d+ \| /.test(m.subject));
    const full = mails.find((m) => /^استرداد مبلغ الطلب رقم \d+ \| /.test(m.subject));
    // {refunded} is what went back so far, of {total}, in the customer's language and digits.
    expect(partial?.text).toContain(
      `رددنا إليك ${formatEgp(50, 'ar')} من أصل ${formatEgp(100.5, 'ar')}`,
    );
    expect(full?.text).toContain(`رددنا إليك ${formatEgp(100.5, 'ar')}`);
  });

  it('refunds once when the request is retried after a timeout, and once on a double click', async () => {
    const { orderId, total } = await paidCardOrder();
    const key = randomUUID();
    // Paymob does the refund but answers after our timeout: the outcome is unknown.
    let late: Record<string, unknown> | undefined;
    fake.onCallback((body) => {
      late = body.obj; // its callback comes later, after the admin's retry
    }, HMAC_SECRET);
    fake.stallNextRefund(TIMEOUT_MS + 1_000);
    const calls = paymobCalls('refund').length;
    const first = await refund(orderId, { mode: 'provider', amount: 30, reason: 'Late' }, key);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      refund: { status: 'pending' },
      summary: { refunded: 0, pending: 30 },
    });
    expect(first.json().message).toMatch(/has not confirmed/);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', refundedPiastres: 0 });

    // The admin retries with the same key: answered from the refund, Paymob not asked again.
    const retry = await refund(orderId, { mode: 'provider', amount: 30, reason: 'Late' }, key);
    expect(retry.statusCode).toBe(202);
    expect(retry.json().refund.id).toBe(first.json().refund.id);
    expect(paymobCalls('refund')).toHaveLength(calls + 1);
    // Held back: a new refund cannot take the same money twice.
    const over = await refund(orderId, { mode: 'provider', amount: total / 100, reason: 'All' });
    expect(over.statusCode).toBe(409);

    // Paymob's callback arrives: it settles the pending refund, through the same path, once.
    for (let waited = 0; !late && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await fake.callbacksDelivered();
    expect(paymobCalls('refund').at(-1)!.body).toMatchObject({ amount_cents: 3_000 });
    const callback = late!;
    expect(callback).toMatchObject({ is_refunded: true, amount_cents: 3_000 });
    expect((await webhook(callback)).statusCode).toBe(200);
    expect((await webhook(callback)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPiastres: 3_000,
    });
    const [row] = await refundRows(orderId);
    expect(row).toMatchObject({ status: 'succeeded', providerTransactionId: String(callback.id) });
    const settled = await refund(orderId, { mode: 'provider', amount: 30, reason: 'Late' }, key);
    expect(settled.statusCode).toBe(200);
    expect(paymobCalls('refund')).toHaveLength(calls + 1);
    fake.onCallback((body, hmac) => webhook(body.obj, hmac), HMAC_SECRET);

    // A double click: two requests with one key at once ask Paymob once.
    const twice = randomUUID();
    const before = paymobCalls('refund').length;
    const both = await Promise.all([
      refund(orderId, { mode: 'provider', amount: 10, reason: 'Click' }, twice),
      refund(orderId, { mode: 'provider', amount: 10, reason: 'Click' }, twice),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual(
      both.some((r) => r.statusCode === 202) ? [200, 202] : [200, 200],
    );
    expect(paymobCalls('refund')).toHaveLength(before + 1);
    await fake.callbacksDelivered();
    expect(await orderRow(orderId)).toMatchObject({ refundedPiastres: 4_000 });
    expect(fake.problems).toEqual([]);
  }, 30_000);

  it('marks nothing refunded when Paymob refuses or is down, says so in the admin’s language, and a retry works', async () => {
    const { orderId } = await paidCardOrder();
    fake.failNextRefund(503);
    const down = await refund(
      orderId,
      { mode: 'provider', amount: 20, reason: 'Test' },
      undefined,
      adminAr,
    );
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/^لم تقبل Paymob عملية الاسترداد: لم يُسترد أي مبلغ/);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', refundedPiastres: 0 });
    const [failed] = await refundRows(orderId);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.errorMessage).toMatch(/503/);

    const again = await refund(orderId, { mode: 'provider', amount: 20, reason: 'Test' });
    expect(again.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ refundedPiastres: 2_000 });
    const list = (await admin.get(`/api/admin/orders/${orderId}/refunds`)).json();
    expect(list.refunds.map((r: { status: string }) => r.status)).toEqual(['succeeded', 'failed']);
  });
});

describe('a void', () => {
  it('voids a card payment on its day: the body names the transaction only, the callback settles once', async () => {
    const { orderId, paid, user } = await paidCardOrder();
    const res = await refund(orderId, { kind: 'void', mode: 'provider', reason: 'Wrong size' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      refund: { kind: 'void', amount: 100.5, status: 'succeeded' },
      summary: { refunded: 100.5, left: 0 },
    });
    expect(paymobCalls('void').at(-1)!.body).toEqual({ transaction_id: paid.id });
    await fake.callbacksDelivered();
    const [row] = await refundRows(orderId);
    const callback = {
      ...paid,
      id: Number(row.providerTransactionId),
      is_voided: true,
      has_parent_transaction: true,
    };
    expect((await webhook(callback)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'refunded',
      refundedPiastres: 10_050,
    });
    expect(await eventsOf(orderId, 'refunded')).toHaveLength(1);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notes.filter((n) => /was refunded/.test(n.titleEn))).toHaveLength(1);
    expect(fake.problems).toEqual([]);
  });

  it('refuses a void on a later day or after a refund', async () => {
    const late = await paidCardOrder();
    await t.database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '2 days'` })
      .where(eq(orders.id, late.orderId));
    const tooLate = await refund(late.orderId, { kind: 'void', mode: 'provider', reason: 'x' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/only on the day it was made/);
    const view = (await admin.get(`/api/admin/orders/${late.orderId}/refunds`)).json();
    expect(view.summary.void).toEqual({ available: false, reason: 'too_late' });

    const refunded = await paidCardOrder();
    expect(
      (await refund(refunded.orderId, { mode: 'provider', amount: 10, reason: 'x' })).statusCode,
    ).toBe(200);
    const after = await refund(refunded.orderId, { kind: 'void', mode: 'provider', reason: 'x' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toMatch(/cannot be voided/);
  });
});

describe('methods Paymob cannot refund', () => {
  it('refuses a provider refund of a kiosk payment, and records a manual one', async () => {
    const { user } = await customerWithCart(t, []);
    const kiosk = await paidOrder('kiosk', user.id);
    const calls = fake.requests.length;
    const res = await refund(kiosk.id, { mode: 'provider', amount: 50, reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Kiosk payments \(Aman, Masary\) cannot be refunded/);
    const ar = await refund(
      kiosk.id,
      { mode: 'provider', amount: 50, reason: 'x' },
      undefined,
      adminAr,
    );
    expect(ar.json().message).toMatch(/^لا يمكن استرداد مدفوعات الأكشاك/);
    expect(fake.requests).toHaveLength(calls);
    const view = (await admin.get(`/api/admin/orders/${kiosk.id}/refunds`)).json();
    expect(view.summary.provider).toEqual({ available: false, reason: 'kiosk' });

    const manual = await refund(kiosk.id, {
      mode: 'manual',
      amount: 200,
      reason: 'Cancelled after payment',
      note: 'Bank transfer to the customer, ref 4411',
    });
    expect(manual.statusCode).toBe(200);
    expect(await orderRow(kiosk.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedPiastres: 20_000,
    });
  });

  it('records a manual refund of cash on delivery (a note is required) and tells the customer', async () => {
    const { user } = await customerWithCart(t, [], 'ar');
    const cod = await paidOrder('cod', user.id);
    const provider = await refund(cod.id, { mode: 'provider', amount: 50, reason: 'x' });
    expect(provider.statusCode).toBe(409);
    expect(provider.json().message).toMatch(/^Cash on delivery cannot be refunded through Paymob/);

    const noNote = await refund(cod.id, { mode: 'manual', amount: 50, reason: 'Scratched' });
    expect(noNote.statusCode).toBe(400);
    expect(JSON.stringify(noNote.json().errors)).toMatch(/Say how the money went back/);

    const res = await refund(cod.id, {
      mode: 'manual',
      amount: 50,
      reason: 'Scratched',
      note: 'Cash handed back by the courier',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Manual refund of EGP 50 recorded.',
      refund: { mode: 'manual', note: 'Cash handed back by the courier', status: 'succeeded' },
    });
    expect(await orderRow(cod.id)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPiastres: 5_000,
    });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({ redirectUrl: `/orders/${cod.id}` });
    expect(note.titleAr).toMatch(/تم استرداد جزء من مبلغ الطلب رقم/);
    const customer = createBrowser(t.app, 'ar');
    await customer.post('/api/auth/login', { email: user.email, password: 'password1' });
    const mine = (await customer.get(`/api/orders/${cod.id}`)).json();
    expect(mine).toMatchObject({ paymentStatus: 'partially_refunded', refunded: 50 });
  });

  it('refuses an unpaid order, an unknown one and a missing key', async () => {
    const { user } = await customerWithCart(t, []);
    const [pending] = await t.database.db
      .insert(orders)
      .values({
        userId: user.id,
        subtotalPiastres: 1_000,
        shippingPiastres: 0,
        totalPiastres: 1_000,
        shippingInfo: SHIPPING_INFO,
        paymentMethod: 'cod',
      })
      .returning();
    const unpaid = await refund(pending.id, { mode: 'manual', amount: 5, reason: 'x', note: 'y' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('This order has no payment to refund.');
    const unknown = await refund(randomUUID(), {
      mode: 'manual',
      amount: 5,
      reason: 'x',
      note: 'y',
    });
    expect(unknown.statusCode).toBe(404);
    const keyless = await admin.post(`/api/admin/orders/${pending.id}/refunds`, {
      mode: 'manual',
      amount: 5,
      reason: 'x',
      note: 'y',
    });
    expect(keyless.statusCode).toBe(400);
    const customer = await customerWithCart(t, []);
    const forbidden = await customer.browser.request({
      method: 'POST',
      url: `/api/admin/orders/${pending.id}/refunds`,
      payload: { mode: 'manual', amount: 5, reason: 'x', note: 'y' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('a refund Paymob never answers', () => {
  it('may be marked failed an hour on: audited, its amount free again, a late confirmation flagged', async () => {
    const { orderId, total } = await paidCardOrder();
    // Paymob does the refund, answers after our timeout, and its callback never reaches us.
    let late: Record<string, unknown> | undefined;
    fake.onCallback((body) => {
      late = body.obj;
    }, HMAC_SECRET);
    fake.stallNextRefund(TIMEOUT_MS + 1_000);
    const asked = await refund(orderId, { mode: 'provider', amount: 30, reason: 'Scratched' });
    expect(asked.statusCode).toBe(202);
    const pendingId = asked.json().refund.id as string;
    for (let waited = 0; !late && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await fake.callbacksDelivered();
    fake.onCallback((body, hmac) => webhook(body.obj, hmac), HMAC_SECRET);
    // As a "pending" answer would have left it: Paymob's transaction is known, not confirmed.
    await t.database.db
      .update(paymentRefunds)
      .set({ providerTransactionId: String(late!.id) })
      .where(eq(paymentRefunds.id, pendingId));
    const fail = (body: Record<string, unknown>, browser = admin, id = pendingId) =>
      browser.post(`/api/admin/orders/${orderId}/refunds/${id}/fail`, body);

    // Too early: Paymob may still answer.
    const early = await fail({ reason: 'Not in Paymob' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Paymob may still confirm this refund. You can mark it failed 60 minutes after it was asked.',
    );
    expect((await refundRows(orderId))[0].status).toBe('pending');

    // An hour on, with what the admin found in Paymob's dashboard.
    await t.database.db
      .update(paymentRefunds)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(paymentRefunds.id, pendingId));
    expect((await fail({ reason: '  ' })).statusCode).toBe(400);
    expect((await fail({ reason: 'x' }, admin, randomUUID())).statusCode).toBe(404);
    const stranger = await customerWithCart(t, []);
    expect((await fail({ reason: 'x' }, stranger.browser)).statusCode).toBe(403);

    const done = await fail({ reason: 'Not in Paymob’s dashboard' }, adminAr);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toMatch(/^سُجّلت عملية الاسترداد كفاشلة/);
    expect(done.json()).toMatchObject({
      refund: { id: pendingId, status: 'failed', error: 'Not in Paymob’s dashboard' },
      summary: { refunded: 0, pending: 0, left: total / 100 },
    });
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', refundedPiastres: 0 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.refund_failed')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: adminId,
      before: { refundStatus: 'pending' },
      after: {
        refundStatus: 'failed',
        refundId: pendingId,
        refundAmount: 30,
        note: 'Not in Paymob’s dashboard',
      },
    });
    // Once: it is final now.
    const again = await fail({ reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This refund is no longer waiting for Paymob.');

    // Paymob confirms it after all: nothing applied behind the admin's back, the order flagged.
    expect((await webhook(late!)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', refundedPiastres: 0 });
    expect((await refundRows(orderId))[0]).toMatchObject({ id: pendingId, status: 'failed' });
    const flagged = await eventsOf(orderId, 'payment_refunded');
    expect(flagged.map((e) => e.data)).toEqual([
      expect.objectContaining({ transactionId: String(late!.id), refundId: pendingId }),
    ]);
    expect(fake.problems).toEqual([]);
  }, 30_000);
});

describe('two refunds at once', () => {
  it('never give back more than was captured (the order row lock)', async () => {
    const { orderId } = await paidCardOrder();
    // Each alone fits (60 of 100.50 EGP); both together would not.
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        refund(orderId, { mode: 'provider', amount: 60, reason: 'Race' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPiastres: 6_000,
    });
    expect((await refundRows(orderId)).map((r) => r.status)).toEqual(['succeeded']);
    expect(
      paymobCalls('refund').filter(
        (r) => (r.body as { amount_cents: number }).amount_cents === 6_000,
      ),
    ).toHaveLength(1);

    // Manual and provider refunds racing for the rest of it: one wins.
    const rest = await Promise.all([
      refund(orderId, { mode: 'provider', amount: 40.5, reason: 'Race' }),
      refund(orderId, { mode: 'manual', amount: 40.5, reason: 'Race', note: 'Cash' }),
    ]);
    expect(rest.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await orderRow(orderId)).toMatchObject({
      paymentStatus: 'refunded',
      refundedPiastres: 10_050,
    });
  }, 30_000);
});
