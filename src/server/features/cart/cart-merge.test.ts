import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_MARK_COOKIE } from '../../../shared/visitor-cookies';
import { createTestApp, type TestApp } from '../../test/harness';
import { products } from '../catalog/tables';
import { GUEST_CART_COOKIE, hashGuestToken } from './service';
import { cartItems, carts } from './tables';
import { createCustomer, logIn, seedCatalog, visitor } from './test-fixtures';

let t: TestApp;
let catalog: Awaited<ReturnType<typeof seedCatalog>>;
type Browser = Awaited<ReturnType<typeof visitor>>;

const add = async (browser: Browser, productId: string, quantity = 1, colorId?: string) => {
  const res = await browser.post('/api/cart/items', { productId, quantity, colorId });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const lines = async (browser: Browser) =>
  Object.fromEntries(
    (await browser.get('/api/cart'))
      .json()
      .items.map((i: { nameEn: string; color: { name: string } | null; quantity: number }) => [
        i.color ? `${i.nameEn}/${i.color.name}` : i.nameEn,
        i.quantity,
      ]),
  );
const guestCartExists = async (token: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(carts)
      .where(eq(carts.guestTokenHash, hashGuestToken(token)))
  )[0].n > 0;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedCatalog(t);
});

afterAll(async () => {
  await t.app.close();
});

describe('merging the guest cart at login', () => {
  it('adds quantities, caps them at stock, drops lines no longer sold and ends the guest cart', async () => {
    await createCustomer(t, 'merge@example.com');
    // The user's own cart from an earlier visit.
    const before = await visitor(t);
    await logIn(before, 'merge@example.com');
    await add(before, catalog.ids.battery, 2);
    await add(before, catalog.ids.limited, 2);

    const [temp] = await t.database.db
      .insert(products)
      .values({ categoryId: catalog.categoryId, nameEn: 'Temp', nameAr: 'مؤقت', pricePiastres: 1 })
      .returning();
    const guest = await visitor(t);
    await add(guest, catalog.ids.battery, 3);
    await add(guest, catalog.ids.limited, 2);
    await add(guest, catalog.ids.scooter, 1, catalog.colors.red);
    await add(guest, temp.id, 4);
    const token = guest.cookie(GUEST_CART_COOKIE)!;
    // Its readable mark (decision 067): the browser's entry starts the app for a guest's cart.
    expect(guest.cookie(GUEST_CART_MARK_COOKIE)).toBe('1');
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, temp.id));

    const login = await logIn(guest, 'merge@example.com');
    const cleared = login.cookies.find((c) => c.name === GUEST_CART_COOKIE);
    expect(cleared?.value).toBe('');
    expect(guest.cookie(GUEST_CART_COOKIE)).toBeUndefined();
    expect(login.cookies.find((c) => c.name === GUEST_CART_MARK_COOKIE)?.value).toBe('');
    expect(guest.cookie(GUEST_CART_MARK_COOKIE)).toBeUndefined();
    expect(await guestCartExists(token)).toBe(false);

    expect(await lines(guest)).toEqual({ Battery: 5, Limited: 3, 'Scooter/Red': 1 });
    // The old guest token no longer finds a cart.
    const old = await t.app.inject({ url: '/api/cart', cookies: { [GUEST_CART_COOKIE]: token } });
    expect(old.json().count).toBe(0);
  });

  it('caps a merged line at 99 and skips products out of stock', async () => {
    await createCustomer(t, 'bulk@example.com');
    const own = await visitor(t);
    await logIn(own, 'bulk@example.com');
    await add(own, catalog.ids.battery, 60);

    const [crate] = await t.database.db
      .insert(products)
      .values({
        categoryId: catalog.categoryId,
        nameEn: 'Crate',
        nameAr: 'صندوق',
        pricePiastres: 1,
        stockQuantity: 4,
      })
      .returning();
    const guest = await visitor(t);
    await add(guest, catalog.ids.battery, 60);
    await add(guest, crate.id, 2);
    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, crate.id));
    await logIn(guest, 'bulk@example.com');
    expect(await lines(guest)).toEqual({ Battery: 99 });
  });

  it('creates the user cart when they had none, and changes nothing without a guest cart', async () => {
    const userId = await createCustomer(t, 'fresh@example.com');
    const guest = await visitor(t);
    await add(guest, catalog.ids.scooter, 2, catalog.colors.blue);
    await logIn(guest, 'fresh@example.com');
    expect(await lines(guest)).toEqual({ 'Scooter/Blue': 2 });
    const [cart] = await t.database.db.select().from(carts).where(eq(carts.userId, userId));
    expect(cart).toBeDefined();

    // Second device, no guest cart: the cart is untouched.
    const other = await visitor(t);
    await logIn(other, 'fresh@example.com');
    expect(await lines(other)).toEqual({ 'Scooter/Blue': 2 });

    // An unknown token changes nothing and its cookie goes.
    const stale = await visitor(t);
    const res = await stale.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'fresh@example.com', password: 'password1' },
      cookies: { [GUEST_CART_COOKIE]: 'no-such-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === GUEST_CART_COOKIE)?.value).toBe('');
    expect(await lines(stale)).toEqual({ 'Scooter/Blue': 2 });
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, userId));
    expect(count[0].n).toBe(1);
  });

  it('leaves the guest cart alone when the login fails', async () => {
    const guest = await visitor(t);
    await add(guest, catalog.ids.battery, 1);
    const token = guest.cookie(GUEST_CART_COOKIE)!;
    const res = await guest.post('/api/auth/login', {
      email: 'merge@example.com',
      password: 'wrong-password',
    });
    expect(res.statusCode).toBe(401);
    expect(guest.cookie(GUEST_CART_COOKIE)).toBe(token);
    expect(await guestCartExists(token)).toBe(true);
  });
});
