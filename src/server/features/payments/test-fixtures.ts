import { randomInt, randomUUID } from 'node:crypto';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import type { TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { cartItems, carts } from '../cart/tables';
import { categories, products } from '../catalog/tables';
import { settings } from '../settings/tables';

export const checkout = {
  firstName: 'Omar',
  lastName: 'Farouk',
  email: 'omar@example.com',
  phone: '+20 100 123 4567',
  address: '12 Abbas El Akkad St',
  city: 'Nasr City',
  state: 'C',
  country: 'EG',
  paymentMethod: 'card',
};

/** A category with a stock-5 product (100 EGP) and an untracked one (25.50 EGP); card on. */
export async function seedShop(t: TestApp) {
  await t.database.db
    .insert(settings)
    .values({ key: 'payment', value: { paymobEnabled: true } })
    .onConflictDoUpdate({ target: settings.key, set: { value: { paymobEnabled: true } } });
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: `c-${randomUUID().slice(0, 8)}`, nameEn: 'B', nameAr: 'ب' })
    .returning();
  const rows = await t.database.db
    .insert(products)
    .values([
      {
        categoryId: category.id,
        nameEn: 'Limited Battery',
        nameAr: 'بطارية محدودة',
        pricePiastres: 10_000,
        stockQuantity: 5,
      },
      { categoryId: category.id, nameEn: 'Cable', nameAr: 'كابل', pricePiastres: 2_550 },
    ])
    .returning();
  return { limited: rows[0].id, untracked: rows[1].id };
}

export async function customerWithCart(
  t: TestApp,
  lines: { productId: string; quantity: number }[],
  lang = 'en',
) {
  const email = `c${randomInt(1e9)}@example.com`;
  const passwordHash = await hashPassword('password1');
  const [user] = await t.database.db
    .insert(users)
    .values({ email, firstName: 'C', lastName: 'T', passwordHash, emailConfirmedAt: new Date() })
    .returning();
  const [cart] = await t.database.db.insert(carts).values({ userId: user.id }).returning();
  if (lines.length > 0) {
    await t.database.db.insert(cartItems).values(lines.map((l) => ({ ...l, cartId: cart.id })));
  }
  const browser = createBrowser(t.app, lang);
  await browser.post('/api/auth/login', { email, password: 'password1' });
  return { user, cart, browser };
}

export const placeOrder = (
  browser: ReturnType<typeof createBrowser>,
  key: string = randomUUID(),
  body: object = checkout,
) =>
  browser.request({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: { 'idempotency-key': key },
  });
