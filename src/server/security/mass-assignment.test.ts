import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../features/auth/tables';
import { categories, productReviews, products } from '../features/catalog/tables';
import { favorites } from '../features/favorites/tables';
import { orders } from '../features/orders/tables';
import { supportMessages, supportThreads } from '../features/support/tables';
import { translate } from '../lib/i18n';
import { signedInAs } from '../test/accounts';
import { CHECKOUT_ADDRESS } from '../test/addresses';
import { createBrowser } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';
import { declaredParams } from './route-params';

/**
 * Fields a client must never set: who owns a row, who someone is, what something costs, where an
 * order stands, when things happened. Request bodies are strict (decision 002), so each is a 400
 * naming the field; the checks below also read the stored rows to prove nothing was written.
 */
let t: TestApp;
let productId: string;
let categoryId: string;
let a: { id: string; browser: ReturnType<typeof createBrowser> };
let b: { id: string; browser: ReturnType<typeof createBrowser> };
let admin: ReturnType<typeof createBrowser>;
let guest: ReturnType<typeof createBrowser>;

const PAST = '2020-01-01T00:00:00.000Z';
const protectedFields = () => ({
  role: 'admin',
  emailConfirmed: true,
  emailConfirmedAt: PAST,
  userId: b.id,
  id: randomUUID(),
  price: 0.01,
  unitPrice: 0.01,
  total: 0.01,
  subtotal: 0.01,
  shippingFee: 0,
  discount: 100,
  status: 'delivered',
  paymentStatus: 'paid',
  deliveryStatus: 'delivered',
  createdAt: PAST,
  soldCount: 999,
  ratingAverage: 5,
  ratingCount: 999,
});

const db = () => t.database.db;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

async function customer(email: string) {
  const browser = await signedInAs(t, email, 'customer');
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row.id, browser };
}

/** A 400 naming each of `fields` as unknown, in the caller's language. */
function expectUnknownFields(res: { statusCode: number; json(): unknown }, fields: string[]) {
  expect(res.statusCode).toBe(400);
  const unknown = translate('en', 'validation.unknownField');
  expect(res.json()).toMatchObject({
    success: false,
    code: 'VALIDATION',
    errors: expect.arrayContaining(fields.map((field) => ({ field, messages: [unknown] }))),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await db()
    .insert(categories)
    .values({ slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' })
    .returning();
  categoryId = category.id;
  const [product] = await db()
    .insert(products)
    .values({ categoryId, nameEn: 'Battery', nameAr: 'بطارية', pricePiastres: 150_000 })
    .returning();
  productId = product.id;
  a = await customer('a@example.com');
  b = await customer('b@example.com');
  admin = await signedInAs(t, 'boss@example.com', 'admin');
  guest = createBrowser(t.app);
  await guest.get('/api/cart'); // its XSRF cookie
});

afterAll(async () => {
  await t.app.close();
});

describe('every route with a JSON body', () => {
  it('refuses each protected field it does not declare, naming it', async () => {
    const params = declaredParams(t.app);
    let walked = 0;
    for (const route of t.app.routeTable) {
      const declared = params.get(`${route.method} ${route.url}`);
      if (!declared?.body) continue;
      const extra = Object.fromEntries(
        Object.entries(protectedFields()).filter(([key]) => !declared.body!.includes(key)),
      );
      const caller = { public: guest, customer: a.browser, admin }[route.access];
      const res = await caller.request({
        method: route.method as 'POST',
        url: route.url.replace(/:(\w+)/g, (_, name: string) =>
          /slug/.test(name) ? 'privacy' : randomUUID(),
        ),
        payload: extra,
      });
      expect.soft(res.statusCode, `${route.method} ${route.url}`).toBe(400);
      const fields = (res.json() as { errors?: { field: string }[] }).errors?.map((e) => e.field);
      expect
        .soft(fields, `${route.method} ${route.url}`)
        .toEqual(expect.arrayContaining(Object.keys(extra)));
      walked++;
    }
    expect(walked).toBeGreaterThan(30);
  });
});

describe('accounts', () => {
  it('register cannot choose the role or confirm the e-mail address', async () => {
    const input = {
      firstName: 'Mallory',
      lastName: 'M',
      email: 'mallory@example.com',
      password: 'mallory-pass-1',
    };
    const res = await guest.post('/api/auth/register', {
      ...input,
      role: 'admin',
      emailConfirmed: true,
      emailConfirmedAt: PAST,
    });
    expectUnknownFields(res, ['role', 'emailConfirmed', 'emailConfirmedAt']);
    const none = await db().select().from(users).where(eq(users.email, input.email));
    expect(none).toEqual([]);

    expect((await guest.post('/api/auth/register', input)).statusCode).toBe(201);
    const [row] = await db().select().from(users).where(eq(users.email, input.email));
    expect(row).toMatchObject({ role: 'customer', emailConfirmedAt: null });
  });

  it('profile update cannot change role, confirmation, id or creation time', async () => {
    const before = await userRow(a.id);
    for (const extra of [
      { role: 'admin' },
      { emailConfirmedAt: null },
      { id: b.id },
      { createdAt: PAST },
    ]) {
      const res = await a.browser.patch('/api/auth/me', { firstName: 'Changed', ...extra });
      expectUnknownFields(res, Object.keys(extra));
    }
    expect(await userRow(a.id)).toEqual(before);
  });
});

describe('shopping', () => {
  it('the cart keeps the catalog price whatever the client sends', async () => {
    const add = await a.browser.post('/api/cart/items', { productId, unitPrice: 0.01, price: 1 });
    expectUnknownFields(add, ['unitPrice', 'price']);
    expect((await a.browser.get('/api/cart')).json().items).toEqual([]);

    const added = await a.browser.post('/api/cart/items', { productId });
    expect(added.statusCode).toBe(200);
    const line = added.json().items[0];
    const change = await a.browser.patch(`/api/cart/items/${line.id}`, {
      quantity: 2,
      unitPrice: 0.01,
      total: 0.01,
    });
    expectUnknownFields(change, ['unitPrice', 'total']);
    const cart = (await a.browser.get('/api/cart')).json();
    expect(cart.items).toMatchObject([{ id: line.id, quantity: 1, unitPrice: 1500 }]);
  });

  it('checkout cannot set totals, status, owner or dates; the order is priced by the server', async () => {
    const checkout = { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' };
    const place = (body: object) =>
      a.browser.request({
        method: 'POST',
        url: '/api/orders',
        payload: body,
        headers: { 'idempotency-key': randomUUID() },
      });
    const extra = {
      total: 0.01,
      subtotal: 0.01,
      shippingFee: 0,
      discount: 100,
      status: 'delivered',
      paymentStatus: 'paid',
      userId: b.id,
      createdAt: PAST,
    };
    expectUnknownFields(await place({ ...checkout, ...extra }), Object.keys(extra));
    expect(await db().select().from(orders)).toEqual([]);

    const res = await place(checkout);
    expect(res.statusCode).toBe(201);
    const [order] = await db().select().from(orders);
    expect(order).toMatchObject({
      userId: a.id,
      subtotalPiastres: 150_000,
      totalPiastres: 150_000 + order.shippingPiastres,
      paymentStatus: 'pending',
      // Every new order starts "in progress" (SPEC §4); only an admin moves it on.
      deliveryStatus: 'in_progress',
      paidAt: null,
      deliveredAt: null,
    });
    expect(order.createdAt.getTime()).toBeGreaterThan(Date.parse(PAST));
  });

  it('a review cannot name its author, id, approval or date', async () => {
    // A rates what was delivered to them.
    await db().update(orders).set({ deliveryStatus: 'delivered' }).where(eq(orders.userId, a.id));
    const url = `/api/products/${productId}/reviews`;
    const extra = { userId: b.id, id: randomUUID(), createdAt: PAST, isApproved: true };
    expectUnknownFields(await a.browser.post(url, { rating: 1, ...extra }), Object.keys(extra));
    expect(await db().select().from(productReviews)).toEqual([]);

    expect((await a.browser.post(url, { rating: 5 })).statusCode).toBe(201);
    const [review] = await db().select().from(productReviews);
    expect(review).toMatchObject({ userId: a.id, productId, rating: 5 });
  });

  it('favorites add ignores any body: the favorite is always the caller’s', async () => {
    const res = await a.browser.request({
      method: 'PUT',
      url: `/api/favorites/${productId}`,
      payload: { userId: b.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await db().select().from(favorites)).toMatchObject([{ userId: a.id, productId }]);
  });
});

describe('support and contact', () => {
  it('a thread cannot be opened for someone else or in another state', async () => {
    const extra = { userId: b.id, status: 'closed', createdAt: PAST };
    const open = await a.browser.post('/api/support/threads', {
      subject: 'Inverter',
      message: 'Hello',
      ...extra,
    });
    expectUnknownFields(open, Object.keys(extra));
    expect(await db().select().from(supportThreads)).toEqual([]);

    const created = await a.browser.post('/api/support/threads', {
      subject: 'Inverter',
      message: 'Hello',
    });
    expect(created.statusCode).toBe(201);
    const [thread] = await db().select().from(supportThreads);
    expect(thread.userId).toBe(a.id);

    const reply = await a.browser.post(`/api/support/threads/${thread.id}/messages`, {
      message: 'More',
      status: 'closed',
      userId: b.id,
    });
    expectUnknownFields(reply, ['status', 'userId']);
    expect((await db().select().from(supportThreads))[0]).toEqual(thread);
    const messages = await db()
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.threadId, thread.id));
    expect(messages).toHaveLength(1);
  });

  it('the contact form cannot attach its message to an account or pick a status', async () => {
    const before = await db().select().from(supportThreads);
    const res = await guest.post('/api/contact', {
      name: 'Sara',
      email: 'sara@example.com',
      subject: 'Hi',
      message: 'Hello',
      userId: a.id,
      status: 'closed',
    });
    expectUnknownFields(res, ['userId', 'status']);
    expect(await db().select().from(supportThreads)).toEqual(before);
  });
});

describe('admin', () => {
  it('a product update cannot set its id, creation time or computed figures', async () => {
    const url = `/api/admin/products/${productId}`;
    const input = { nameEn: 'Battery', nameAr: 'بطارية', price: 1500, categoryId };
    const [before] = await db().select().from(products).where(eq(products.id, productId));
    const extra = {
      id: randomUUID(),
      createdAt: PAST,
      soldCount: 999,
      ratingAverage: 1,
      ratingCount: 999,
    };
    const res = await admin.request({ method: 'PUT', url, payload: { ...input, ...extra } });
    expectUnknownFields(res, Object.keys(extra));
    const [after] = await db().select().from(products).where(eq(products.id, productId));
    expect(after).toEqual(before);

    const saved = await admin.request({ method: 'PUT', url, payload: { ...input, price: 1600 } });
    expect(saved.statusCode).toBe(200);
    const [row] = await db().select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({
      id: productId,
      createdAt: before.createdAt,
      pricePiastres: 160_000,
      ratingCount: before.ratingCount,
      ratingAverageX100: before.ratingAverageX100,
    });
  });
});
