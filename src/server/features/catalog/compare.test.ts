import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { categories, products } from './tables';

let t: TestApp;
const ids: Record<string, string> = {};

const volts = (v: string) => ({ keyEn: 'Voltage', keyAr: 'الجهد', valueEn: v, valueAr: v });

beforeAll(async () => {
  t = await createTestApp();
  const [batteries, hidden] = await t.database.db
    .insert(categories)
    .values([
      { slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات', sortOrder: 1 },
      { slug: 'hidden', nameEn: 'Hidden', nameAr: 'مخفي', sortOrder: 2, isActive: false },
    ])
    .returning();
  const rows = await t.database.db
    .insert(products)
    .values([
      {
        categoryId: batteries.id,
        nameEn: 'Pack A',
        nameAr: 'حزمة أ',
        pricePiastres: 1_500_000,
        compareAtPricePiastres: 2_000_000,
        stockQuantity: 2,
        ratingAverageX100: 450,
        ratingCount: 4,
        properties: [
          volts('12 V'),
          { keyEn: 'Warranty', keyAr: 'الضمان', valueEn: '12 months', valueAr: '12 شهر' },
        ],
      },
      {
        categoryId: batteries.id,
        nameEn: 'Pack B',
        nameAr: 'حزمة ب',
        pricePiastres: 900_000,
        properties: [volts('24 V')],
      },
      { categoryId: batteries.id, nameEn: 'Pack C', nameAr: 'حزمة ج', pricePiastres: 100_000 },
      { categoryId: batteries.id, nameEn: 'Pack D', nameAr: 'حزمة د', pricePiastres: 100_000 },
      {
        categoryId: batteries.id,
        nameEn: 'Retired',
        nameAr: 'متوقف',
        pricePiastres: 100_000,
        isActive: false,
      },
      { categoryId: hidden.id, nameEn: 'Secret', nameAr: 'سري', pricePiastres: 100_000 },
    ])
    .returning();
  for (const row of rows) ids[row.nameEn] = row.id;
});

afterAll(async () => {
  await t.app.close();
});

const compare = (query: string, lang = 'en') =>
  t.app.inject({ url: `/api/products/compare?${query}`, headers: { 'accept-language': lang } });

describe('GET /api/products/compare', () => {
  it('answers the products asked for, in that order, with prices, properties and stock', async () => {
    const res = await compare(`ids=${ids['Pack B']},${ids['Pack A']}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=30');
    const { items } = res.json();
    expect(items.map((p: { nameEn: string }) => p.nameEn)).toEqual(['Pack B', 'Pack A']);
    const a = items[1];
    expect(a).toMatchObject({
      price: 15_000,
      compareAtPrice: 20_000,
      saving: 5_000,
      stockQuantity: 2, // few left: told (the product page's stock hint)
      inStock: true,
      rating: { average: 4.5, count: 4 },
      category: { slug: 'batteries' },
    });
    expect(a.properties.map((p: { keyEn: string }) => p.keyEn)).toEqual(['Voltage', 'Warranty']);
    // Only what the table needs: no description, gallery, colours or variants.
    expect(a).not.toHaveProperty('descriptionEn');
    expect(a).not.toHaveProperty('images');
    expect(a).not.toHaveProperty('variants');
  });

  it('leaves out products the shop does not show, and unknown ids; repeats count once', async () => {
    const res = await compare(
      `ids=${ids.Retired},${ids['Pack C']},${ids.Secret},${randomUUID()},${ids['Pack C']}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { nameEn: string }) => p.nameEn)).toEqual(['Pack C']);
  });

  it('refuses a fifth product with a 400 naming ids, in the caller language', async () => {
    const five = ['Pack A', 'Pack B', 'Pack C', 'Pack D'].map((n) => ids[n]).concat(randomUUID());
    const en = await compare(`ids=${five.join(',')}`);
    expect(en.statusCode).toBe(400);
    const body = en.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual([{ field: 'ids', messages: ['Must be at most 4'] }]);
    const ar = await compare(`ids=${five.join(',')}`, 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().errors[0].messages[0]).toBe('يجب ألا يزيد عن 4');
  });

  it('refuses ids that are not UUIDs, an empty list and a missing list', async () => {
    const bad = await compare(`ids=${ids['Pack A']},1%3B drop table products`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'ids.1',
      messages: ['Invalid identifier'],
    });
    expect((await compare('ids=')).statusCode).toBe(400);
    expect((await compare('')).statusCode).toBe(400);
    expect((await compare(`ids=${ids['Pack A']}&extra=1`)).statusCode).toBe(400);
    // Nothing was changed: the products are all still there.
    const still = await compare(`ids=${ids['Pack A']},${ids['Pack B']}`);
    expect(still.json().items).toHaveLength(2);
  });

  it('is not taken for a product id by GET /api/products/:id', async () => {
    const res = await compare(`ids=${ids['Pack D']}`);
    expect(res.json().items[0].nameEn).toBe('Pack D');
  });
});
