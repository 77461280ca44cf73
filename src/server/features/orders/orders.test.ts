import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { cartItems, carts } from '../cart/tables';
import { categories, products } from '../catalog/tables';
import { orderItems, orders } from './tables';

let t: TestApp;
let limited: string; // stock 5
let untracked: string;
let hidden: string;

const checkout = { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' };

async function customer(email: string, lines: { productId: string; quantity: number }[]) {
  const passwordHash = await hashPassword('password1');
  const [user] = await t.database.db
    .insert(users)
    .values({ email, firstName: 'C', lastName: 'T', passwordHash, emailConfirmedAt: new Date() })
    .returning();
  if (lines.length > 0) {
    const [cart] = await t.database.db.insert(carts).values({ userId: user.id }).returning();
    await t.database.db.insert(cartItems).values(lines.map((l) => ({ ...l, cartId: cart.id })));
  }
  const browser = createBrowser(t.app);
  await browser.post('/api/auth/login', { email, password: 'password1' });
  return { user, browser };
}

const order = (
  browser: ReturnType<typeof createBrowser>,
  key: string | null = randomUUID(),
  body: object = checkout,
) =>
  browser.request({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: key ? { 'idempotency-key': key } : {},
  });

const stockOf = async (id: string) =>
  (
    await t.database.db
      .select({ n: products.stockQuantity })
      .from(products)
      .where(eq(products.id, id))
  )[0].n;

const sent: MailMessage[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.mailer.send = async (message) => {
    sent.push(message);
  };
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'b', nameEn: 'B', nameAr: 'ب' })
    .returning();
  const rows = await t.database.db
    .insert(products)
    .values([
      {
        categoryId: category.id,
        nameEn: 'Limited Battery',
        nameAr: 'بطارية محدودة',
        pricePiastres: 10_000,
        stockQuantity: 5,
      },
      { categoryId: category.id, nameEn: 'Cable', nameAr: 'كابل', pricePiastres: 2_550 },
      {
        categoryId: category.id,
        nameEn: 'Retired',
        nameAr: 'قديم',
        pricePiastres: 100,
        isActive: false,
      },
    ])
    .returning();
  [limited, untracked, hidden] = rows.map((r) => r.id);
});

afterAll(async () => {
  await t.app.close();
});

describe('POST /api/orders (cash on delivery)', () => {
  it('needs an Idempotency-Key, a cart and valid shipping details', async () => {
    const { browser } = await customer('a@example.com', []);
    expect((await order(browser, null)).statusCode).toBe(400);
    const empty = await order(browser);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty.');
    const bad = await order(browser, randomUUID(), {
      ...checkout,
      phone: '0123',
      state: 'Atlantis',
      address: '',
    });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['address', 'phone', 'state']);
    const tampered = await order(browser, randomUUID(), { ...checkout, total: 1, unitPrice: 1 });
    expect(tampered.statusCode).toBe(400);
  });

  it('refuses card orders while card payment is disabled', async () => {
    const { browser } = await customer('card@example.com', [{ productId: untracked, quantity: 1 }]);
    const res = await order(browser, randomUUID(), { ...checkout, paymentMethod: 'card' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Card payment is temporarily unavailable. Please choose cash on delivery.',
    );
  });

  it('prices from the database, copies the lines, takes the stock and empties the cart, once per key', async () => {
    const { user, browser } = await customer('b@example.com', [
      { productId: limited, quantity: 2 },
      { productId: untracked, quantity: 3 },
    ]);
    const key = randomUUID();
    const res = await order(browser, key);
    expect(res.statusCode).toBe(201);
    const placed = res.json().order;
    expect(placed).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      deliveryStatus: 'in_progress',
      subtotal: 276.5,
      shipping: 75,
      total: 351.5,
      itemCount: 5,
      shippingInfo: { phone: '01001234567', fullName: 'Omar Farouk' },
    });
    expect(placed.orderNumber).toBeGreaterThan(100000);
    expect(placed.events.map((e: { type: string }) => e.type)).toEqual(['created']);
    expect(await stockOf(limited)).toBe(3);
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(
      await t.database.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id)),
    ).toHaveLength(0);

    // The order's language (English, this browser's: issue 24 item 7) and its number.
    await t.app.ctx.jobs.drain();
    const mail = sent.find((m) => m.subject.includes(String(placed.orderNumber)));
    expect(mail?.subject).toMatch(/^We received your order #\d+ \|/);
    expect(mail?.to).toBe('omar@example.com');

    const again = await order(browser, key);
    expect(again.json().order.id).toBe(placed.id);
    expect(await stockOf(limited)).toBe(3);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.userId, user.id)),
    ).toHaveLength(1);
  });

  it('fails the whole order with a message per line when stock is short, writing nothing', async () => {
    const { user, browser } = await customer('c@example.com', [
      { productId: limited, quantity: 4 },
      { productId: hidden, quantity: 1 },
      { productId: untracked, quantity: 1 },
    ]);
    const res = await order(browser);
    expect(res.statusCode).toBe(409);
    const messages = res.json().errors.flatMap((e: { messages: string[] }) => e.messages);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Limited Battery: only 3 left in stock.',
        'Retired is no longer available.',
      ]),
    );
    expect(await stockOf(limited)).toBe(3);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.userId, user.id)),
    ).toHaveLength(0);
  });
});

describe('GET /api/orders', () => {
  it("lists my orders and never shows someone else's", async () => {
    const mine = await customer('d@example.com', [{ productId: untracked, quantity: 1 }]);
    const placed = (await order(mine.browser)).json().order;
    const list = (await mine.browser.get('/api/orders')).json();
    expect(list).toMatchObject({ total: 1, items: [{ id: placed.id, itemCount: 1 }] });
    const detail = (await mine.browser.get(`/api/orders/${placed.id}`)).json();
    expect(detail.items[0]).toMatchObject({
      nameEn: 'Cable',
      nameAr: 'كابل',
      unitPrice: 25.5,
      quantity: 1,
    });

    const other = await customer('e@example.com', []);
    expect((await other.browser.get(`/api/orders/${placed.id}`)).statusCode).toBe(404);
    expect((await other.browser.get('/api/orders/not-a-uuid')).statusCode).toBe(400);
    expect((await t.app.inject('/api/orders')).statusCode).toBe(401);
  });
});

describe('no overselling', () => {
  it('lets exactly as many concurrent orders through as there is stock', async () => {
    const [category] = await t.database.db.select().from(categories);
    const [scarce] = await t.database.db
      .insert(products)
      .values({
        categoryId: category.id,
        nameEn: 'Scarce',
        nameAr: 'نادر',
        pricePiastres: 5_000,
        stockQuantity: 5,
      })
      .returning();
    const buyers = [];
    for (let i = 0; i < 20; i++)
      buyers.push(await customer(`rush${i}@example.com`, [{ productId: scarce.id, quantity: 1 }]));
    const results = await Promise.all(buyers.map((b) => order(b.browser)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
    expect(await stockOf(scarce.id)).toBe(0);
    const sold = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.productId, scarce.id));
    expect(sold.reduce((n, i) => n + i.quantity, 0)).toBe(5);
  }, 120_000);
});
