import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { signedInAs } from '../../test/accounts';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { guardCompareAt } from './admin-products';
import { categories, products } from './tables';

// Sale (compare-at) prices: set by admins, sent to the storefront with the saving the pricing
// area computes, never used for sorting.
let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let adminAr: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;
let categoryId: string;

const MESSAGE = {
  en: 'The compare-at price must be higher than the price.',
  ar: 'يجب أن يكون السعر قبل الخصم أعلى من السعر.',
};

const product = (overrides: Record<string, unknown> = {}) => ({
  nameEn: 'Sale Charger',
  nameAr: 'شاحن التخفيض',
  price: 1200,
  categoryId,
  ...overrides,
});

type Browser = ReturnType<typeof createBrowser>;
const put = (browser: Browser, id: string, payload: Record<string, unknown>) =>
  browser.request({ method: 'PUT', url: `/api/admin/products/${id}`, payload });
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/admin/products', product(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const storefront = async (id: string) => {
  const res = await t.app.inject(`/api/products/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const stored = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const compareAtError = (lang: 'en' | 'ar') => [
  { field: 'compareAtPrice', messages: [MESSAGE[lang]] },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin@example.com', 'admin');
  adminAr = await signedInAs(t, 'admin-ar@example.com', 'admin', 'ar');
  customer = await signedInAs(t, 'customer@example.com', 'customer');
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'sale', nameEn: 'Sale', nameAr: 'تخفيضات' })
    .returning();
  categoryId = category.id;
});

afterAll(async () => {
  await t.app.close();
});

describe('admin: compare-at price', () => {
  it('sets it, keeps it when an update leaves it out, and clears it with null', async () => {
    const id = await create({ compareAtPrice: 1500 });
    expect((await admin.get(`/api/admin/products/${id}`)).json()).toMatchObject({
      price: 1200,
      compareAtPrice: 1500,
    });
    expect(await storefront(id)).toMatchObject({ price: 1200, compareAtPrice: 1500, saving: 300 });

    const cheaper = await put(admin, id, product({ price: 1100.5 }));
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json()).toMatchObject({ price: 1100.5, compareAtPrice: 1500 });
    expect(await storefront(id)).toMatchObject({ compareAtPrice: 1500, saving: 399.5 });

    const cleared = await put(admin, id, product({ price: 1100.5, compareAtPrice: null }));
    expect(cleared.json()).toMatchObject({ compareAtPrice: null });
    expect(await storefront(id)).toMatchObject({
      price: 1100.5,
      compareAtPrice: null,
      saving: null,
    });
    expect((await stored(id)).compareAtPricePiastres).toBeNull();
  });

  it('shows no sale on a product created without one, and copies a sale to a clone', async () => {
    const plain = await create();
    expect((await admin.get(`/api/admin/products/${plain}`)).json().compareAtPrice).toBeNull();
    expect(await storefront(plain)).toMatchObject({ compareAtPrice: null, saving: null });

    const onSale = await create({ compareAtPrice: 1999.99 });
    const clone = await admin.post(`/api/admin/products/${onSale}/clone`);
    expect(clone.json()).toMatchObject({ price: 1200, compareAtPrice: 1999.99 });
  });

  it('refuses a compare-at price at or below the price, in both languages, writing nothing', async () => {
    const before = (await admin.get('/api/admin/products')).json().total;
    for (const compareAtPrice of [1200, 999]) {
      const en = await admin.post('/api/admin/products', product({ compareAtPrice }));
      expect(en.statusCode).toBe(400);
      expect(en.json().errors).toEqual(compareAtError('en'));
      const ar = await adminAr.post('/api/admin/products', product({ compareAtPrice }));
      expect(ar.statusCode).toBe(400);
      expect(ar.json().errors).toEqual(compareAtError('ar'));
    }
    expect((await admin.get('/api/admin/products')).json().total).toBe(before);

    const id = await create({ compareAtPrice: 1500 });
    const row = await stored(id);
    const lower = await put(admin, id, product({ compareAtPrice: 1000 }));
    expect(lower.statusCode).toBe(400);
    expect(lower.json().errors).toEqual(compareAtError('en'));
    expect(await stored(id)).toEqual(row);
  });

  it('refuses a new price alone that reaches the stored compare-at price, in both languages', async () => {
    const id = await create({ price: 1000, compareAtPrice: 1500 });
    const row = await stored(id);
    const equal = await put(admin, id, product({ price: 1500 }));
    expect(equal.statusCode).toBe(400);
    expect(equal.json().errors).toEqual(compareAtError('en'));
    const above = await put(adminAr, id, product({ price: 1600 }));
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual(compareAtError('ar'));
    expect(await stored(id)).toEqual(row);
    expect(await storefront(id)).toMatchObject({ price: 1000, compareAtPrice: 1500, saving: 500 });

    // Raising both together, or clearing the sale, is fine.
    const both = await put(admin, id, product({ price: 1600, compareAtPrice: 1800 }));
    expect(both.json()).toMatchObject({ price: 1600, compareAtPrice: 1800 });
    const off = await put(admin, id, product({ price: 2000, compareAtPrice: null }));
    expect(off.json()).toMatchObject({ price: 2000, compareAtPrice: null });
  });

  it("answers the database CHECK's refusal with the same field error (the last guard)", async () => {
    const write = () =>
      t.database.db.insert(products).values({
        categoryId,
        nameEn: 'Raced',
        nameAr: 'سباق',
        pricePiastres: 100_000,
        compareAtPricePiastres: 100_000,
      });
    const error = await guardCompareAt(write).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors).toEqual([
      { field: 'compareAtPrice', messages: ['validation.compareAtAbovePrice'] },
    ]);
    // Other failures pass through untouched.
    const other = new Error('disk full');
    await expect(guardCompareAt(() => Promise.reject(other))).rejects.toBe(other);
  });
});

describe('storefront: sale prices', () => {
  const ids: Record<string, string> = {};
  const list = async (query: string) => {
    const res = await t.app.inject(`/api/products?category=shop-sale&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().items as {
      nameEn: string;
      price: number;
      compareAtPrice: number | null;
      saving: number | null;
    }[];
  };

  beforeAll(async () => {
    const [category] = await t.database.db
      .insert(categories)
      .values({ slug: 'shop-sale', nameEn: 'Shop sale', nameAr: 'تخفيضات المتجر' })
      .returning();
    // Sorting by the compare-at price would put Cheap-was-dear last.
    const rows = await t.database.db
      .insert(products)
      .values([
        {
          categoryId: category.id,
          nameEn: 'Cheap-was-dear',
          nameAr: 'رخيص كان غاليا',
          pricePiastres: 100_000,
          compareAtPricePiastres: 500_000,
        },
        { categoryId: category.id, nameEn: 'Middle', nameAr: 'وسط', pricePiastres: 200_000 },
        {
          categoryId: category.id,
          nameEn: 'Dear',
          nameAr: 'غالي',
          pricePiastres: 300_000,
          compareAtPricePiastres: 350_050,
        },
      ])
      .returning();
    for (const row of rows) ids[row.nameEn] = row.id;
  });

  it('sorts by the selling price, not the compare-at price', async () => {
    expect((await list('sort=price_asc')).map((p) => p.nameEn)).toEqual([
      'Cheap-was-dear',
      'Middle',
      'Dear',
    ]);
    expect((await list('sort=price_desc')).map((p) => p.nameEn)).toEqual([
      'Dear',
      'Middle',
      'Cheap-was-dear',
    ]);
  });

  it('sends compareAtPrice and saving in EGP on lists, search, detail, related and favorites', async () => {
    const items = await list('sort=price_asc');
    expect(
      items.map(({ price, compareAtPrice, saving }) => ({ price, compareAtPrice, saving })),
    ).toEqual([
      { price: 1000, compareAtPrice: 5000, saving: 4000 },
      { price: 2000, compareAtPrice: null, saving: null },
      { price: 3000, compareAtPrice: 3500.5, saving: 500.5 },
    ]);

    const found = await t.app.inject(`/api/products?search=${encodeURIComponent('غالي')}`);
    expect(found.json().items).toContainEqual(
      expect.objectContaining({ nameEn: 'Dear', compareAtPrice: 3500.5, saving: 500.5 }),
    );

    expect(await storefront(ids['Cheap-was-dear'])).toMatchObject({
      price: 1000,
      compareAtPrice: 5000,
      saving: 4000,
    });

    const related = await t.app.inject(`/api/products/${ids.Middle}/related`);
    expect(related.json().items).toContainEqual(
      expect.objectContaining({ nameEn: 'Cheap-was-dear', compareAtPrice: 5000, saving: 4000 }),
    );

    expect(
      (await customer.request({ method: 'PUT', url: `/api/favorites/${ids.Dear}` })).statusCode,
    ).toBe(200);
    const favorites = (await customer.get('/api/favorites')).json().items;
    expect(favorites).toContainEqual(
      expect.objectContaining({ nameEn: 'Dear', compareAtPrice: 3500.5, saving: 500.5 }),
    );
  });

  it('retires cached answers when an admin changes only the compare-at price', async () => {
    const id = await create({ nameEn: 'Cached', price: 1000, compareAtPrice: 1200 });
    const url = `/api/products/${id}`;
    await t.app.inject(url);
    const cached = await t.app.inject(url);
    expect(cached.headers['x-cache']).toBe('hit');
    const listUrl = `/api/products?category=sale&search=Cached`;
    await t.app.inject(listUrl);
    expect((await t.app.inject(listUrl)).headers['x-cache']).toBe('hit');

    expect(
      (await put(admin, id, product({ nameEn: 'Cached', price: 1000, compareAtPrice: 1400 })))
        .statusCode,
    ).toBe(200);

    const fresh = await t.app.inject(url);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.json()).toMatchObject({ compareAtPrice: 1400, saving: 400 });
    const freshList = await t.app.inject(listUrl);
    expect(freshList.json().items[0]).toMatchObject({ compareAtPrice: 1400, saving: 400 });
  });
});
