import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { orderItems, orders } from '../orders/tables';
import { categories, products } from './tables';

let t: TestApp;
let productId: string;

async function buyer(email: string, delivered: boolean | null) {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: email.split('@')[0],
      lastName: 'T',
      passwordHash: await hashPassword('password1'),
      emailConfirmedAt: new Date(),
    })
    .returning();
  if (delivered !== null) {
    const [order] = await t.database.db
      .insert(orders)
      .values({
        userId: user.id,
        subtotalPiastres: 100,
        shippingPiastres: 0,
        totalPiastres: 100,
        paymentMethod: 'cod',
        deliveryStatus: delivered ? 'delivered' : 'out_for_delivery',
        shippingInfo: {
          firstName: 'a',
          lastName: 'b',
          fullName: 'a b',
          email,
          phone: '01000000000',
          address: 'x',
          city: 'c',
          state: 'C',
          postalCode: null,
          country: 'EG',
        },
      })
      .returning();
    await t.database.db.insert(orderItems).values({
      orderId: order.id,
      productId,
      nameEn: 'P',
      nameAr: 'م',
      unitPricePiastres: 100,
      quantity: 1,
      totalPiastres: 100,
    });
  }
  const browser = createBrowser(t.app);
  await browser.post('/api/auth/login', { email, password: 'password1' });
  return browser;
}

beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'r', nameEn: 'R', nameAr: 'ر' })
    .returning();
  [{ id: productId }] = await t.database.db
    .insert(products)
    .values({ categoryId: category.id, nameEn: 'P', nameAr: 'م', pricePiastres: 100 })
    .returning();
});

afterAll(async () => {
  await t.app.close();
});

it('lets customers who received the product rate it once, and updates the stars', async () => {
  const hoda = await buyer('hoda@example.com', true);
  const first = await hoda.post(`/api/products/${productId}/reviews`, {
    rating: 5,
    comment: 'ممتاز',
  });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({ rating: 5, authorName: 'hoda' });
  const twice = await hoda.post(`/api/products/${productId}/reviews`, { rating: 1 });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe('You have already rated this product.');

  await (await buyer('sami@example.com', true)).post(`/api/products/${productId}/reviews`, {
    rating: 4,
  });
  const [row] = await t.database.db.select().from(products).where(eq(products.id, productId));
  expect(row).toMatchObject({ ratingAverageX100: 450, ratingCount: 2 });
  expect((await t.app.inject(`/api/products/${productId}`)).json().rating).toEqual({
    average: 4.5,
    count: 2,
  });
  expect((await t.app.inject(`/api/products/${productId}/reviews`)).json().items).toHaveLength(2);
});

it('refuses customers whose order is not delivered, bad ratings and guests', async () => {
  const waiting = await buyer('wait@example.com', false);
  expect((await waiting.post(`/api/products/${productId}/reviews`, { rating: 3 })).statusCode).toBe(
    403,
  );
  const bad = await waiting.post(`/api/products/${productId}/reviews`, { rating: 6 });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().errors[0]).toEqual({ field: 'rating', messages: ['Choose from 1 to 5 stars'] });
  expect(
    (await createBrowser(t.app).post(`/api/products/${productId}/reviews`, { rating: 3 }))
      .statusCode,
  ).toBe(401);
});
