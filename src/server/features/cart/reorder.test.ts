import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { productOptions, productOptionValues, products, productVariants } from '../catalog/tables';
import { orderItems, orders } from '../orders/tables';
import { createCustomer, logIn, seedCatalog, visitor } from './test-fixtures';

let t: TestApp;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
let userId: string;
let browser: Awaited<ReturnType<typeof visitor>>;
let variants: { active: string; retired: string; product: string };

type Line = {
  productId: string | null;
  nameEn: string;
  quantity: number;
  colorId?: string | null;
  variantId?: string | null;
};

async function placeOrder(owner: string, lines: Line[]): Promise<string> {
  const db = t.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      userId: owner,
      subtotalPiastres: 100,
      shippingPiastres: 0,
      totalPiastres: 100,
      paymentMethod: 'cod',
      deliveryStatus: 'delivered',
      shippingInfo: {
        firstName: 'a',
        lastName: 'b',
        fullName: 'a b',
        email: 'x@example.com',
        phone: '01000000000',
        address: 'x',
        city: 'c',
        state: 'C',
        postalCode: null,
        country: 'EG',
      },
    })
    .returning();
  await db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      colorId: line.colorId ?? null,
      variantId: line.variantId ?? null,
      nameEn: line.nameEn,
      nameAr: `${line.nameEn} بالعربي`,
      unitPricePiastres: 100,
      quantity: line.quantity,
      totalPiastres: 100 * line.quantity,
    })),
  );
  return order.id;
}

const reorder = (orderId: string, b = browser) => b.post('/api/cart/reorder', { orderId });
const cartLines = async () =>
  (await browser.get('/api/cart'))
    .json()
    .items.map((item: { nameEn: string; quantity: number }) => [item.nameEn, item.quantity]);

beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedCatalog(t);
  userId = await createCustomer(t, 'again@example.com');
  await createCustomer(t, 'stranger@example.com');
  browser = await visitor(t);
  await logIn(browser, 'again@example.com');
  const [product] = await t.database.db
    .insert(products)
    .values({
      categoryId: catalog.categoryId,
      nameEn: 'Inverter',
      nameAr: 'انفرتر',
      pricePiastres: 50_000,
      hasVariants: true,
    })
    .returning();
  const [power] = await t.database.db
    .insert(productOptions)
    .values({ productId: product.id, position: 1, nameEn: 'Power', nameAr: 'القدرة' })
    .returning();
  const [kw3, kw5] = await t.database.db
    .insert(productOptionValues)
    .values([
      { optionId: power.id, valueEn: '3 kW', valueAr: '3 ك.و' },
      { optionId: power.id, valueEn: '5 kW', valueAr: '5 ك.و', position: 1 },
    ])
    .returning();
  const [active, retired] = await t.database.db
    .insert(productVariants)
    .values([
      {
        productId: product.id,
        sku: 'INV-3K',
        option1ValueId: kw3.id,
        pricePiastres: 50_000,
        stockQuantity: 5,
      },
      {
        productId: product.id,
        sku: 'INV-5K',
        option1ValueId: kw5.id,
        pricePiastres: 70_000,
        isActive: false,
      },
    ])
    .returning();
  variants = { active: active.id, retired: retired.id, product: product.id };
});

afterAll(async () => {
  await t.app.close();
});

describe('re-order', () => {
  it('answers 401 to guests and 404 for an order that is not the customer’s', async () => {
    const guest = await visitor(t);
    const mine = await placeOrder(userId, [
      { productId: catalog.ids.battery, nameEn: 'Battery', quantity: 1 },
    ]);
    expect((await reorder(mine, guest)).statusCode).toBe(401);

    const stranger = await visitor(t);
    await logIn(stranger, 'stranger@example.com');
    for (const res of [await reorder(mine, stranger), await reorder(randomUUID())]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect((await stranger.get('/api/cart')).json().items).toEqual([]);
    expect((await reorder('nope')).statusCode).toBe(400);
    expect(await cartLines()).toEqual([]);
  });

  it('adds what can be bought, caps quantities and names what cannot', async () => {
    const orderId = await placeOrder(userId, [
      { productId: catalog.ids.battery, nameEn: 'Battery', quantity: 2 },
      {
        productId: catalog.ids.scooter,
        nameEn: 'Scooter',
        quantity: 1,
        colorId: catalog.colors.red,
      },
      { productId: catalog.ids.limited, nameEn: 'Limited', quantity: 5 },
      { productId: catalog.ids.retired, nameEn: 'Retired', quantity: 1 },
      { productId: catalog.ids.soldOut, nameEn: 'Sold out', quantity: 1 },
      { productId: catalog.ids.flagOff, nameEn: 'Flag off', quantity: 1 },
      { productId: null, nameEn: 'Deleted long ago', quantity: 1 },
      // A colour no longer sold, a variant no longer sold, one still sold.
      {
        productId: catalog.ids.scooter,
        nameEn: 'Scooter',
        quantity: 1,
        colorId: catalog.colors.green,
      },
      { productId: variants.product, nameEn: 'Inverter', quantity: 1, variantId: variants.retired },
      { productId: variants.product, nameEn: 'Inverter', quantity: 9, variantId: variants.active },
    ]);
    const res = await reorder(orderId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added.map((l: { nameEn: string }) => l.nameEn)).toEqual(['Battery', 'Scooter']);
    expect(
      body.reduced.map((l: { nameEn: string; requested: number; added: number }) => [
        l.nameEn,
        l.requested,
        l.added,
      ]),
    ).toEqual([
      ['Limited', 5, 3],
      ['Inverter', 9, 5],
    ]);
    expect(
      body.unavailable.map((l: { nameEn: string; nameAr: string; reason: string }) => [
        l.nameEn,
        l.reason,
      ]),
    ).toEqual([
      ['Retired', 'unavailable'],
      ['Sold out', 'outOfStock'],
      ['Flag off', 'outOfStock'],
      ['Deleted long ago', 'unavailable'],
      ['Scooter', 'unavailable'],
      ['Inverter', 'unavailable'],
    ]);
    expect(body.unavailable[0].nameAr).toBe('Retired بالعربي');
    expect(body.count).toBe(2 + 1 + 3 + 5);
    expect(await cartLines()).toEqual(
      expect.arrayContaining([
        ['Battery', 2],
        ['Scooter', 1],
        ['Limited', 3],
        ['Inverter', 5],
      ]),
    );

    // Again: the limited lines are full now, the others add up (the cart's own rules).
    const again = (await reorder(orderId)).json();
    expect(
      again.unavailable.filter((l: { reason: string }) => l.reason === 'cartFull'),
    ).toHaveLength(2);
    expect(await cartLines()).toEqual(
      expect.arrayContaining([
        ['Battery', 4],
        ['Limited', 3],
        ['Inverter', 5],
      ]),
    );
  });
});
