import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductVariantsInput } from '../../../shared/schemas/catalog-variants';
import { signedInAs } from '../../test/accounts';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { orderItems } from '../orders/tables';
import { categories, products, productVariants, stockMovements } from './tables';

// Issue 22, decision 051: options and variants with their own SKU, price and stock, from the
// admin's editor to the product page, the cart, the order and the stock history.

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let buyer: ReturnType<typeof createBrowser>;
let categoryId: string;

const battery = (input: ProductVariantsInput): ProductVariantsInput => input;

const twoByTwo = (prefix = 'LFP'): ProductVariantsInput =>
  battery({
    options: [
      {
        nameEn: 'Voltage',
        nameAr: 'الجهد',
        values: [
          { valueEn: '12 V', valueAr: '١٢ فولت' },
          { valueEn: '24 V', valueAr: '٢٤ فولت' },
        ],
      },
      {
        nameEn: 'Capacity',
        nameAr: 'السعة',
        values: [
          { valueEn: '100 Ah', valueAr: '١٠٠ أمبير' },
          { valueEn: '200 Ah', valueAr: '٢٠٠ أمبير' },
        ],
      },
    ],
    variants: [
      { sku: `${prefix}-12-100`, values: ['12 V', '100 Ah'], price: 9000, stockQuantity: 4 },
      { sku: `${prefix}-12-200`, values: ['12 V', '200 Ah'], price: 16000, stockQuantity: 2 },
      {
        sku: `${prefix}-24-200`,
        values: ['24 V', '200 Ah'],
        price: 30000,
        compareAtPrice: 34000,
        stockQuantity: 3,
      },
      // Not made: 24 V / 100 Ah — a combination the shop does not sell.
    ],
  });

async function newProduct(nameEn = 'LiFePO4 Battery') {
  const response = await admin.post('/api/admin/products', {
    nameEn,
    nameAr: 'بطارية ليثيوم',
    price: 9000,
    categoryId,
    stockQuantity: 10,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const save = (productId: string, body: ProductVariantsInput) =>
  admin.request({ method: 'PUT', url: `/api/admin/products/${productId}/variants`, payload: body });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin@example.com', 'admin');
  buyer = await signedInAs(t, 'buyer@example.com', 'customer');
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' })
    .returning();
  categoryId = category.id;
});

afterAll(async () => {
  await t.app.close();
});

describe('the admin saves options and variants', () => {
  it('sells the product as its variants: lowest price, options and combinations on the page', async () => {
    const id = await newProduct();
    const saved = await save(id, twoByTwo());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().variants.map((v: { sku: string }) => v.sku)).toEqual([
      'LFP-12-100',
      'LFP-12-200',
      'LFP-24-200',
    ]);

    const page = (await t.app.inject(`/api/products/${id}`)).json();
    expect(page.hasVariants).toBe(true);
    expect(page.price).toBe(9000);
    expect(page.options.map((o: { nameAr: string }) => o.nameAr)).toEqual(['الجهد', 'السعة']);
    const [volt, cap] = page.options;
    const v24x200 = page.variants.find((v: { sku: string }) => v.sku === 'LFP-24-200');
    expect(v24x200).toMatchObject({
      price: 30000,
      compareAtPrice: 34000,
      saving: 4000,
      inStock: true,
      stockQuantity: 3,
      optionValueIds: [volt.values[1].id, cap.values[1].id],
    });
    expect(page.variants).toHaveLength(3);

    // The product row's summary follows the variants (trigger): no stock of its own.
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ hasVariants: true, pricePiastres: 900_000, stockQuantity: null });
    // Each variant's opening stock is in its history, by the admin.
    const history = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, id), isNotNull(stockMovements.variantId)));
    expect(history.map((h) => [h.reason, h.delta]).sort()).toEqual([
      ['manual', 2],
      ['manual', 3],
      ['manual', 4],
    ]);
  });

  it('keeps variant ids when values are renamed in Arabic, and frees the product with an empty set', async () => {
    const id = await newProduct('Keeps ids');
    const first = (await save(id, twoByTwo('KEEP'))).json();
    const input = twoByTwo('KEEP');
    input.options[0].values[0].valueAr = '١٢ ڤولت';
    input.variants = input.variants.map((v, i) => ({ ...v, id: first.variants[i].id }));
    const second = (await save(id, input)).json();
    expect(second.variants.map((v: { id: string }) => v.id)).toEqual(
      first.variants.map((v: { id: string }) => v.id),
    );

    // Down to one option: the kept variants move off the removed option's values first.
    const one = await save(id, {
      options: [input.options[0]],
      variants: [
        {
          id: first.variants[0].id,
          sku: 'KEEP-12',
          values: ['12 V'],
          price: 9500,
          stockQuantity: 1,
        },
      ],
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().variants).toMatchObject([{ id: first.variants[0].id, values: ['12 V'] }]);

    const none = await save(id, { options: [], variants: [] });
    expect(none.json()).toEqual({ options: [], variants: [] });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row.hasVariants).toBe(false);
  });

  it('refuses bad sets with a message per field, in the caller language, writing nothing', async () => {
    const id = await newProduct('Refusals');
    const other = await newProduct('Other');
    expect((await save(other, twoByTwo('TAKEN'))).statusCode).toBe(200);

    const cases: [ProductVariantsInput, string, string][] = [
      [
        { ...twoByTwo(), variants: [twoByTwo().variants[0], twoByTwo().variants[0]] },
        'variants.1.sku',
        'This SKU is used twice',
      ],
      [
        {
          ...twoByTwo(),
          variants: [
            { ...twoByTwo().variants[0], sku: 'A-1' },
            { ...twoByTwo().variants[0], sku: 'A-2' },
          ],
        },
        'variants.1.values',
        'This combination is already a variant',
      ],
      [
        {
          ...twoByTwo(),
          variants: [{ sku: 'NO-PRICE', values: ['12 V', '100 Ah'], stockQuantity: 1 }],
        } as unknown as ProductVariantsInput,
        'variants.0.price',
        'This field is required',
      ],
      [
        { ...twoByTwo(), variants: [{ ...twoByTwo().variants[0], values: ['48 V', '100 Ah'] }] },
        'variants.0.values.0',
        "This value is not one of the option's values",
      ],
      // Taken by another product's variant (case-insensitive).
      [
        { ...twoByTwo(), variants: [{ ...twoByTwo().variants[0], sku: 'taken-12-100' }] },
        'variants.0.sku',
        'This SKU is already used by another product',
      ],
      [{ ...twoByTwo(), variants: [] }, 'variants', 'Add at least one variant for the options'],
    ];
    for (const [body, field, message] of cases) {
      const response = await save(id, body);
      expect(response.statusCode, field).toBe(400);
      const errors = response.json().errors as { field: string; messages: string[] }[];
      expect(errors.find((e) => e.field === field)?.messages, field).toContain(message);
    }
    const arabic = await admin.request({
      method: 'PUT',
      url: `/api/admin/products/${id}/variants`,
      payload: { ...twoByTwo(), variants: [twoByTwo().variants[0], twoByTwo().variants[0]] },
      headers: { 'accept-language': 'ar' },
    });
    expect(JSON.stringify(arabic.json())).toContain('رمز المنتج (SKU) مستخدم مرتين');

    const written = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    expect(written).toHaveLength(0);
  });
});

describe('buying a variant', () => {
  it('asks for a variant, prices and names the line by it, and takes its own stock', async () => {
    const id = await newProduct('Buy me');
    const { variants } = (await save(id, twoByTwo('BUY'))).json();
    const v12x200 = variants[1].id as string;

    const missing = await buyer.post('/api/cart/items', { productId: id, quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose an option for each choice of this product');
    const foreign = await buyer.post('/api/cart/items', {
      productId: id,
      variantId: randomUUID(),
      quantity: 1,
    });
    expect(foreign.statusCode).toBe(404);
    const tooMany = await buyer.post('/api/cart/items', {
      productId: id,
      variantId: v12x200,
      quantity: 3,
    });
    expect(tooMany.statusCode).toBe(409);

    const added = await buyer.post('/api/cart/items', {
      productId: id,
      variantId: v12x200,
      quantity: 2,
    });
    expect(added.statusCode).toBe(200);
    const line = added.json().items.find((i: { productId: string }) => i.productId === id);
    expect(line).toMatchObject({
      unitPrice: 16000,
      variant: {
        id: v12x200,
        nameEn: '12 V — 200 Ah',
        nameAr: '١٢ فولت — ٢٠٠ أمبير',
        sku: 'BUY-12-200',
      },
    });

    const placed = await buyer.request({
      method: 'POST',
      url: '/api/orders',
      payload: { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order?.id ?? placed.json().id;
    const [item] = await t.database.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.productId, id), eq(orderItems.variantId, v12x200)));
    expect(item).toMatchObject({
      nameEn: 'Buy me — 12 V — 200 Ah',
      nameAr: 'بطارية ليثيوم — ١٢ فولت — ٢٠٠ أمبير',
      variantNameEn: '12 V — 200 Ah',
      variantNameAr: '١٢ فولت — ٢٠٠ أمبير',
      sku: 'BUY-12-200',
      unitPricePiastres: 1_600_000,
      quantity: 2,
    });
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, v12x200));
    expect(variant.stockQuantity).toBe(0);
    // The last 12 V / 200 Ah sold, others left: the product is still in stock.
    const page = (await t.app.inject(`/api/products/${id}`)).json();
    expect(page.inStock).toBe(true);
    expect(page.variants.find((v: { id: string }) => v.id === v12x200).inStock).toBe(false);
    const [taken] = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, v12x200), eq(stockMovements.reason, 'order')));
    expect(taken).toMatchObject({ delta: -2, stockAfter: 0 });
    expect(taken.orderId).toBe(orderId);
  });
});

describe('no overselling a variant', () => {
  it('lets exactly as many concurrent orders through as the variant has, the others keep theirs', async () => {
    const id = await newProduct('Race');
    const input = twoByTwo('RACE');
    input.variants[0].stockQuantity = 5;
    const { variants } = (await save(id, input)).json();
    const [scarce, other] = [variants[0].id as string, variants[1].id as string];
    const buyers = [];
    for (let i = 0; i < 20; i++) {
      const browser = await signedInAs(t, `variant-rush${i}@example.com`, 'customer');
      const added = await browser.post('/api/cart/items', {
        productId: id,
        variantId: scarce,
        quantity: 1,
      });
      expect(added.statusCode).toBe(200);
      buyers.push(browser);
    }
    const results = await Promise.all(
      buyers.map((browser) =>
        browser.request({
          method: 'POST',
          url: '/api/orders',
          payload: { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
    const stock = await t.database.db
      .select({ id: productVariants.id, n: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    expect(stock.find((v) => v.id === scarce)?.n).toBe(0);
    expect(stock.find((v) => v.id === other)?.n).toBe(2);
    const sold = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.variantId, scarce));
    expect(sold.reduce((n, i) => n + i.quantity, 0)).toBe(5);
  }, 120_000);
});
