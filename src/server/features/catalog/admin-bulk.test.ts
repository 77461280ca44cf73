import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import type { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { adjustPrice } from '../pricing';
import {
  categories,
  productOptions,
  productOptionValues,
  products,
  productVariants,
  stockMovements,
} from './tables';

/** Issue 22: bulk edit of the admin products list — price, stock, active, category. */
let t: TestApp;
let admin: ReturnType<typeof createBrowser>;
let customer: ReturnType<typeof createBrowser>;
let adminAr: ReturnType<typeof createBrowser>;
let chargers: string;
let batteries: string;

const bulk = (body: unknown, browser = admin) => browser.post('/api/admin/products/bulk', body);

async function product(values: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(products)
    .values({
      categoryId: chargers,
      nameEn: 'Charger',
      nameAr: 'شاحن',
      pricePiastres: 100_00,
      stockQuantity: 10,
      ...values,
    })
    .returning();
  return row.id;
}

/** A battery sold as 12 V / 24 V / 48 V (the 48 V one inactive). */
async function batteryWithVariants() {
  const db = t.database.db;
  const id = await product({ categoryId: batteries, nameEn: 'Lithium battery' });
  const [option] = await db
    .insert(productOptions)
    .values({ productId: id, position: 1, nameEn: 'Voltage', nameAr: 'الجهد' })
    .returning();
  const values = await db
    .insert(productOptionValues)
    .values(
      ['12 V', '24 V', '48 V'].map((v, position) => ({
        optionId: option.id,
        valueEn: v,
        valueAr: v,
        position,
      })),
    )
    .returning();
  const sku = `BAT-${id.slice(0, 8)}`;
  await db.insert(productVariants).values([
    {
      productId: id,
      sku: `${sku}-12`,
      option1ValueId: values[0].id,
      pricePiastres: 1000_00,
      stockQuantity: 4,
      position: 0,
    },
    {
      productId: id,
      sku: `${sku}-24`,
      option1ValueId: values[1].id,
      pricePiastres: 1500_00,
      compareAtPricePiastres: 1600_00,
      stockQuantity: 2,
      position: 1,
    },
    {
      productId: id,
      sku: `${sku}-48`,
      option1ValueId: values[2].id,
      pricePiastres: 2000_00,
      stockQuantity: 1,
      isActive: false,
      position: 2,
    },
  ]);
  return id;
}

const row = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const variantsOf = (id: string) =>
  t.database.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(productVariants.position);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin@example.com', 'admin');
  customer = await signedInAs(t, 'customer@example.com', 'customer');
  adminAr = await signedInAs(t, 'admin-ar@example.com', 'admin', 'ar');
  const [c1, c2] = await t.database.db
    .insert(categories)
    .values([
      { slug: 'chargers', nameEn: 'Chargers', nameAr: 'شواحن' },
      { slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' },
    ])
    .returning();
  chargers = c1.id;
  batteries = c2.id;
});

afterAll(async () => {
  await t.app.close();
});

describe('adjustPrice', () => {
  const pct = (direction: 'increase' | 'decrease', value: number) =>
    ({ kind: 'price', mode: 'percent', direction, value }) as const;
  const amount = (direction: 'increase' | 'decrease', value: number) =>
    ({ kind: 'price', mode: 'amount', direction, value }) as const;

  it('rounds to whole piastres, halves up, and never goes below zero', () => {
    expect(adjustPrice(2499_50, pct('increase', 10))).toBe(2749_45);
    expect(adjustPrice(5, pct('increase', 10))).toBe(6); // 5.5 piastres
    expect(adjustPrice(1999, pct('decrease', 12.5))).toBe(1749); // 1749.125
    expect(adjustPrice(100_00, pct('decrease', 100))).toBe(0);
    expect(adjustPrice(100_00, pct('decrease', 250))).toBe(0);
    expect(adjustPrice(100_00, amount('increase', 0.05))).toBe(100_05);
    expect(adjustPrice(100_00, amount('decrease', 150))).toBe(0);
  });
});

describe('POST /api/admin/products/bulk', () => {
  let ids: string[];
  beforeEach(async () => {
    ids = [await product(), await product({ pricePiastres: 2499_50 })];
  });

  it('is for admins with the catalog permission only', async () => {
    const body = { ids, action: { kind: 'active', isActive: false } };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/products/bulk', payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await bulk(body, customer)).statusCode).toBe(403);
    expect((await row(ids[0])).isActive).toBe(true);
  });

  it('validates with the shared schema, in the caller’s language', async () => {
    const empty = await bulk({ ids: [], action: { kind: 'active', isActive: true } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'ids', messages: ['Select at least one product'] },
    ]);
    const arabic = await bulk(
      { ids, action: { kind: 'price', mode: 'percent', direction: 'increase', value: 5000 } },
      adminAr,
    );
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors).toEqual([
      { field: 'action.value', messages: ['أدخل نسبة مئوية أكبر من 0 ولا تزيد عن 1000'] },
    ]);
    const twice = await bulk({ ids: [ids[0], ids[0]], action: { kind: 'active', isActive: true } });
    expect(twice.statusCode).toBe(400);
    const unknownKind = await bulk({ ids, action: { kind: 'delete' } });
    expect(unknownKind.statusCode).toBe(400);
  });

  it('raises prices by a percentage, audits each product and retires the cached catalog', async () => {
    const other = await product({ pricePiastres: 300_00 });
    const version = await t.app.ctx.catalogVersion.current();
    const res = await bulk({
      ids,
      action: { kind: 'price', mode: 'percent', direction: 'increase', value: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Products updated.', updated: 2 });
    expect((await row(ids[0])).pricePiastres).toBe(110_00);
    expect((await row(ids[1])).pricePiastres).toBe(2749_45);
    expect((await row(other)).pricePiastres).toBe(300_00);
    expect(await t.app.ctx.catalogVersion.current()).not.toBe(version);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.bulk_updated'), inArray(auditLog.entityId, ids)));
    expect(entries).toHaveLength(2);
    const second = entries.find((e) => e.entityId === ids[1])!;
    expect(second).toMatchObject({
      actorEmail: 'admin@example.com',
      before: { price: 2499.5 },
      after: { price: 2749.45 },
    });
    // The storefront answers the new price at once.
    expect((await t.app.inject(`/api/products/${ids[1]}`)).json().price).toBe(2749.45);
  });

  it('lowers by an amount down to zero and clears sale prices no longer above the price', async () => {
    const onSale = await product({ pricePiastres: 100_00, compareAtPricePiastres: 120_00 });
    const deepSale = await product({ pricePiastres: 100_00, compareAtPricePiastres: 300_00 });
    const up = await bulk({
      ids: [onSale, deepSale],
      action: { kind: 'price', mode: 'amount', direction: 'increase', value: 25 },
    });
    expect(up.statusCode).toBe(200);
    expect(await row(onSale)).toMatchObject({
      pricePiastres: 125_00,
      compareAtPricePiastres: null,
    });
    expect(await row(deepSale)).toMatchObject({
      pricePiastres: 125_00,
      compareAtPricePiastres: 300_00,
    });
    const down = await bulk({
      ids: [ids[0], deepSale],
      action: { kind: 'price', mode: 'amount', direction: 'decrease', value: 110.5 },
    });
    expect(down.statusCode).toBe(200);
    expect((await row(ids[0])).pricePiastres).toBe(0);
    expect(await row(deepSale)).toMatchObject({
      pricePiastres: 14_50,
      compareAtPricePiastres: 300_00,
    });
  });

  it('changes each variant’s price of a product sold as variants; the summary follows', async () => {
    const battery = await batteryWithVariants();
    const res = await bulk({
      ids: [battery, ids[0]],
      action: { kind: 'price', mode: 'percent', direction: 'increase', value: 10 },
    });
    expect(res.statusCode).toBe(200);
    const variants = await variantsOf(battery);
    expect(variants.map((v) => [v.pricePiastres, v.compareAtPricePiastres])).toEqual([
      [1100_00, null],
      // 1650 is above the old "was" price of 1600: the sale ends.
      [1650_00, null],
      [2200_00, null],
    ]);
    expect(await row(battery)).toMatchObject({ hasVariants: true, pricePiastres: 1100_00 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.bulk_updated'), eq(auditLog.entityId, battery)));
    expect(entry.after).toMatchObject({
      price: 1100,
      variants: [{ price: 1100 }, { price: 1650, compareAtPrice: null }, { price: 2200 }],
    });
  });

  it('sets stock through the stock history: the product’s own, or each active variant’s', async () => {
    const battery = await batteryWithVariants();
    const soldOut = await product({ inStock: false, stockQuantity: 0 });
    const res = await bulk({
      ids: [battery, ids[0], soldOut],
      action: { kind: 'stock', quantity: 7 },
    });
    expect(res.statusCode).toBe(200);
    expect((await row(ids[0])).stockQuantity).toBe(7);
    // A product marked out of stock is available again with pieces on the shelf.
    expect(await row(soldOut)).toMatchObject({ stockQuantity: 7, inStock: true });
    expect((await variantsOf(battery)).map((v) => v.stockQuantity)).toEqual([7, 7, 1]);
    const moves = await t.database.db
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.productId, [battery, ids[0]]));
    expect(moves).toHaveLength(3);
    expect(moves.every((m) => m.reason === 'bulk' && m.stockAfter === 7)).toBe(true);
    expect(moves.find((m) => m.productId === ids[0])?.delta).toBe(-3);
    expect(
      moves
        .filter((m) => m.variantId !== null)
        .map((m) => m.delta)
        .sort(),
    ).toEqual([3, 5]);
  });

  it('deactivates and activates, and moves products to another category', async () => {
    const off = await bulk({ ids, action: { kind: 'active', isActive: false } });
    expect(off.statusCode).toBe(200);
    expect((await t.app.inject(`/api/products/${ids[0]}`)).statusCode).toBe(404);
    await bulk({ ids, action: { kind: 'active', isActive: true } });
    expect((await t.app.inject(`/api/products/${ids[0]}`)).statusCode).toBe(200);

    const moved = await bulk({ ids, action: { kind: 'category', categoryId: batteries } });
    expect(moved.statusCode).toBe(200);
    expect((await row(ids[0])).categoryId).toBe(batteries);
    expect((await row(ids[1])).categoryId).toBe(batteries);
    const unknown = await bulk({
      ids,
      action: { kind: 'category', categoryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'action.categoryId', messages: ['Please select a category.'] },
    ]);
  });

  it('changes nothing when one product is gone or one price would overflow', async () => {
    const gone = await product({ deletedAt: new Date() });
    const stale = await bulk({ ids: [...ids, gone], action: { kind: 'active', isActive: false } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors[0]).toEqual({
      field: 'ids',
      messages: ['Some of the chosen products no longer exist'],
    });
    expect((await row(ids[0])).isActive).toBe(true);

    // The first product is changed before the second one overflows: the whole edit rolls back.
    // The last id in the edit's (id) order, so ids[0] is already changed when it overflows.
    const huge = await product({
      id: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
      pricePiastres: 2_000_000_000,
    });
    const before = await t.database.db.select().from(auditLog);
    const overflow = await bulk({
      ids: [ids[0], huge],
      action: { kind: 'price', mode: 'percent', direction: 'increase', value: 50 },
    });
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json().errors[0].field).toBe('action.value');
    expect((await row(ids[0])).pricePiastres).toBe(100_00);
    expect((await row(huge)).pricePiastres).toBe(2_000_000_000);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before.length);
  });
});
