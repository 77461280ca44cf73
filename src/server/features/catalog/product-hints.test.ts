import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { categories } from './tables';

// Issue 24, decision 060: "Only 3 left" without telling exact stock above the threshold, and the
// trust lines of the product answer.

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let categoryId: string;

const settings = (stockHintThreshold: number) =>
  admin.request({
    method: 'PUT',
    url: '/api/admin/settings/product-page',
    payload: {
      stockHintThreshold,
      warrantyText: { en: 'Serviced in Egypt', ar: 'صيانة داخل مصر' },
      codText: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
    },
  });

async function newProduct(stockQuantity: number | null, extra: object = {}) {
  const response = await admin.post('/api/admin/products', {
    nameEn: 'Lithium battery',
    nameAr: 'بطارية ليثيوم',
    price: 5000,
    categoryId,
    stockQuantity,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const page = async (id: string) => (await t.app.inject(`/api/products/${id}`)).json();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin@example.com', 'admin');
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'hints', nameEn: 'Hints', nameAr: 'تلميحات' })
    .returning();
  categoryId = category.id;
});

afterAll(async () => {
  await t.app.close();
});

describe('the low-stock hint of a product sold as itself', () => {
  it('tells the pieces left at or under the threshold (default 5), nothing above it', async () => {
    const three = await newProduct(3);
    const five = await newProduct(5);
    const six = await newProduct(6);
    expect(await page(three)).toMatchObject({ lowStockLeft: 3, stockQuantity: 3 });
    expect(await page(five)).toMatchObject({ lowStockLeft: 5, stockQuantity: 5 });
    // Above the threshold the exact figure stays private.
    expect(await page(six)).toMatchObject({ lowStockLeft: null, stockQuantity: null });
  });

  it('says nothing of untracked stock, and only "sold out" of none', async () => {
    expect(await page(await newProduct(null))).toMatchObject({
      lowStockLeft: null,
      stockQuantity: null,
      inStock: true,
    });
    expect(await page(await newProduct(0))).toMatchObject({
      lowStockLeft: null,
      stockQuantity: 0,
      inStock: false,
    });
  });

  it('follows the admin threshold; 0 shows no hint at all', async () => {
    const two = await newProduct(2);
    const eight = await newProduct(8);
    expect((await settings(10)).statusCode).toBe(200);
    expect((await page(eight)).lowStockLeft).toBe(8);
    expect((await settings(0)).statusCode).toBe(200);
    expect(await page(two)).toMatchObject({ lowStockLeft: null, stockQuantity: null });
    expect((await page(eight)).lowStockLeft).toBeNull();
    expect((await settings(5)).statusCode).toBe(200);
    expect((await page(two)).lowStockLeft).toBe(2);
  });
});

describe('the low-stock hint of a product sold as variants', () => {
  it('is told per variant, the product itself telling nothing', async () => {
    const id = await newProduct(10);
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${id}/variants`,
      payload: {
        options: [
          {
            nameEn: 'Capacity',
            nameAr: 'السعة',
            values: [
              { valueEn: '50 Ah', valueAr: '٥٠ أمبير' },
              { valueEn: '100 Ah', valueAr: '١٠٠ أمبير' },
              { valueEn: '200 Ah', valueAr: '٢٠٠ أمبير' },
              { valueEn: '300 Ah', valueAr: '٣٠٠ أمبير' },
            ],
          },
        ],
        variants: [
          { sku: 'HINT-50', values: ['50 Ah'], price: 4000, stockQuantity: 2 },
          { sku: 'HINT-100', values: ['100 Ah'], price: 5000, stockQuantity: 40 },
          { sku: 'HINT-200', values: ['200 Ah'], price: 9000, stockQuantity: null },
          { sku: 'HINT-300', values: ['300 Ah'], price: 12000, stockQuantity: 0 },
        ],
      } as never,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = await page(id);
    expect(answer).toMatchObject({ hasVariants: true, lowStockLeft: null, stockQuantity: null });
    const told = Object.fromEntries(
      answer.variants.map(
        (v: { sku: string; lowStockLeft: number | null; stockQuantity: number | null }) => [
          v.sku,
          [v.lowStockLeft, v.stockQuantity],
        ],
      ),
    );
    expect(told).toEqual({
      'HINT-50': [2, 2],
      'HINT-100': [null, null],
      'HINT-200': [null, null],
      'HINT-300': [null, 0],
    });
    expect((await settings(0)).statusCode).toBe(200);
    const off = await page(id);
    expect(off.variants.map((v: { lowStockLeft: number | null }) => v.lowStockLeft)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    await settings(5);
  });
});

describe('the trust lines', () => {
  it('names the warranty period of a product with a Warranty property, with the shop note', async () => {
    const id = await newProduct(null, {
      properties: [{ keyEn: 'Warranty', keyAr: 'الضمان', valueEn: '2 years', valueAr: 'سنتان' }],
    });
    expect((await page(id)).trust).toEqual({
      warranty: {
        period: { en: '2 years', ar: 'سنتان' },
        note: { en: 'Serviced in Egypt', ar: 'صيانة داخل مصر' },
      },
      cashOnDelivery: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
    });
  });

  it('has no warranty line without the property', async () => {
    const id = await newProduct(null, {
      properties: [{ keyEn: 'Capacity', keyAr: 'السعة', valueEn: '100 Ah', valueAr: '١٠٠ أمبير' }],
    });
    const { trust } = await page(id);
    expect(trust.warranty).toBeNull();
    expect(trust.cashOnDelivery.en).toBe('Cash on delivery');
  });
});
