import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { categories, productColors, products } from '../catalog/tables';
import { createSettingsService } from '../settings/service';
import { GUEST_CART_COOKIE, hashGuestToken } from './service';
import { cartItems, carts } from './tables';

let t: TestApp;
const token = 'guest-token-for-tests';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createSettingsService(db).write('shipping', {
    flatFeePiastres: 7500,
    freeShippingThresholdPiastres: 1_000_000,
  });
  const [category] = await db
    .insert(categories)
    .values({ slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' })
    .returning();
  const [battery, retired] = await db
    .insert(products)
    .values([
      { categoryId: category.id, nameEn: 'Battery', nameAr: 'بطارية', pricePiastres: 150_050 },
      {
        categoryId: category.id,
        nameEn: 'Retired',
        nameAr: 'قديم',
        pricePiastres: 1000,
        isActive: false,
      },
    ])
    .returning();
  const [black] = await db
    .insert(productColors)
    .values({ productId: battery.id, name: 'Black', nameAr: 'أسود', colorCode: '#000000' })
    .returning();
  const [cart] = await db
    .insert(carts)
    .values({ guestTokenHash: hashGuestToken(token) })
    .returning();
  await db.insert(cartItems).values([
    { cartId: cart.id, productId: battery.id, colorId: black.id, quantity: 2 },
    { cartId: cart.id, productId: battery.id, quantity: 1 },
    { cartId: cart.id, productId: retired.id, quantity: 5 },
  ]);
});

afterAll(async () => {
  await t.app.close();
});

describe('GET /api/cart', () => {
  it('answers an empty cart to a guest without a cart cookie', async () => {
    const res = await t.app.inject('/api/cart');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      freeShippingThreshold: 10_000,
      items: [],
      subtotal: 0,
      discount: 0,
      discounts: [],
      coupon: null,
      shipping: 0,
      freeShippingRemaining: null,
      total: 0,
      count: 0,
      removed: [],
    });
  });

  it('sums quantities, prices lines and adds the flat shipping fee below the threshold', async () => {
    const res = await t.app.inject({ url: '/api/cart', cookies: { [GUEST_CART_COOKIE]: token } });
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({
      quantity: 2,
      unitPrice: 1500.5,
      lineTotal: 3001,
      color: { nameAr: 'أسود' },
    });
    expect(body.subtotal).toBe(4501.5);
    expect(body.shipping).toBe(75);
    expect(body.total).toBe(4576.5);
    expect(body.removed).toEqual([{ nameEn: 'Retired', nameAr: 'قديم' }]);
  });

  it('leaves out inactive products, reported once', async () => {
    const res = await t.app.inject({ url: '/api/cart', cookies: { [GUEST_CART_COOKIE]: token } });
    expect(res.json().items.map((i: { nameEn: string }) => i.nameEn)).not.toContain('Retired');
    expect(res.json().removed).toEqual([]);
  });

  it('ships free from the threshold on', async () => {
    await t.app.ctx.services.settings.write('shipping', {
      flatFeePiastres: 7500,
      freeShippingThresholdPiastres: 400_000,
    });
    const res = await t.app.inject({ url: '/api/cart', cookies: { [GUEST_CART_COOKIE]: token } });
    expect(res.json()).toMatchObject({ shipping: 0, total: 4501.5 });
  });

  it("shows a signed-in user their own cart, not the guest cookie's", async () => {
    const db = t.database.db;
    const [user] = await db
      .insert(users)
      .values({
        email: 'buyer@example.com',
        firstName: 'B',
        lastName: 'Y',
        passwordHash: await hashPassword('password1'),
        emailConfirmedAt: new Date(),
      })
      .returning();
    const [product] = await db.select().from(products).where(eq(products.nameEn, 'Battery'));
    const [cart] = await db.insert(carts).values({ userId: user.id }).returning();
    await db.insert(cartItems).values({ cartId: cart.id, productId: product.id, quantity: 4 });
    const browser = createBrowser(t.app);
    await browser.post('/api/auth/login', { email: 'buyer@example.com', password: 'password1' });
    const res = await browser.request({
      method: 'GET',
      url: '/api/cart',
      cookies: { [GUEST_CART_COOKIE]: token },
    });
    expect(res.json().count).toBe(4);
  });

  it('does not find a cart for an unknown token', async () => {
    const res = await t.app.inject({ url: '/api/cart', cookies: { [GUEST_CART_COOKIE]: 'nope' } });
    expect(res.json().count).toBe(0);
  });
});
