import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCustomer, logIn, seedCatalog, visitor } from '../cart/test-fixtures';
import { products } from '../catalog/tables';
import { favorites } from './tables';

let t: TestApp;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
let userId: string;
let browser: Awaited<ReturnType<typeof visitor>>;

const put = (productId: string, b = browser) =>
  b.request({ method: 'PUT', url: `/api/favorites/${productId}` });
const del = (productId: string, b = browser) =>
  b.request({ method: 'DELETE', url: `/api/favorites/${productId}` });

beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedCatalog(t);
  userId = await createCustomer(t, 'fav@example.com');
  browser = await visitor(t);
  await logIn(browser, 'fav@example.com');
});

afterAll(async () => {
  await t.app.close();
});

describe('favorites', () => {
  it('answers 401 with the SPEC text to guests, on reads and writes', async () => {
    const guest = await visitor(t);
    for (const res of [
      await guest.get('/api/favorites'),
      await guest.get('/api/favorites/ids'),
      await put(catalog.ids.battery, guest),
      await del(catalog.ids.battery, guest),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('You must be logged in to perform this action');
    }
    const ar = await createBrowser(t.app, 'ar').get('/api/favorites');
    expect(ar.json().message).toBe('يجب تسجيل الدخول لتنفيذ هذا الإجراء');
  });

  it('adds and removes idempotently', async () => {
    const rows = () =>
      t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, catalog.ids.limited)));
    for (let i = 0; i < 2; i++) {
      const res = await put(catalog.ids.limited);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ productId: catalog.ids.limited, favorited: true });
    }
    expect((await rows())[0].n).toBe(1);
    for (let i = 0; i < 2; i++) {
      const res = await del(catalog.ids.limited);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ productId: catalog.ids.limited, favorited: false });
    }
    expect((await rows())[0].n).toBe(0);
    expect((await del(randomUUID())).statusCode).toBe(200);
  });

  it('answers 404 for unknown or hidden products and 400 for malformed ids', async () => {
    for (const productId of [
      randomUUID(),
      catalog.ids.retired,
      catalog.ids.deleted,
      catalog.ids.hiddenCategory,
    ]) {
      const res = await put(productId);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    const bad = await put('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'productId', messages: ['Invalid identifier'] }]);
  });

  it('refuses writes without the XSRF header', async () => {
    const res = await browser.request({
      method: 'PUT',
      url: `/api/favorites/${catalog.ids.battery}`,
      xsrf: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('lists visible favorites newest first, in the catalog summary shape, and their ids', async () => {
    for (const id of [catalog.ids.battery, catalog.ids.scooter, catalog.ids.soldOut]) {
      expect((await put(id)).statusCode).toBe(200);
    }
    const list = await browser.get('/api/favorites');
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items.map((p: { nameEn: string }) => p.nameEn)).toEqual([
      'Sold out',
      'Scooter',
      'Battery',
    ]);
    const detail = (await browser.get(`/api/products/${catalog.ids.scooter}`)).json();
    const summaryKeys = Object.keys(items[1]);
    expect(items[1]).toEqual(Object.fromEntries(summaryKeys.map((k) => [k, detail[k]])));
    expect(items[1]).toMatchObject({ price: 20_000, hasColors: true, inStock: true });
    expect(items[0].inStock).toBe(false);

    const ids = await browser.get('/api/favorites/ids');
    expect(ids.json()).toEqual({
      ids: [catalog.ids.soldOut, catalog.ids.scooter, catalog.ids.battery],
    });

    // A product hidden later leaves both lists; shown again, it comes back.
    const db = t.database.db;
    await db.update(products).set({ isActive: false }).where(eq(products.id, catalog.ids.scooter));
    expect((await browser.get('/api/favorites/ids')).json().ids).toEqual([
      catalog.ids.soldOut,
      catalog.ids.battery,
    ]);
    expect((await browser.get('/api/favorites')).json().items).toHaveLength(2);
    await db.update(products).set({ isActive: true }).where(eq(products.id, catalog.ids.scooter));
    expect((await browser.get('/api/favorites')).json().items).toHaveLength(3);
  });

  it("keeps each customer's favorites to themselves", async () => {
    await createCustomer(t, 'other-fav@example.com');
    const other = await visitor(t);
    await logIn(other, 'other-fav@example.com');
    expect((await other.get('/api/favorites')).json()).toEqual({ items: [] });
    await put(catalog.ids.flagOff, other);
    expect((await other.get('/api/favorites/ids')).json()).toEqual({ ids: [catalog.ids.flagOff] });
    expect((await browser.get('/api/favorites/ids')).json().ids).not.toContain(catalog.ids.flagOff);
  });
});
