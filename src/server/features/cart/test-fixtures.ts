// Shared by the cart and favorites API tests; not loaded by the app.
import { expect } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createBrowser } from '../../test/client';
import type { TestApp } from '../../test/harness';
import { users } from '../auth/tables';
import { categories, productColors, products } from '../catalog/tables';

type NewProduct = Partial<typeof products.$inferInsert> & { nameEn: string };

/** A small catalog: visible products with and without stock tracking, colors, hidden ones. */
export async function seedCatalog(t: TestApp) {
  const db = t.database.db;
  const [shop, closed] = await db
    .insert(categories)
    .values([
      { slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' },
      { slug: 'closed', nameEn: 'Closed', nameAr: 'مغلقة', isActive: false },
    ])
    .returning();
  const product = async (values: NewProduct) => {
    const [row] = await db
      .insert(products)
      .values({
        categoryId: shop.id,
        nameAr: `${values.nameEn} بالعربي`,
        pricePiastres: 10_000,
        ...values,
      })
      .returning();
    return row.id;
  };
  const ids = {
    battery: await product({ nameEn: 'Battery', nameAr: 'بطارية', pricePiastres: 150_050 }),
    scooter: await product({ nameEn: 'Scooter', nameAr: 'سكوتر', pricePiastres: 2_000_000 }),
    limited: await product({ nameEn: 'Limited', stockQuantity: 3 }),
    soldOut: await product({ nameEn: 'Sold out', stockQuantity: 0 }),
    flagOff: await product({ nameEn: 'Flag off', inStock: false }),
    retired: await product({ nameEn: 'Retired', isActive: false }),
    deleted: await product({ nameEn: 'Deleted', deletedAt: new Date() }),
    hiddenCategory: await product({ nameEn: 'Hidden category', categoryId: closed.id }),
  };
  const [red, blue, green] = await db
    .insert(productColors)
    .values([
      { productId: ids.scooter, name: 'Red', nameAr: 'أحمر', colorCode: '#ff0000' },
      { productId: ids.scooter, name: 'Blue', nameAr: 'أزرق', colorCode: '#0000ff', position: 1 },
      {
        productId: ids.scooter,
        name: 'Green',
        nameAr: 'أخضر',
        colorCode: '#00ff00',
        isActive: false,
      },
    ])
    .returning();
  return { ids, colors: { red: red.id, blue: blue.id, green: green.id }, categoryId: shop.id };
}

/** A browser that has seen one page (so it holds the XSRF cookie), as a visitor would. */
export async function visitor(t: TestApp, lang = 'en') {
  const browser = createBrowser(t.app, lang);
  await browser.get('/api/cart');
  return browser;
}

export async function createCustomer(t: TestApp, email: string): Promise<string> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: 'Salma',
      lastName: 'Test',
      passwordHash: await hashPassword('password1'),
      emailConfirmedAt: new Date(),
    })
    .returning();
  return user.id;
}

export async function logIn(browser: ReturnType<typeof createBrowser>, email: string) {
  const res = await browser.post('/api/auth/login', { email, password: 'password1' });
  expect(res.statusCode).toBe(200);
  return res;
}
