import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../features/auth/tables';
import {
  backInStockRequests,
  categories,
  productReviews,
  products,
} from '../features/catalog/tables';
import { favorites } from '../features/favorites/tables';
import { notifications } from '../features/notifications/tables';
import { orders } from '../features/orders/tables';
import { type MessageKey, translate } from '../lib/i18n';
import { signedInAs } from '../test/accounts';
import { CHECKOUT_ADDRESS } from '../test/addresses';
import { createBrowser } from '../test/client';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Customer B knows the ids of everything customer A owns (ids leak through shared links,
 * screenshots, logs) and tries each route that takes one. Every try answers exactly like a
 * missing object, and A's things stay as they were.
 */
let t: TestApp;
let a: ReturnType<typeof createBrowser>;
let b: ReturnType<typeof createBrowser>;
let aId: string;
let productId: string;
const ids = {
  order: '',
  cartItem: '',
  notification: '',
  thread: '',
  review: '',
  returnRequest: '',
  address: '',
};

interface Attempt {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  route: string;
  url: () => string;
  payload?: object;
  notFound: MessageKey;
}

// Every customer route taking the id of something a customer owns, and the cart's item routes
// (public: guests have carts too). The coverage test below keeps this list complete.
const attempts: Attempt[] = [
  {
    method: 'GET',
    route: '/api/orders/:id',
    url: () => `/api/orders/${ids.order}`,
    notFound: 'orders.notFound',
  },
  {
    method: 'POST',
    route: '/api/orders/:id/pay',
    url: () => `/api/orders/${ids.order}/pay`,
    notFound: 'orders.notFound',
  },
  {
    // The order's shipment and tracking (decision 044).
    method: 'GET',
    route: '/api/orders/:id/shipment',
    url: () => `/api/orders/${ids.order}/shipment`,
    notFound: 'orders.notFound',
  },
  {
    // The order's invoice (decision 045): its owner's only, whether or not it is paid yet.
    method: 'GET',
    route: '/api/orders/:id/invoice',
    url: () => `/api/orders/${ids.order}/invoice`,
    notFound: 'orders.notFound',
  },
  {
    // Cancelling, notes, returns (decision 046): the owner's only.
    method: 'POST',
    route: '/api/orders/:id/cancel',
    url: () => `/api/orders/${ids.order}/cancel`,
    payload: { reason: 'changed_mind' },
    notFound: 'orders.notFound',
  },
  {
    method: 'GET',
    route: '/api/orders/:id/notes',
    url: () => `/api/orders/${ids.order}/notes`,
    notFound: 'orders.notFound',
  },
  {
    method: 'GET',
    route: '/api/orders/:id/returns',
    url: () => `/api/orders/${ids.order}/returns`,
    notFound: 'orders.notFound',
  },
  {
    method: 'POST',
    route: '/api/orders/:id/returns',
    url: () => `/api/orders/${ids.order}/returns`,
    payload: {
      items: [{ orderItemId: '00000000-0000-4000-8000-000000000001', quantity: 1 }],
      reason: 'damaged',
    },
    notFound: 'orders.notFound',
  },
  {
    method: 'POST',
    route: '/api/returns/:id/photos',
    url: () => `/api/returns/${ids.returnRequest}/photos`,
    notFound: 'returns.notFound',
  },
  {
    method: 'POST',
    route: '/api/returns/:id/cancel',
    url: () => `/api/returns/${ids.returnRequest}/cancel`,
    notFound: 'returns.notFound',
  },
  {
    // The order's kiosk reference (decision 041).
    method: 'GET',
    route: '/api/payments/orders/:id',
    url: () => `/api/payments/orders/${ids.order}`,
    notFound: 'orders.notFound',
  },
  {
    method: 'PATCH',
    route: '/api/cart/items/:id',
    url: () => `/api/cart/items/${ids.cartItem}`,
    payload: { quantity: 1 },
    notFound: 'cart.itemNotFound',
  },
  {
    method: 'DELETE',
    route: '/api/cart/items/:id',
    url: () => `/api/cart/items/${ids.cartItem}`,
    notFound: 'cart.itemNotFound',
  },
  {
    method: 'PUT',
    route: '/api/notifications/:id/read',
    url: () => `/api/notifications/${ids.notification}/read`,
    notFound: 'notifications.notFound',
  },
  {
    method: 'DELETE',
    route: '/api/notifications/:id',
    url: () => `/api/notifications/${ids.notification}`,
    notFound: 'notifications.notFound',
  },
  {
    method: 'GET',
    route: '/api/support/threads/:id',
    url: () => `/api/support/threads/${ids.thread}`,
    notFound: 'support.threadNotFound',
  },
  {
    method: 'POST',
    route: '/api/support/threads/:id/messages',
    url: () => `/api/support/threads/${ids.thread}/messages`,
    payload: { message: 'Mine now' },
    notFound: 'support.threadNotFound',
  },
  {
    // The address book (decision 059).
    method: 'PUT',
    route: '/api/addresses/:id',
    url: () => `/api/addresses/${ids.address}`,
    payload: { ...addressOf(CHECKOUT_ADDRESS), city: 'Giza' },
    notFound: 'errors.addressNotFound',
  },
  {
    method: 'POST',
    route: '/api/addresses/:id/default',
    url: () => `/api/addresses/${ids.address}/default`,
    notFound: 'errors.addressNotFound',
  },
  {
    method: 'DELETE',
    route: '/api/addresses/:id',
    url: () => `/api/addresses/${ids.address}`,
    notFound: 'errors.addressNotFound',
  },
];

/** A checkout address as an address-book entry (no e-mail: the book keeps delivery fields). */
function addressOf({ email: _, ...fields }: typeof CHECKOUT_ADDRESS) {
  return fields;
}

// Routes whose id is not of something a customer owns: a product (shared catalog; a favorite is
// the pair caller + product, tested below), a public article.
const NOT_OWNED = new Set([
  'GET /api/products/:id',
  'GET /api/products/:id/related',
  'GET /api/products/:id/reviews',
  'POST /api/products/:id/reviews',
  'PUT /api/favorites/:productId',
  'DELETE /api/favorites/:productId',
  // "Tell me when it is back" (decision 058): the pair caller + product, like a favorite (below).
  'GET /api/products/:id/back-in-stock',
  'POST /api/products/:id/back-in-stock',
  'DELETE /api/products/:id/back-in-stock',
  'GET /api/pages/:slug',
  'GET /api/categories/:slug',
  'GET /api/blogs/slug/:slug',
  'GET /api/blogs/:id',
  'GET /api/blogs/:id/related',
  // A capability, not an id: the e-mailed token (32 random bytes, stored hashed) is the secret,
  // and an unknown one answers like a missing order (orders/cash-on-delivery.test.ts).
  'GET /api/order-confirmations/:token',
  'POST /api/order-confirmations/:token',
  // The invoice page's own font and script files (decision 045): the same for everyone.
  'GET /api/invoices/assets/:file',
]);

/** Everything of A's, read back as A and from the database. */
async function stateOfA() {
  const read = async (url: string) => (await a.get(url)).json();
  const db = t.database.db;
  return {
    order: await read(`/api/orders/${ids.order}`),
    cart: await read('/api/cart'),
    favorites: await read('/api/favorites/ids'),
    notifications: await read('/api/notifications'),
    thread: await read(`/api/support/threads/${ids.thread}`),
    addresses: await read('/api/addresses'),
    reviews: await db.select().from(productReviews).where(eq(productReviews.userId, aId)),
    orderRow: await db.select().from(orders).where(eq(orders.id, ids.order)),
    notificationRow: await db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids.notification)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [category] = await db
    .insert(categories)
    .values({ slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'Battery',
      nameAr: 'بطارية',
      pricePiastres: 150_000,
    })
    .returning();
  productId = product.id;
  a = await signedInAs(t, 'a@example.com', 'customer');
  b = await signedInAs(t, 'b@example.com', 'customer');
  [{ id: aId }] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'a@example.com'));

  // A's cash order, delivered so that A may rate the product.
  await a.post('/api/cart/items', { productId });
  const placed = await a.request({
    method: 'POST',
    url: '/api/orders',
    payload: { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(placed.statusCode).toBe(201);
  ids.order = placed.json().order.id;
  await db
    .update(orders)
    .set({ deliveryStatus: 'delivered', deliveredAt: new Date() })
    .where(eq(orders.id, ids.order));
  const item = (await a.get(`/api/orders/${ids.order}`)).json().items[0];
  const asked = await a.post(`/api/orders/${ids.order}/returns`, {
    items: [{ orderItemId: item.id, quantity: 1 }],
    reason: 'damaged',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  ids.returnRequest = asked.json().id;
  const review = await a.post(`/api/products/${productId}/reviews`, { rating: 4, comment: 'Good' });
  expect(review.statusCode).toBe(201);
  ids.review = review.json().id;

  const cart = await a.post('/api/cart/items', { productId, quantity: 3 });
  ids.cartItem = cart.json().items[0].id;
  expect((await a.request({ method: 'PUT', url: `/api/favorites/${productId}` })).statusCode).toBe(
    200,
  );
  const [note] = await db
    .insert(notifications)
    .values({
      userId: aId,
      type: 'system',
      titleAr: 'مرحبا',
      titleEn: 'Hello',
      messageAr: 'رسالة',
      messageEn: 'Message',
      redirectUrl: '/',
    })
    .returning();
  ids.notification = note.id;
  const thread = await a.post('/api/support/threads', { subject: 'Inverter', message: 'Hello' });
  expect(thread.statusCode).toBe(201);
  ids.thread = thread.json().id;
  const address = await a.post('/api/addresses', addressOf(CHECKOUT_ADDRESS));
  expect(address.statusCode).toBe(201);
  ids.address = address.json().id;
  // With card payments on, "pay again" looks the order up (off, it answers 409 to any id).
  const admin = await signedInAs(t, 'boss@example.com', 'admin');
  const cards = await admin.request({
    method: 'PUT',
    url: '/api/admin/settings/payment',
    payload: { paymobEnabled: true },
  });
  expect(cards.statusCode).toBe(200);
});

afterAll(async () => {
  await t.app.close();
});

describe('another customer', () => {
  it.each(['en', 'ar'] as const)(
    'gets 404 in %s on every route taking A’s ids, changing nothing',
    async (lang) => {
      const before = await stateOfA();
      for (const attempt of attempts) {
        const res = await b.request({
          method: attempt.method,
          url: attempt.url(),
          payload: attempt.payload,
          headers: { 'accept-language': lang },
        });
        const what = `${attempt.method} ${attempt.route}`;
        expect.soft(res.statusCode, what).toBe(404);
        expect.soft(res.json(), what).toEqual({
          success: false,
          code: 'NOT_FOUND',
          message: translate(lang, attempt.notFound),
        });
      }
      expect(await stateOfA()).toEqual(before);
    },
  );

  it('removing or adding the same product as a favorite touches only their own list', async () => {
    const before = await stateOfA();
    const url = `/api/favorites/${productId}`;
    expect((await b.request({ method: 'DELETE', url })).json()).toMatchObject({ favorited: false });
    expect(await stateOfA()).toEqual(before);
    expect((await b.request({ method: 'PUT', url })).statusCode).toBe(200);
    expect((await b.request({ method: 'DELETE', url })).statusCode).toBe(200);
    const rows = await t.database.db.select().from(favorites);
    expect(rows).toMatchObject([{ userId: aId, productId }]);
  });

  it('asking or withdrawing a back-in-stock request touches only their own', async () => {
    const url = `/api/products/${productId}/back-in-stock`;
    await t.database.db
      .update(products)
      .set({ stockQuantity: 0 })
      .where(eq(products.id, productId));
    expect((await a.post(url, {})).statusCode).toBe(201);
    expect((await b.get(url)).json()).toEqual({ items: [] });
    expect((await b.request({ method: 'DELETE', url })).json()).toMatchObject({ requested: false });
    expect((await a.get(url)).json().items).toHaveLength(1);
    expect((await b.post(url, {})).statusCode).toBe(201);
    const rows = await t.database.db.select().from(backInStockRequests);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.userId === aId)).toHaveLength(1);
    await t.database.db
      .update(products)
      .set({ stockQuantity: null })
      .where(eq(products.id, productId));
  });

  it('sees none of A’s things in their own lists', async () => {
    expect((await b.get('/api/orders')).json()).toMatchObject({ items: [], total: 0 });
    expect((await b.get('/api/cart')).json()).toMatchObject({ items: [], count: 0 });
    expect((await b.get('/api/favorites')).json()).toEqual({ items: [] });
    expect((await b.get('/api/notifications')).json()).toMatchObject({
      notifications: [],
      unreadCount: 0,
    });
    expect((await b.get('/api/support/threads')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('cannot rate a product through A’s delivered order', async () => {
    const res = await b.post(`/api/products/${productId}/reviews`, { rating: 1 });
    expect(res.statusCode).toBe(403);
    const reviews = await t.database.db.select().from(productReviews);
    expect(reviews).toMatchObject([{ id: ids.review, userId: aId, rating: 4 }]);
  });
});

describe('a guest', () => {
  it('gets 401 on the customer routes and 404 on the cart item routes', async () => {
    const before = await stateOfA();
    const guest = createBrowser(t.app, 'ar');
    await guest.post('/api/cart/items', { productId }); // a guest cart of their own
    for (const attempt of attempts) {
      const res = await guest.request({
        method: attempt.method,
        url: attempt.url(),
        payload: attempt.payload,
      });
      const what = `${attempt.method} ${attempt.route}`;
      const isCart = attempt.route.startsWith('/api/cart/');
      expect.soft(res.statusCode, what).toBe(isCart ? 404 : 401);
      expect.soft(res.json(), what).toMatchObject({
        success: false,
        message: translate('ar', isCart ? attempt.notFound : 'errors.mustLogin'),
      });
    }
    expect(await stateOfA()).toEqual(before);
  });
});

it('tries every customer route that takes an id (a new one must be added above)', () => {
  const tried = new Set(attempts.map((x) => `${x.method} ${x.route}`));
  const untried = t.app.routeTable
    .filter((route) => route.access !== 'admin' && route.url.includes('/:'))
    .map((route) => `${route.method} ${route.url}`)
    .filter((key) => !tried.has(key) && !NOT_OWNED.has(key));
  expect(untried).toEqual([]);
});
