import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDigits } from '../../../shared/digits';
import { shopDay } from '../../../shared/shop-day';
import type { MailMessage } from '../../lib/mailer';
import { CHECKOUT_ADDRESS, SHIPPING_INFO } from '../../test/addresses';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { categories, products } from '../catalog/tables';
import { notifications } from '../notifications/tables';
import { createUser, put, signIn } from '../users/test-fixtures';
import { confirmationFor } from './cash-on-delivery';
import { orderEvents, orderItems, orders } from './tables';

// Cash on delivery, end to end (decision 043): the cash collected, and the confirmation.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let shopper: Awaited<ReturnType<typeof signIn>>;
let adminId: string;
let buyerId: string;
let productId: string;
const sent: MailMessage[] = [];
const DAY = 86_400_000;

type Delivery = (typeof orders.$inferSelect)['deliveryStatus'];
type Payment = (typeof orders.$inferSelect)['paymentStatus'];

/** An order written straight into the table: 100 EGP, cash on delivery unless told. */
async function makeOrder(
  state: {
    deliveryStatus?: Delivery;
    paymentStatus?: Payment;
    paymentMethod?: 'cod' | 'card';
    daysAgo?: number;
  } = {},
) {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      userId: buyerId,
      subtotalPiastres: 10_000,
      shippingPiastres: 0,
      totalPiastres: 10_000,
      shippingInfo: SHIPPING_INFO,
      paymentMethod: state.paymentMethod ?? 'cod',
      paymentStatus: state.paymentStatus ?? 'pending',
      deliveryStatus: state.deliveryStatus ?? 'delivered',
      // Placed in English, like the buyer's account: the mails speak the order's language.
      locale: 'en',
      createdAt: sql`now() - ${`${state.daysAgo ?? 0} days`}::interval`,
    })
    .returning();
  await t.database.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    nameEn: 'P',
    nameAr: 'م',
    unitPricePiastres: 10_000,
    quantity: 1,
    totalPiastres: 10_000,
  });
  return order;
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = (id: string) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
const auditsOf = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, id)));
const collect = (id: string, body: object = {}, as = admin) =>
  as.post(`/api/admin/orders/${id}/cash-collected`, body);

/** The order as it was, with no event and no audit row: nothing was written. */
async function expectUntouched(order: typeof orders.$inferSelect) {
  expect(await rowOf(order.id)).toEqual(order);
  expect(await eventsOf(order.id)).toEqual([]);
  expect(await auditsOf(order.id)).toEqual([]);
}

/** Places a cash order of `quantity` pieces of 100 EGP (+ 75 EGP shipping) as the shopper. */
async function place(quantity: number) {
  expect((await shopper.post('/api/cart/items', { productId, quantity })).statusCode).toBe(200);
  const res = await shopper.request({
    method: 'POST',
    url: '/api/orders',
    payload: { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.ctx.jobs.drain();
  return res.json().order as { id: string; orderNumber: number; deliveryStatus: string };
}

/** The token of the confirmation link in the last mail to the shopper. */
function lastLinkToken(): string | null {
  const mail = sent.at(-1)!;
  const match = mail.text.match(/\/confirm-order\?token=([\w-]+)/);
  return match ? match[1] : null;
}

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.mailer.send = async (message) => {
    sent.push(message);
  };
  adminId = (
    await createUser(t, {
      email: 'boss@example.com',
      role: 'admin',
      firstName: 'Hana',
      lastName: 'Said',
    })
  ).id;
  buyerId = (await createUser(t, { email: 'omar@example.com', preferredLanguage: 'en' })).id;
  admin = await signIn(t, 'boss@example.com');
  shopper = await signIn(t, 'omar@example.com');
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'cells', nameEn: 'Cells', nameAr: 'خلايا' })
    .returning();
  [{ id: productId }] = await t.database.db
    .insert(products)
    .values({ categoryId: category.id, nameEn: 'Cell', nameAr: 'خلية', pricePiastres: 10_000 })
    .returning({ id: products.id });
});

afterAll(async () => {
  await t.app.close();
});

beforeEach(() => {
  sent.length = 0;
});

describe('cash collected', () => {
  it('marks the order paid with the total, today and the admin by default', async () => {
    const order = await makeOrder();
    const res = await collect(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.paymentStatus).toBe('paid');
    expect(body.cashOnDelivery.cashCollected).toMatchObject({
      amount: 100,
      by: { id: adminId, name: 'Hana Said', email: 'boss@example.com' },
    });
    expect(shopDay(new Date(body.cashOnDelivery.cashCollected.at))).toBe(shopDay());

    const after = await rowOf(order.id);
    expect(after).toMatchObject({
      paymentStatus: 'paid',
      cashCollectedPiastres: 10_000,
      cashCollectedById: adminId,
    });
    expect(after.paidAt).toEqual(after.cashCollectedAt);
    const events = await eventsOf(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'payment',
      fromStatus: 'pending',
      toStatus: 'paid',
      actorId: adminId,
      data: { cashCollectedPiastres: 10_000, collectedOn: shopDay() },
    });
    const audits = await auditsOf(order.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'order.status_changed',
      actorId: adminId,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: 'paid', cashCollected: 100, cashCollectedOn: shopDay() },
    });
    // The customer hears of it: the 'paid' mail names the cash received.
    await t.app.ctx.jobs.drain();
    expect(sent.map((m) => m.subject)).toContain(
      `Payment received for order #${order.orderNumber} | GreenVolt`,
    );
  });

  it('records a smaller amount and an earlier day, which is the payment day too', async () => {
    const order = await makeOrder({ daysAgo: 3, deliveryStatus: 'out_for_delivery' });
    const yesterday = shopDay(new Date(Date.now() - DAY));
    const res = await collect(order.id, { amount: 92.5, date: yesterday, note: 'Courier: Ali' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cashOnDelivery.cashCollected.amount).toBe(92.5);
    const after = await rowOf(order.id);
    expect(after.cashCollectedPiastres).toBe(9_250);
    expect(shopDay(after.cashCollectedAt!)).toBe(yesterday);
    expect(after.paidAt).toEqual(after.cashCollectedAt);
    expect((await eventsOf(order.id))[0].note).toBe('Courier: Ali');
    await t.app.ctx.jobs.drain();
    const paid = sent.find((m) => m.subject.startsWith('Payment received'));
    expect(paid?.text.replace(/\s+/g, ' ')).toContain('the payment of EGP 92.50 for your order');
  });

  it('refuses a card order, and an amount or a day that cannot be, writing nothing', async () => {
    const card = await makeOrder({ paymentMethod: 'card' });
    const refused = await collect(card.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cash collection can be recorded only for cash-on-delivery orders.',
    );
    await expectUntouched(card);

    const order = await makeOrder({ daysAgo: 2 });
    const above = await collect(order.id, { amount: 100.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toHaveLength(1);
    expect(above.json().errors[0].field).toBe('amount');
    expect(above.json().errors[0].messages[0].replace(/\s+/g, ' ')).toBe(
      'The amount collected cannot be more than the order total (EGP 100).',
    );
    const future = await collect(order.id, { date: shopDay(new Date(Date.now() + DAY)) });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([
      { field: 'date', messages: ['The collection date cannot be in the future.'] },
    ]);
    const early = await collect(order.id, { date: shopDay(new Date(Date.now() - 5 * DAY)) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].field).toBe('date');
    for (const amount of [0, -5, 10.005]) {
      expect((await collect(order.id, { amount })).statusCode, String(amount)).toBe(400);
    }
    expect((await collect(order.id, { date: '2026-02-30' })).statusCode).toBe(400);
    await expectUntouched(order);
  });

  it('says so in Arabic', async () => {
    const arabic = await signIn(t, 'boss@example.com', 'ar');
    const order = await makeOrder();
    const above = await collect(order.id, { amount: 250 }, arabic);
    expect(above.statusCode).toBe(400);
    expect(above.json().errors[0].messages[0]).toMatch(
      /^لا يمكن أن يزيد المبلغ المحصّل عن إجمالي الطلب \(.+\)\.$/,
    );
    const future = await collect(order.id, { date: shopDay(new Date(Date.now() + DAY)) }, arabic);
    expect(future.json().errors[0].messages).toEqual([
      'لا يمكن أن يكون تاريخ التحصيل في المستقبل.',
    ]);
    await expectUntouched(order);
  });

  it('applies only once the order left, and only once', async () => {
    const waiting = await makeOrder({ deliveryStatus: 'in_progress' });
    expect((await collect(waiting.id)).statusCode).toBe(409);
    await expectUntouched(waiting);
    const cancelled = await makeOrder({ paymentStatus: 'cancelled' });
    expect((await collect(cancelled.id)).statusCode).toBe(409);
    const order = await makeOrder();
    expect((await collect(order.id)).statusCode).toBe(200);
    const again = await collect(order.id);
    expect(again.statusCode).toBe(409);
    expect(await eventsOf(order.id)).toHaveLength(1);
  });

  it('is for admins only, and answers 404 for an unknown order', async () => {
    const order = await makeOrder();
    expect((await collect(order.id, {}, shopper)).statusCode).toBe(403);
    expect(
      (await createBrowser(t.app).post(`/api/admin/orders/${order.id}/cash-collected`, {}))
        .statusCode,
    ).toBe(401);
    expect((await collect(randomUUID())).statusCode).toBe(404);
    await expectUntouched(order);
  });

  it('shows no cash facts on an order paid otherwise', async () => {
    const card = await makeOrder({ paymentMethod: 'card' });
    expect((await admin.get(`/api/admin/orders/${card.id}`)).json().cashOnDelivery).toBeNull();
    const cod = await makeOrder();
    expect((await admin.get(`/api/admin/orders/${cod.id}`)).json().cashOnDelivery).toEqual({
      cashCollected: null,
      confirmedAt: null,
    });
  });
});

describe('the confirmation setting', () => {
  it('is off until an admin sets a threshold, and refuses what is not an amount', async () => {
    expect((await admin.get('/api/admin/settings/cod-confirmation')).json()).toEqual({
      threshold: null,
      updatedAt: null,
    });
    expect(
      (await put(admin, '/api/admin/settings/cod-confirmation', { threshold: -1 })).statusCode,
    ).toBe(400);
    expect(
      (await put(shopper, '/api/admin/settings/cod-confirmation', { threshold: 5 })).statusCode,
    ).toBe(403);
    const saved = await put(admin, '/api/admin/settings/cod-confirmation', { threshold: 200 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ threshold: 200 });
    expect(saved.json().updatedAt).not.toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'settings'), eq(auditLog.entityId, 'cod_confirmation')));
    expect(audit).toMatchObject({ actorId: adminId, after: { thresholdPiastres: 20_000 } });
  });

  it('asks only cash orders strictly above the threshold', () => {
    const setting = { thresholdPiastres: 20_000 };
    expect(confirmationFor('cod', 20_001, setting)).not.toBeNull();
    expect(confirmationFor('cod', 20_000, setting)).toBeNull();
    expect(confirmationFor('card', 90_000, setting)).toBeNull();
    expect(confirmationFor('cod', 90_000, { thresholdPiastres: null })).toBeNull();
    expect(confirmationFor('cod', 90_000, null)).toBeNull();
    const asked = confirmationFor('cod', 20_001, setting)!;
    expect(asked.columns.confirmationTokenHash).not.toContain(asked.token);
    expect(asked.columns.deliveryStatus).toBe('awaiting_confirmation');
  });
});

describe('an order above the threshold waits for its customer', () => {
  beforeAll(async () => {
    await put(admin, '/api/admin/settings/cod-confirmation', { threshold: 200 });
  });

  it('does not wait below the threshold: the placed mail says confirmed, no link', async () => {
    const order = await place(1); // 100 + 75 shipping = 175 EGP
    expect(order.deliveryStatus).toBe('in_progress');
    const row = await rowOf(order.id);
    expect(row.confirmationTokenHash).toBeNull();
    expect(sent.at(-1)!.subject).toBe(`We received your order #${order.orderNumber} | GreenVolt`);
    expect(lastLinkToken()).toBeNull();
  });

  it('waits above it; the link confirms once, a reused or unknown link says so', async () => {
    const order = await place(2); // 275 EGP
    expect(order.deliveryStatus).toBe('awaiting_confirmation');
    const mail = sent.at(-1)!;
    expect(mail.subject).toBe(`Please confirm your order #${order.orderNumber} | GreenVolt`);
    const token = lastLinkToken()!;
    expect(token).toMatch(/^[\w-]{40,}$/);
    // Stored hashed only.
    const stored = await rowOf(order.id);
    expect(stored.confirmationTokenHash).not.toBe(token);
    expect(stored.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    // Not preparable before it is confirmed.
    const paid = await admin.post(`/api/admin/orders/${order.id}/actions`, { action: 'mark_paid' });
    expect(paid.statusCode).toBe(409);
    const delivered = await admin.post(`/api/admin/orders/${order.id}/actions`, {
      action: 'mark_delivered',
    });
    expect(delivered.statusCode).toBe(409);

    // Signed out, from the e-mail.
    const guest = createBrowser(t.app);
    const state = await guest.get(`/api/order-confirmations/${token}`);
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toContain('no-store');
    expect(state.json()).toEqual({
      state: 'awaiting',
      orderNumber: order.orderNumber,
      total: 275,
      confirmedAt: null,
      confirmedNow: false,
    });
    const confirmed = await guest.post(`/api/order-confirmations/${token}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'confirmed', confirmedNow: true });
    const row = await rowOf(order.id);
    expect(row.deliveryStatus).toBe('in_progress');
    expect(row.confirmedAt).not.toBeNull();
    const [event] = (await eventsOf(order.id)).filter((e) => e.type === 'delivery');
    expect(event).toMatchObject({
      fromStatus: 'awaiting_confirmation',
      toStatus: 'in_progress',
      actorId: buyerId,
    });
    // The admins hear of it.
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, adminId));
    expect(notes.map((n) => n.titleEn)).toContain(
      `Order #${order.orderNumber} was confirmed by the customer`,
    );

    const reused = await guest.post(`/api/order-confirmations/${token}`);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(
      `Order #${order.orderNumber} is already confirmed: this link was used before. There is nothing more to do.`,
    );
    expect((await guest.get(`/api/order-confirmations/${token}`)).json()).toMatchObject({
      state: 'confirmed',
      confirmedNow: false,
    });
    expect(await eventsOf(order.id)).toHaveLength(2); // created, confirmed: nothing more

    const unknown = await guest.post(`/api/order-confirmations/${token}x`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^This confirmation link is not valid\./);
    expect((await guest.get('/api/order-confirmations/nope')).statusCode).toBe(404);
  });

  it('lets the admin confirm after a phone call, after which the link says so', async () => {
    const order = await place(3);
    const token = lastLinkToken()!;
    const res = await admin.post(`/api/admin/orders/${order.id}/confirm`, { note: 'Called her' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deliveryStatus).toBe('in_progress');
    expect(res.json().cashOnDelivery.confirmedAt).not.toBeNull();
    const audits = await auditsOf(order.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { deliveryStatus: 'awaiting_confirmation' },
      after: { deliveryStatus: 'in_progress', note: 'Called her' },
    });
    expect((await admin.post(`/api/admin/orders/${order.id}/confirm`, {})).statusCode).toBe(409);
    expect((await shopper.post(`/api/admin/orders/${order.id}/confirm`, {})).statusCode).toBe(403);
    const guest = createBrowser(t.app);
    expect((await guest.get(`/api/order-confirmations/${token}`)).json().state).toBe('confirmed');
    const link = await guest.post(`/api/order-confirmations/${token}`);
    expect(link.statusCode).toBe(409);
  });

  it('answers a link of a cancelled order honestly, in Arabic too', async () => {
    const order = await place(2);
    const token = lastLinkToken()!;
    const cancel = await admin.post(`/api/admin/orders/${order.id}/actions`, { action: 'cancel' });
    expect(cancel.statusCode).toBe(200);
    const arabic = createBrowser(t.app, 'ar');
    expect((await arabic.get(`/api/order-confirmations/${token}`)).json().state).toBe('cancelled');
    const refused = await arabic.post(`/api/order-confirmations/${token}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `تم إلغاء الطلب رقم ${localDigits(String(order.orderNumber), 'ar')}، لذا لم يعد بالإمكان تأكيده.`,
    );
    expect((await rowOf(order.id)).confirmedAt).toBeNull();
  });

  it('lists the orders waiting for confirmation first in the admin list', async () => {
    const waiting = await place(2);
    await place(1); // newer, but confirmed from the start
    const list = (await admin.get('/api/admin/orders?pageSize=100')).json();
    expect(list.items[0].id).toBe(waiting.id);
    const awaiting = list.items.filter(
      (o: { deliveryStatus: string; paymentStatus: string }) =>
        o.deliveryStatus === 'awaiting_confirmation' && o.paymentStatus === 'pending',
    );
    expect(list.items.slice(0, awaiting.length)).toEqual(awaiting);
    const filtered = (
      await admin.get('/api/admin/orders?deliveryStatus=awaiting_confirmation&pageSize=100')
    ).json();
    expect(filtered.items.map((o: { id: string }) => o.id)).toContain(waiting.id);
  });
});
