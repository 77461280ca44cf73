import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { categories, productColors, products } from '../catalog/tables';
import { GUEST_CART_COOKIE, hashGuestToken } from './service';
import { cartItems, carts } from './tables';
import { createCustomer, logIn, seedCatalog, visitor } from './test-fixtures';

let t: TestApp;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
type Browser = Awaited<ReturnType<typeof visitor>>;

const add = (browser: Browser, body: Record<string, unknown>) =>
  browser.post('/api/cart/items', body);
const patch = (browser: Browser, id: string, quantity: unknown) =>
  browser.patch(`/api/cart/items/${id}`, { quantity });
const remove = (browser: Browser, url: string) => browser.request({ method: 'DELETE', url });
const countRows = async (table: typeof carts | typeof cartItems) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedCatalog(t);
});

afterAll(async () => {
  await t.app.close();
});

describe('adding to the cart as a guest', () => {
  it('creates the cart and an httpOnly guest cookie on the first add', async () => {
    const browser = await visitor(t);
    expect(browser.cookie(GUEST_CART_COOKIE)).toBeUndefined();
    const res = await add(browser, { productId: catalog.ids.battery, quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 2,
      subtotal: 3001,
      items: [{ productId: catalog.ids.battery, quantity: 2, unitPrice: 1500.5, color: null }],
      removed: [],
    });
    const cookie = res.cookies.find((c) => c.name === GUEST_CART_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2592000 });
    expect(cookie.secure).toBeFalsy(); // Secure only in production
    const [row] = await t.database.db
      .select()
      .from(carts)
      .where(eq(carts.guestTokenHash, hashGuestToken(cookie.value)));
    expect(row.userId).toBeNull();
    expect((await browser.get('/api/cart')).json().count).toBe(2);
  });

  it('adds the same product and color to the existing line, other colors get their own', async () => {
    const browser = await visitor(t);
    await add(browser, { productId: catalog.ids.battery });
    const again = await add(browser, { productId: catalog.ids.battery, quantity: 4 });
    expect(again.json().items).toHaveLength(1);
    expect(again.json().items[0].quantity).toBe(5);
    await add(browser, { productId: catalog.ids.scooter, colorId: catalog.colors.red });
    await add(browser, { productId: catalog.ids.scooter, colorId: catalog.colors.blue });
    const res = await add(browser, { productId: catalog.ids.scooter, colorId: catalog.colors.red });
    const lines = res
      .json()
      .items.map((i: { color: { name: string } | null; quantity: number }) => [
        i.color?.name ?? null,
        i.quantity,
      ]);
    expect(lines).toEqual([
      [null, 5],
      ['Red', 2],
      ['Blue', 1],
    ]);
    expect(res.json().count).toBe(8);
  });

  it.each([0, -1, 1.5, 100, '2', null])(
    'refuses quantity %j with a field error and writes nothing',
    async (quantity) => {
      const before = [await countRows(carts), await countRows(cartItems)];
      const browser = await visitor(t);
      const res = await add(browser, { productId: catalog.ids.battery, quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'quantity', messages: ['Quantity must be a whole number from 1 to 99'] },
      ]);
      expect(browser.cookie(GUEST_CART_COOKIE)).toBeUndefined();
      expect([await countRows(carts), await countRows(cartItems)]).toEqual(before);
    },
  );

  it('says so in Arabic too', async () => {
    const res = await add(await visitor(t, 'ar'), { productId: catalog.ids.battery, quantity: 0 });
    expect(res.json().errors[0].messages).toEqual(['يجب أن تكون الكمية عددًا صحيحًا من 1 إلى 99']);
  });

  it('refuses unknown fields and malformed ids', async () => {
    const browser = await visitor(t);
    const extra = await add(browser, { productId: catalog.ids.battery, price: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual([{ field: 'price', messages: ['Unknown field'] }]);
    const bad = await add(browser, { productId: 'nope' });
    expect(bad.json().errors).toEqual([{ field: 'productId', messages: ['Invalid identifier'] }]);
  });

  it.each(['unknown', 'retired', 'deleted', 'hiddenCategory'] as const)(
    'answers 404 for a product that is not sold (%s)',
    async (which) => {
      const productId = which === 'unknown' ? randomUUID() : catalog.ids[which];
      const browser = await visitor(t);
      const res = await add(browser, { productId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
      expect(browser.cookie(GUEST_CART_COOKIE)).toBeUndefined();
    },
  );

  it('requires a color for a product with colors, in the caller language', async () => {
    const res = await add(await visitor(t), { productId: catalog.ids.scooter });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Color selection is required for this product',
      errors: [{ field: 'colorId', messages: ['Color selection is required for this product'] }],
    });
    const ar = await add(await visitor(t, 'ar'), { productId: catalog.ids.scooter, colorId: null });
    expect(ar.json().errors).toEqual([
      { field: 'colorId', messages: ['يجب اختيار اللون لهذا المنتج'] },
    ]);
  });

  it('answers 404 for a color that is not an active color of the product', async () => {
    const browser = await visitor(t);
    for (const [productId, colorId] of [
      [catalog.ids.scooter, randomUUID()],
      [catalog.ids.scooter, catalog.colors.green],
      [catalog.ids.battery, catalog.colors.red],
    ]) {
      const res = await add(browser, { productId, colorId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This color is not available for this product.');
    }
  });

  it('refuses out-of-stock products and quantities above tracked stock, changing nothing', async () => {
    const browser = await visitor(t);
    for (const productId of [catalog.ids.soldOut, catalog.ids.flagOff]) {
      const res = await add(browser, { productId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'This product is out of stock.',
      });
    }
    expect((await add(browser, { productId: catalog.ids.limited, quantity: 2 })).statusCode).toBe(
      200,
    );
    const over = await add(browser, { productId: catalog.ids.limited, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 3 left in stock.');
    const cart = (await browser.get('/api/cart')).json();
    expect(cart.items[0].quantity).toBe(2);

    const line = cart.items[0].id;
    const tooMany = await patch(browser, line, 4);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 3 left in stock.');
    const ar = await (await visitor(t, 'ar')).request({
      method: 'PATCH',
      url: `/api/cart/items/${line}`,
      payload: { quantity: 4 },
      cookies: { [GUEST_CART_COOKIE]: browser.cookie(GUEST_CART_COOKIE)! },
    });
    expect(ar.json().message).toBe('الكمية المتاحة في المخزون ٣ فقط.');
    expect((await patch(browser, line, 3)).json().items[0].quantity).toBe(3);
  });

  it('refuses a line above 99 pieces', async () => {
    const browser = await visitor(t);
    await add(browser, { productId: catalog.ids.battery, quantity: 60 });
    const res = await add(browser, { productId: catalog.ids.battery, quantity: 40 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'quantity', messages: ['You can have at most 99 pieces of one item in your cart.'] },
    ]);
    expect((await browser.get('/api/cart')).json().count).toBe(60);
  });

  it('adds up concurrent adds to one line without losing any', async () => {
    await createCustomer(t, 'rush@example.com');
    const browser = await visitor(t);
    await logIn(browser, 'rush@example.com'); // no cart yet: the first adds race to create it
    const results = await Promise.all(
      Array.from({ length: 8 }, () => add(browser, { productId: catalog.ids.battery })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const cart = (await browser.get('/api/cart')).json();
    expect(cart.items).toHaveLength(1);
    expect(cart.count).toBe(8);
  });

  it('refuses writes without the XSRF header', async () => {
    const browser = await visitor(t);
    const res = await browser.request({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: catalog.ids.battery },
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('changing and removing lines', () => {
  it('changes a quantity, rejects bad ones, removes a line and clears the cart', async () => {
    const browser = await visitor(t);
    await add(browser, { productId: catalog.ids.battery, quantity: 2 });
    const cart = (await add(browser, { productId: catalog.ids.limited })).json();
    const [battery, limited] = cart.items.map((i: { id: string }) => i.id);

    const changed = await patch(browser, battery, 7);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().count).toBe(8);
    for (const quantity of [0, -1, 1.5, 100]) {
      const res = await patch(browser, battery, quantity);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('quantity');
    }

    const removed = await remove(browser, `/api/cart/items/${limited}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items.map((i: { id: string }) => i.id)).toEqual([battery]);
    const again = await remove(browser, `/api/cart/items/${limited}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This item is not in your cart.');

    const cleared = await remove(browser, '/api/cart');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({
      freeShippingThreshold: 5000,
      items: [],
      subtotal: 0,
      discount: 0,
      discounts: [],
      coupon: null,
      shipping: 0,
      freeShippingRemaining: null,
      total: 0,
      count: 0,
      removed: [],
    });
    // The cart and its cookie live on.
    expect((await add(browser, { productId: catalog.ids.battery })).json().count).toBe(1);
  });

  it("never touches another cart's line", async () => {
    const owner = await visitor(t);
    const line = (await add(owner, { productId: catalog.ids.battery, quantity: 2 })).json().items[0]
      .id;
    const other = await visitor(t);
    await add(other, { productId: catalog.ids.battery });
    const stranger = await visitor(t); // no cart at all

    for (const browser of [other, stranger]) {
      expect((await patch(browser, line, 5)).statusCode).toBe(404);
      expect((await remove(browser, `/api/cart/items/${line}`)).statusCode).toBe(404);
    }
    expect((await remove(other, `/api/cart/items/${randomUUID()}`)).statusCode).toBe(404);
    expect((await owner.get('/api/cart')).json().items[0]).toMatchObject({ id: line, quantity: 2 });
  });
});

describe('reading the cart', () => {
  it('drops lines that are no longer sold and reports them once', async () => {
    const db = t.database.db;
    const [temp] = await db
      .insert(products)
      .values({
        categoryId: catalog.categoryId,
        nameEn: 'Temp',
        nameAr: 'مؤقت',
        pricePiastres: 500,
      })
      .returning();
    const [lamp] = await db
      .insert(products)
      .values({
        categoryId: catalog.categoryId,
        nameEn: 'Lamp',
        nameAr: 'مصباح',
        pricePiastres: 700,
      })
      .returning();
    const [white] = await db
      .insert(productColors)
      .values({ productId: lamp.id, name: 'White', nameAr: 'أبيض', colorCode: '#ffffff' })
      .returning();
    const browser = await visitor(t);
    await add(browser, { productId: catalog.ids.battery });
    await add(browser, { productId: temp.id, quantity: 3 });
    await add(browser, { productId: lamp.id, colorId: white.id });

    await db.update(products).set({ isActive: false }).where(eq(products.id, temp.id));
    await db.update(productColors).set({ isActive: false }).where(eq(productColors.id, white.id));
    const first = (await browser.get('/api/cart')).json();
    expect(first.items.map((i: { nameEn: string }) => i.nameEn)).toEqual(['Battery']);
    expect(first.count).toBe(1);
    expect(first.removed).toEqual([
      { nameEn: 'Temp', nameAr: 'مؤقت' },
      { nameEn: 'Lamp (White)', nameAr: 'مصباح (أبيض)' },
    ]);
    const second = (await browser.get('/api/cart')).json();
    expect(second.removed).toEqual([]);
    expect(second.count).toBe(1);
    // Reactivating does not bring the line back.
    await db.update(products).set({ isActive: true }).where(eq(products.id, temp.id));
    expect((await browser.get('/api/cart')).json().count).toBe(1);
  });

  it('drops lines when the product is deleted or its category is deactivated', async () => {
    const db = t.database.db;
    const [category] = await db
      .insert(categories)
      .values({ slug: 'seasonal', nameEn: 'Seasonal', nameAr: 'موسمي' })
      .returning();
    const [lantern, fan] = await db
      .insert(products)
      .values([
        { categoryId: category.id, nameEn: 'Lantern', nameAr: 'فانوس', pricePiastres: 900 },
        { categoryId: catalog.categoryId, nameEn: 'Fan', nameAr: 'مروحة', pricePiastres: 900 },
      ])
      .returning();
    const browser = await visitor(t);
    await add(browser, { productId: lantern.id });
    await add(browser, { productId: fan.id });
    await db.update(categories).set({ isActive: false }).where(eq(categories.id, category.id));
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, fan.id));
    const cart = (await browser.get('/api/cart')).json();
    expect(cart.items).toEqual([]);
    expect(cart.removed.map((r: { nameEn: string }) => r.nameEn).sort()).toEqual([
      'Fan',
      'Lantern',
    ]);
  });

  it('always shows the current price', async () => {
    const db = t.database.db;
    const [cable] = await db
      .insert(products)
      .values({
        categoryId: catalog.categoryId,
        nameEn: 'Cable',
        nameAr: 'كابل',
        pricePiastres: 10_000,
      })
      .returning();
    const browser = await visitor(t);
    await add(browser, { productId: cable.id, quantity: 3 });
    await db.update(products).set({ pricePiastres: 12_550 }).where(eq(products.id, cable.id));
    const cart = (await browser.get('/api/cart')).json();
    expect(cart.items[0]).toMatchObject({ unitPrice: 125.5, lineTotal: 376.5 });
    expect(cart.subtotal).toBe(376.5);
  });

  it('reports a sold-out line as out of stock without dropping it', async () => {
    const db = t.database.db;
    const [panel] = await db
      .insert(products)
      .values({
        categoryId: catalog.categoryId,
        nameEn: 'Panel',
        nameAr: 'لوح',
        pricePiastres: 100,
        stockQuantity: 5,
      })
      .returning();
    const browser = await visitor(t);
    await add(browser, { productId: panel.id, quantity: 2 });
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, panel.id));
    const cart = (await browser.get('/api/cart')).json();
    expect(cart.items[0]).toMatchObject({ quantity: 2, inStock: false });
  });
});

describe('the cart of a signed-in user', () => {
  it('uses their own cart and sets no guest cookie', async () => {
    await createCustomer(t, 'cart-user@example.com');
    const browser = await visitor(t);
    await logIn(browser, 'cart-user@example.com');
    const res = await add(browser, { productId: catalog.ids.battery, quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === GUEST_CART_COOKIE)).toBeUndefined();
    const line = res.json().items[0].id;
    expect((await patch(browser, line, 4)).json().count).toBe(4);
    // A guest cannot reach the user's line.
    expect((await patch(await visitor(t), line, 1)).statusCode).toBe(404);
  });
});
