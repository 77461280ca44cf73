import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { categories, products } from '../catalog/tables';
import { HOSTILE_QUERIES } from './hostile-input';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let customer: Awaited<ReturnType<typeof signedInAs>>;
const cat: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, 'admin@example.com', 'admin');
  customer = await signedInAs(t, 'customer@example.com', 'customer');
  const rows = await t.database.db
    .insert(categories)
    .values([
      { slug: 'batteries', nameEn: 'Lithium Batteries', nameAr: 'بطاريات الليثيوم', sortOrder: 1 },
      { slug: 'chargers', nameEn: 'Chargers', nameAr: 'الشواحن', sortOrder: 2 },
      { slug: 'spare-parts', nameEn: 'Spare Parts', nameAr: 'قطع الغيار', sortOrder: 3 },
      { slug: 'solar', nameEn: 'Solar', nameAr: 'الطاقة الشمسية', sortOrder: 4 },
    ])
    .returning();
  for (const row of rows) cat[row.slug] = row.id;
  await t.database.db.insert(products).values([
    {
      categoryId: cat.batteries,
      nameEn: 'LiFePO4 Battery 12V 100Ah',
      nameAr: 'بطارية ليثيوم 12 فولت 100 أمبير',
      pricePiastres: 1_550_000,
      ratingAverageX100: 450,
    },
    {
      categoryId: cat.batteries,
      nameEn: 'Scooter Battery 48V 20Ah',
      nameAr: 'بطارية سكوتر 48 فولت 20 أمبير',
      pricePiastres: 900_000,
      stockQuantity: 0,
    },
    {
      categoryId: cat.chargers,
      nameEn: 'Smart Charger 48V 5A',
      nameAr: 'شاحن ذكي 48 فولت 5 أمبير',
      pricePiastres: 250_000,
    },
    {
      categoryId: cat['spare-parts'],
      nameEn: 'Battery Connector Kit',
      nameAr: 'طقم موصلات للبطاريات',
      pricePiastres: 45_000,
    },
  ]);
});

afterAll(async () => {
  await t.app.close();
});

const list = async (search: string, extra = '') => {
  const res = await t.app.inject({
    url: `/api/products?search=${encodeURIComponent(search)}${extra}`,
    headers: { 'accept-language': 'en' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { id: string; nameEn: string; price: number }[];
    total: number;
    didYouMean?: string | null;
    redirect?: { slug: string } | null;
  };
};
const suggest = async (q: string, lang = 'ar') => {
  const res = await t.app.inject({
    url: `/api/search/suggest?q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/products?search= through the index', () => {
  it('finds plurals and puts what was asked before a mere mention', async () => {
    const batteries = await list('بطاريات');
    expect(batteries.items.map((p) => p.nameEn).slice(0, 2)).toEqual([
      'LiFePO4 Battery 12V 100Ah',
      'Scooter Battery 48V 20Ah',
    ]);
    expect(batteries.items.at(-1)?.nameEn).toBe('Battery Connector Kit');
    expect((await list('شواحن')).items.map((p) => p.nameEn)).toEqual(['Smart Charger 48V 5A']);
    expect((await list('spare parts')).items.map((p) => p.nameEn)).toEqual([
      'Battery Connector Kit',
    ]);
    expect((await list('قطع غيار')).total).toBe(1);
  });

  it('matches numbers with units in any script and keeps filters and sorts exact', async () => {
    expect((await list('٤٨ فولت')).total).toBe(2);
    expect((await list('48v', '&category=chargers')).items.map((p) => p.nameEn)).toEqual([
      'Smart Charger 48V 5A',
    ]);
    expect((await list('battery', '&sort=price_asc')).items[0].nameEn).toBe(
      'Battery Connector Kit',
    );
    expect((await list('battery', '&pageSize=1&page=2')).items).toHaveLength(1);
  });

  it('survives hostile input without an error', async () => {
    for (const q of HOSTILE_QUERIES) {
      await list(q);
      await suggest(q);
    }
    expect((await list('\u200f\u200b\u202eشاحن')).total).toBe(1);
  });

  it('shows a catalog write at once: the page read from memory is the current one', async () => {
    const before = (await list('شواحن')).items;
    expect(before.map((p) => p.price)).toEqual([2500]);
    const res = await admin.post('/api/admin/products/bulk', {
      ids: [before[0].id],
      action: { kind: 'price', mode: 'amount', direction: 'increase', value: 100 },
    });
    expect(res.statusCode).toBe(200);
    const after = (await list('شواحن', '&page=1')).items;
    expect(after.map((p) => p.price)).toEqual([2600]);
    // Back as it was, for the other tests.
    await admin.post('/api/admin/products/bulk', {
      ids: [before[0].id],
      action: { kind: 'price', mode: 'amount', direction: 'decrease', value: 100 },
    });
    expect((await list('شواحن')).items[0].price).toBe(2500);
  });

  it('offers "did you mean" when nothing matches but a close query does', async () => {
    const none = await list('chargerxyz');
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe('charger');
  });
});

describe('GET /api/search/suggest', () => {
  it('answers products in the page language and matching categories after two characters', async () => {
    expect(await suggest('ش')).toMatchObject({ products: [], categories: [] });
    const ar = await suggest('شاح');
    expect(ar.products[0]).toMatchObject({ name: 'شاحن ذكي 48 فولت 5 أمبير', price: 2500 });
    expect(ar.categories.map((c: { slug: string }) => c.slug)).toContain('chargers');
    const en = await suggest('batt', 'en');
    expect(en.products.length).toBeGreaterThanOrEqual(2);
    expect(en.products.length).toBeLessThanOrEqual(6);
    expect(en.products[0].name).toBe('LiFePO4 Battery 12V 100Ah');
  });
});

describe('Admin → Search terms', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject('/api/admin/search/synonyms')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/search/synonyms')).statusCode).toBe(403);
    expect((await customer.get('/api/admin/search/stats')).statusCode).toBe(403);
  });

  it('adds, edits and deletes synonym groups that take effect at once, audited', async () => {
    expect((await list('ups')).total).toBe(0);
    const bad = await admin.post('/api/admin/search/synonyms', { terms: ['قطعة', 'قطع'] });
    expect(bad.statusCode).toBe(400);
    const created = await admin.post('/api/admin/search/synonyms', {
      terms: ['ups', 'بطارية'],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await list('ups')).total).toBe(3);
    const edited = await admin.request({
      method: 'PUT',
      url: `/api/admin/search/synonyms/${id}`,
      payload: { terms: ['ups', 'شاحن'] },
    });
    expect(edited.statusCode).toBe(200);
    expect((await list('ups')).items.map((p) => p.nameEn)).toEqual(['Smart Charger 48V 5A']);
    expect((await admin.get('/api/admin/search/synonyms')).json().items).toHaveLength(1);
    const removed = await admin.request({
      method: 'DELETE',
      url: `/api/admin/search/synonyms/${id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await list('ups')).total).toBe(0);
    const entries = await t.database.db.select().from(auditLog);
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'search_synonym.created',
        'search_synonym.updated',
        'search_synonym.deleted',
      ]),
    );
  });

  it('sends a term straight to a category', async () => {
    const created = await admin.post('/api/admin/search/redirects', {
      term: 'سولار',
      categoryId: cat.solar,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().category.slug).toBe('solar');
    const again = await admin.post('/api/admin/search/redirects', {
      term: 'سولار ',
      categoryId: cat.batteries,
    });
    expect(again.statusCode).toBe(400);
    expect((await list('سولار')).redirect?.slug).toBe('solar');
    expect((await suggest('سولار')).redirect.slug).toBe('solar');
    const { id } = created.json();
    expect((await admin.get('/api/admin/search/redirects')).json().items).toHaveLength(1);
    await admin.request({ method: 'DELETE', url: `/api/admin/search/redirects/${id}` });
    expect((await list('سولار')).redirect ?? null).toBeNull();
  });

  it('counts searches without personal data: top searches and searches with no result', async () => {
    await list('موصلات');
    await list('موصلات');
    await list('موصلات', '&page=2');
    await list('nothing here 01012345678');
    await list('user@example.com zzzz');
    const res = await admin.get('/api/admin/search/stats?days=30');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.days).toBe(30);
    const kit = stats.top.find((r: { query: string }) => r.query === 'موصلات');
    expect(kit).toMatchObject({ searches: 2, lastResults: 1 });
    const missing = stats.noResults.map((r: { query: string }) => r.query);
    expect(missing).toContain('nothing here');
    expect(JSON.stringify(stats)).not.toMatch(/01012345678|example\.com/);
    expect((await admin.get('/api/admin/search/stats?days=9')).statusCode).toBe(400);
  });
});
