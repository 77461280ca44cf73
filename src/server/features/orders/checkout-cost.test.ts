import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/harness';
import { categories, products } from '../catalog/tables';
import { createUser, signIn } from '../notifications/test-fixtures';
import { SETTINGS_RECHECK_MS } from '../settings/service';
import { settings } from '../settings/tables';

// Decision 021: what the cheaper checkout must still get right.
let t: TestApp;
let customer: Awaited<ReturnType<typeof signIn>>;
let productId: string;
const checkout = { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes a setting the way another instance would: straight to the table, no local cache told. */
const writeElsewhere = (db: TestApp['database']['db'], key: string, value: unknown) =>
  db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });

async function buy(quantity: number) {
  const added = await customer.post('/api/cart/items', { productId, quantity });
  expect(added.statusCode).toBe(200);
  const res = await customer.request({
    method: 'POST',
    url: '/api/orders',
    payload: checkout,
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.statusCode).toBe(201);
  return res.json().order as { shipping: number; subtotal: number; total: number };
}

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'omar@example.com');
  customer = await signIn(t, 'omar@example.com');
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'cells', nameEn: 'Cells', nameAr: 'خلايا' })
    .returning();
  [{ id: productId }] = await t.database.db
    .insert(products)
    .values({
      categoryId: category.id,
      nameEn: 'Cell',
      nameAr: 'خلية',
      pricePiastres: 10_000,
      stockQuantity: 3,
    })
    .returning({ id: products.id });
});

afterAll(async () => {
  await t.app.close();
});

describe('checkout cost (decision 022)', () => {
  it('retires cached catalog answers only when an order sells a product out', async () => {
    const version = t.app.ctx.catalogVersion;
    const before = await version.current();
    await buy(2); // 1 left: still in stock, cached lists and pages say the same
    expect(await version.current()).toBe(before);
    const page = await customer.get(`/api/products/${productId}`);
    expect(page.json()).toMatchObject({ inStock: true });

    await buy(1); // sold out: every instance must stop showing it as buyable
    expect(await version.current()).not.toBe(before);
    expect((await customer.get(`/api/products/${productId}`)).json()).toMatchObject({
      inStock: false,
    });
    const refused = await customer.post('/api/cart/items', { productId, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    await t.database.db
      .update(products)
      .set({ stockQuantity: 100 })
      .where(eq(products.id, productId));
    await version.bump(); // what the admin's stock edit does
  });

  it('charges the shipping fee as stored when the order is placed, even if just changed elsewhere', async () => {
    const service = t.app.ctx.services.settings;
    const rules = { flatFeePiastres: 5_000, freeShippingThresholdPiastres: null };
    await service.write('shipping', rules);
    expect((await customer.get('/api/cart')).json().freeShippingThreshold).toBeNull();
    // Another instance changes the fee: this one's cache still holds 50 EGP for up to a second,
    // but the order reads the fee inside its own transaction.
    await writeElsewhere(t.database.db, 'shipping', { ...rules, flatFeePiastres: 9_000 });
    const order = await buy(1);
    expect(order.shipping).toBe(90);
    expect(order.total).toBe(order.subtotal + 90);
  });

  it('keeps a session ended by logout ended at once', async () => {
    const other = await signIn(t, 'omar@example.com');
    expect((await other.get('/api/auth/me')).statusCode).toBe(200);
    expect((await other.post('/api/auth/logout', {})).statusCode).toBeLessThan(300);
    expect((await other.get('/api/cart')).json().count).toBe(0); // a guest now
    expect((await other.get('/api/orders')).statusCode).toBe(401);
    // The first browser's own session is untouched.
    expect((await customer.get('/api/orders')).statusCode).toBe(200);
  });
});

describe.runIf(Boolean(inject('postgres')))('settings across instances', () => {
  it("shows instance B's shipping change on instance A's cart within the recheck interval", async () => {
    const b = await createSiblingApp(t);
    try {
      await customer.post('/api/cart/items', { productId, quantity: 1 });
      const rules = { flatFeePiastres: 6_000, freeShippingThresholdPiastres: null };
      await t.app.ctx.services.settings.write('shipping', rules);
      expect((await customer.get('/api/cart')).json().shipping).toBe(60);
      await b.app.ctx.services.settings.write('shipping', {
        ...rules,
        flatFeePiastres: 7_000,
      });
      await sleep(SETTINGS_RECHECK_MS + 100);
      expect((await customer.get('/api/cart')).json().shipping).toBe(70);
    } finally {
      await b.app.close(); // closes its pool too
    }
  });
});

describe.runIf(Boolean(inject('postgres')))('statements of an order', () => {
  it('places a cash order in 12 statements, 9 of them in its transaction', async () => {
    await customer.post('/api/cart/items', { productId, quantity: 1 });
    const seen: string[] = [];
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const text = args[0] as string | { text?: string };
      seen.push(typeof text === 'string' ? text : (text.text ?? ''));
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    } as never);
    try {
      const res = await customer.request({
        method: 'POST',
        url: '/api/orders',
        payload: checkout,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      spy.mockRestore();
    }
    // The job poller claims jobs, and the API rate limits' store flushes its counts, on their own
    // schedules (a flush once fell inside the order's transaction); only the request's statements
    // count.
    const mine = seen.filter(
      (text) =>
        !/^update "jobs"/.test(text.trim()) &&
        !/^insert into rate_limits[\s\S]*from unnest\(/.test(text.trim()),
    );
    const inTransaction = mine.slice(mine.indexOf('begin'), mine.indexOf('commit') + 1);
    expect(inTransaction, inTransaction.join('\n')).toHaveLength(9);
    expect(mine.length, mine.join('\n')).toBeLessThanOrEqual(12);
  });
});
