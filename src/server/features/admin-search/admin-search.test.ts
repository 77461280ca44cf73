import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSearchResult } from '../../../shared/schemas/admin-search';
import { createBrowser } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { categories, products } from '../catalog/tables';
import { createUser, signIn } from '../users/test-fixtures';
import { orderNumberQuery } from './service';

let t: TestApp;
let admin: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, { email: 'boss@example.com', role: 'admin' });
  const buyer = await createUser(t, {
    email: 'mona.adel@example.com',
    firstName: 'Mona',
    lastName: 'Adel',
  });
  await createUser(t, { email: 'omar@example.com', firstName: 'Omar', lastName: 'Monam' });
  admin = await signIn(t, 'boss@example.com');
  // Orders 100001 … 100130 (the sequence starts at 100001).
  await t.database.db.execute(sql`
    insert into orders (user_id, subtotal_piastres, shipping_piastres, total_piastres,
      shipping_info, payment_method)
    select ${buyer.id}, 1000, 0, 1000, '{"fullName":"Mona Adel"}'::jsonb, 'cod'
    from generate_series(1, 130)`);
  // And 1000120 … 1000125, which also start with 100012.
  await t.database.db.execute(sql`select setval('order_number_seq', 1000119)`);
  await t.database.db.execute(sql`
    insert into orders (user_id, subtotal_piastres, shipping_piastres, total_piastres,
      shipping_info, payment_method)
    select ${buyer.id}, 1000, 0, 1000, '{"fullName":"Mona Adel"}'::jsonb, 'cod'
    from generate_series(1, 6)`);
  const [category] = await t.database.db
    .insert(categories)
    .values({ slug: 'batteries', nameEn: 'Batteries', nameAr: 'بطاريات' })
    .returning();
  const product = (nameEn: string, nameAr: string, extra = {}) => ({
    categoryId: category.id,
    nameEn,
    nameAr,
    pricePiastres: 1000,
    ...extra,
  });
  await t.database.db
    .insert(products)
    .values([
      product('Lithium battery 100Ah', 'بطارية ليثيوم 100 أمبير'),
      product('Solar charger', 'شاحن شمسي', { isActive: false }),
      product('Old battery', 'بطارية قديمة', { deletedAt: new Date() }),
    ]);
});

afterAll(async () => {
  await t.app.close();
});

const search = async (q: string): Promise<AdminSearchResult> => {
  const res = await admin.get(`/api/admin/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('admin search', () => {
  it('reads order numbers typed with #, spaces or Arabic digits', () => {
    expect(orderNumberQuery('#100042')).toBe('100042');
    expect(orderNumberQuery('١٠٠٠٤٢')).toBe('100042');
    expect(orderNumberQuery('100 042')).toBe('100042');
    expect(orderNumberQuery('0042')).toBeNull();
    expect(orderNumberQuery('battery')).toBeNull();
  });

  it('finds an order by its number, exact match first, then by prefix', async () => {
    const exact = await search('#100012');
    expect(exact.orders.map((o) => o.orderNumber)).toEqual([
      100012, 1000125, 1000124, 1000123, 1000122,
    ]);
    expect((await search('10012')).orders.map((o) => o.orderNumber)).toEqual([
      100129, 100128, 100127, 100126, 100125,
    ]);
    expect(exact.orders[0]).toMatchObject({
      customerName: 'Mona Adel',
      total: 10,
      paymentStatus: 'pending',
    });
    expect((await search('١٠٠٠٠٥')).orders.map((o) => o.orderNumber)).toEqual([100005]);
    expect((await search('100131')).orders).toEqual([]);
  });

  it('finds products by either name, Arabic spelling variants included, not deleted ones', async () => {
    const english = await search('battery');
    expect(english.products.map((p) => p.nameEn)).toEqual(['Lithium battery 100Ah']);
    // ه for ة: "بطاريه" finds "بطارية".
    const arabic = await search('بطاريه');
    expect(arabic.products.map((p) => p.nameEn)).toEqual(['Lithium battery 100Ah']);
    expect((await search('solar')).products).toEqual([
      expect.objectContaining({ nameEn: 'Solar charger', isActive: false }),
    ]);
  });

  it('finds users by e-mail or name, a full address first', async () => {
    expect((await search('mona')).users.map((u) => u.email)).toEqual([
      'mona.adel@example.com',
      'omar@example.com',
    ]);
    expect((await search('OMAR@example.com')).users.map((u) => u.email)).toEqual([
      'omar@example.com',
    ]);
    expect((await search('mona')).orders).toEqual([]);
  });

  it('answers empty groups to an empty query', async () => {
    expect(await search('  ')).toEqual({ orders: [], products: [], users: [] });
  });

  it('answers 401 to a guest and 403 to a customer', async () => {
    expect((await createBrowser(t.app).get('/api/admin/search?q=1')).statusCode).toBe(401);
    const customer = await signIn(t, 'omar@example.com');
    expect((await customer.get('/api/admin/search?q=1')).statusCode).toBe(403);
  });
});
