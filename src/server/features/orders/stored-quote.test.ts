import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storedQuoteSchema } from '../../../shared/schemas/order-quote';
import { signedInAs } from '../../test/accounts';
import { CHECKOUT_ADDRESS } from '../../test/addresses';
import { createTestApp, type TestApp } from '../../test/harness';
import { categories, products } from '../catalog/tables';
import { orders } from './tables';

// An order keeps what its quote decided: a later change of the shipping setting changes
// neither its stored quote nor its answers (issue 19: "history never changes").

let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'b', nameEn: 'B', nameAr: 'ب' })
    .returning();
  [{ id: productId }] = await t.database.db
    .insert(products)
    .values({ categoryId: category.id, nameEn: 'Cell', nameAr: 'خلية', pricePiastres: 120_000 })
    .returning();
});

afterAll(async () => {
  await t.app.close();
});

it('stores the quote at placement and keeps it, and the answers, when the shipping rule changes', async () => {
  const customer = await signedInAs(t, 'history@example.com', 'customer');
  const admin = await signedInAs(t, 'admin@example.com', 'admin');
  expect((await customer.post('/api/cart/items', { productId, quantity: 2 })).statusCode).toBe(200);
  const placed = await customer.request({
    method: 'POST',
    url: '/api/orders',
    payload: { ...CHECKOUT_ADDRESS, paymentMethod: 'cod' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(placed.statusCode).toBe(201);
  const id: string = placed.json().order.id;

  const storedQuote = async () =>
    (await t.database.db.select({ quote: orders.quote }).from(orders).where(eq(orders.id, id)))[0]
      .quote;
  const before = storedQuoteSchema.parse(await storedQuote());
  expect(before).toEqual({
    version: 2,
    origin: 'checkout',
    subtotalPiastres: 240_000,
    discounts: [],
    discountPiastres: 0,
    shipping: {
      feePiastres: 7500,
      basis: 'flat',
      rule: { flatFeePiastres: 7500, freeShippingThresholdPiastres: 500_000 },
      zone: null,
      estimate: { minDays: 3, maxDays: 7 },
    },
    codFeePiastres: 0,
    // 2,475 EGP contains 14 % VAT: 2,475 × 14 / 114 = 303.95.
    vat: { ratePercent: 14, includedPiastres: 30_395 },
    totalPiastres: 247_500,
  });
  const customerAnswer = (await customer.get(`/api/orders/${id}`)).json();
  const adminAnswer = (await admin.get(`/api/admin/orders/${id}`)).json();
  expect(customerAnswer).toMatchObject({ subtotal: 2400, shipping: 75, total: 2475 });

  // Shipping now costs more and is free from a lower amount (this order would be free now).
  const changed = await admin.request({
    method: 'PUT',
    url: '/api/admin/settings/shipping',
    payload: { flatFee: 120, freeShippingThreshold: 1000 },
  });
  expect(changed.statusCode).toBe(200);
  expect((await customer.get('/api/cart')).json().freeShippingThreshold).toBe(1000);

  expect(await storedQuote()).toEqual(before);
  expect((await customer.get(`/api/orders/${id}`)).json()).toEqual(customerAnswer);
  expect((await admin.get(`/api/admin/orders/${id}`)).json()).toEqual(adminAnswer);
});
