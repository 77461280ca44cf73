import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { categories, productColors, productImages, products } from './tables';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const [batteries, chargers, hidden] = await t.database.db
    .insert(categories)
    .values([
      { slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات', sortOrder: 1 },
      { slug: 'chargers', nameEn: 'Chargers', nameAr: 'شواحن', sortOrder: 2 },
      { slug: 'hidden', nameEn: 'Hidden', nameAr: 'مخفي', sortOrder: 3, isActive: false },
    ])
    .returning();
  const rows = await t.database.db
    .insert(products)
    .values([
      {
        categoryId: batteries.id,
        nameEn: 'Lithium Battery 12V 100Ah',
        nameAr: 'بطارية ليثيوم 12 فولت',
        pricePiastres: 1_500_000,
        ratingAverageX100: 450,
        ratingCount: 4,
      },
      {
        categoryId: batteries.id,
        nameEn: 'Deep Cycle Pack 48V',
        nameAr: 'حزمة دورة عميقة 48 فولت',
        descriptionAr: 'بطّارية للطاقة الشمسية',
        pricePiastres: 5_000_000,
        isFeatured: true,
        ratingAverageX100: 380,
        ratingCount: 2,
      },
      {
        categoryId: chargers.id,
        nameEn: 'Smart Charger',
        nameAr: 'شاحن ذكي',
        pricePiastres: 250_050,
        stockQuantity: 0,
      },
      {
        categoryId: chargers.id,
        nameEn: 'Retired Charger',
        nameAr: 'شاحن قديم',
        pricePiastres: 100_000,
        isActive: false,
      },
      {
        categoryId: hidden.id,
        nameEn: 'Secret Battery',
        nameAr: 'بطارية سرية',
        pricePiastres: 100_000,
      },
    ])
    .returning();
  for (const row of rows) ids[row.nameEn] = row.id;
  await t.database.db.insert(productImages).values([
    { productId: ids['Smart Charger'], url: '/uploads/b.webp', position: 1 },
    { productId: ids['Smart Charger'], url: '/uploads/a.webp', position: 0 },
  ]);
  await t.database.db.insert(productColors).values([
    {
      productId: ids['Smart Charger'],
      name: 'Black',
      nameAr: 'أسود',
      colorCode: '#000000',
      position: 0,
    },
    {
      productId: ids['Smart Charger'],
      name: 'Red',
      nameAr: 'أحمر',
      colorCode: '#ff0000',
      isActive: false,
    },
  ]);
});

afterAll(async () => {
  await t.app.close();
});

const list = async (query: string, lang = 'en') => {
  const res = await t.app.inject({
    url: `/api/products?${query}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { nameEn: string; price: number; inStock: boolean }[];
    total: number;
    totalPages: number;
    page: number;
  };
};
const names = (body: { items: { nameEn: string }[] }) => body.items.map((p) => p.nameEn);

describe('GET /api/categories', () => {
  it('lists active categories in order with their visible product counts', async () => {
    const res = await t.app.inject('/api/categories');
    const body = res.json();
    expect(body.items.map((c: { slug: string }) => c.slug)).toEqual(['batteries', 'chargers']);
    expect(body.items[1].productCount).toBe(1);
  });

  it('answers an unknown slug with Category not found', async () => {
    const res = await t.app.inject({
      url: '/api/categories/nope',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Category not found');
  });
});

describe('GET /api/products', () => {
  it('never shows inactive products or products of inactive categories', async () => {
    const body = await list('pageSize=50');
    expect(body.total).toBe(3);
    expect(names(body)).not.toContain('Retired Charger');
    expect(names(body)).not.toContain('Secret Battery');
  });

  it('paginates with totals', async () => {
    const body = await list('pageSize=2&page=2&sort=price_asc');
    expect(body).toMatchObject({ page: 2, total: 3, totalPages: 2 });
    expect(names(body)).toEqual(['Deep Cycle Pack 48V']);
  });

  it('sorts by price both ways, by rating and by name in the caller language', async () => {
    expect(names(await list('sort=price_asc'))).toEqual([
      'Smart Charger',
      'Lithium Battery 12V 100Ah',
      'Deep Cycle Pack 48V',
    ]);
    expect(names(await list('sort=price_desc'))[0]).toBe('Deep Cycle Pack 48V');
    expect(names(await list('sort=rating'))[0]).toBe('Lithium Battery 12V 100Ah');
    expect(names(await list('sort=name', 'en'))).toEqual([
      'Deep Cycle Pack 48V',
      'Lithium Battery 12V 100Ah',
      'Smart Charger',
    ]);
    expect(names(await list('sort=name', 'ar'))[0]).toBe('Lithium Battery 12V 100Ah'); // بطارية before حزمة
  });

  it('filters by category slug and featured flag', async () => {
    expect(names(await list('category=chargers'))).toEqual(['Smart Charger']);
    expect(names(await list('featured=true'))).toEqual(['Deep Cycle Pack 48V']);
  });

  it('sends prices in EGP and treats tracked stock of zero as out of stock', async () => {
    const charger = (await list('category=chargers')).items[0];
    expect(charger.price).toBe(2500.5);
    expect(charger.inStock).toBe(false);
  });

  it('finds Arabic text whatever the letter forms and diacritics, and English with typos', async () => {
    expect(names(await list(`search=${encodeURIComponent('بطاريه')}`))).toEqual(
      expect.arrayContaining(['Lithium Battery 12V 100Ah', 'Deep Cycle Pack 48V']),
    );
    expect(names(await list(`search=${encodeURIComponent('شاحن')}`))).toEqual(['Smart Charger']);
    expect(names(await list('search=lithum'))[0]).toBe('Lithium Battery 12V 100Ah');
    expect(names(await list('search=%20%20%20')).length).toBe(3);
  });

  it('finds the singular from the plural and partial words', async () => {
    expect(names(await list(`search=${encodeURIComponent('بطاريات')}`))).toContain(
      'Lithium Battery 12V 100Ah',
    );
    expect(names(await list('search=charg'))).toEqual(['Smart Charger']);
  });

  it('answers a page beyond the last with no items and the right totals', async () => {
    const body = await list('page=9&pageSize=2');
    expect(body).toMatchObject({ items: [], page: 9, total: 3, totalPages: 2 });
  });

  it('cuts an over-long search instead of failing', async () => {
    const body = await list(`search=${'a'.repeat(600)}`);
    expect(body.total).toBe(0);
  });

  it('refuses bad paging and sort values with field errors', async () => {
    const res = await t.app.inject({
      url: '/api/products?pageSize=1000&sort=cheapest',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['pageSize', 'sort']);
  });
});

describe('HTTP caching', () => {
  it('tags public catalog answers and answers a repeat view with 304', async () => {
    const first = await t.app.inject({
      url: '/api/products?sort=price_asc',
      headers: { 'accept-language': 'en' },
    });
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      url: '/api/products?sort=price_asc',
      headers: { 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      url: '/api/products?sort=price_desc',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('never caches private answers', async () => {
    const res = await t.app.inject('/api/cart');
    expect(res.headers.etag).toBeUndefined();
    expect(String(res.headers['cache-control'] ?? '')).not.toContain('public');
  });
});

describe('GET /api/products/:id', () => {
  it('returns images in order and only active colors', async () => {
    const res = await t.app.inject(`/api/products/${ids['Smart Charger']}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.images.map((i: { url: string }) => i.url)).toEqual([
      '/uploads/a.webp',
      '/uploads/b.webp',
    ]);
    expect(body.imageUrl).toBe('/uploads/a.webp');
    expect(body.colors).toHaveLength(1);
    expect(body.colors[0]).toMatchObject({ name: 'Black', nameAr: 'أسود' });
    expect(body.hasColors).toBe(true);
  });

  it('answers 404 for inactive products and 400 for ids that are not UUIDs', async () => {
    const inactive = await t.app.inject({
      url: `/api/products/${ids['Retired Charger']}`,
      headers: { 'accept-language': 'en' },
    });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe('Product not found');
    const bad = await t.app.inject("/api/products/1'%20or%201=1");
    expect(bad.statusCode).toBe(400);
  });
});
