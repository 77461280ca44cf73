import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { categories, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

let a: TestApp;
let b: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  a = await createTestApp();
  // A second instance on the same database, as behind a load balancer.
  b = await buildApp(a.config, { database: { ...a.database, close: async () => {} } });
  await b.ready();
  const [category] = await a.database.db
    .insert(categories)
    .values({ slug: 'c', nameEn: 'C', nameAr: 'ج' })
    .returning();
  await a.database.db
    .insert(products)
    .values({ categoryId: category.id, nameEn: 'One', nameAr: 'واحد', pricePiastres: 100 });
});

afterAll(async () => {
  await b.close();
  await a.app.close();
});

const names = async (app: typeof b) => {
  const res = await app.inject('/api/products');
  return {
    cache: res.headers['x-cache'],
    names: res.json().items.map((p: { nameEn: string }) => p.nameEn),
  };
};

it('serves repeat catalog reads from memory and drops them after a catalog write, on every instance', async () => {
  expect(await names(a.app)).toEqual({ cache: undefined, names: ['One'] });
  expect(await names(a.app)).toEqual({ cache: 'hit', names: ['One'] });
  expect((await names(b)).names).toEqual(['One']);

  // A write that bypasses the admin API does not show until the version moves…
  const [category] = await a.database.db.select().from(categories);
  await a.database.db
    .insert(products)
    .values({ categoryId: category.id, nameEn: 'Two', nameAr: 'اثنان', pricePiastres: 50 });
  expect((await names(a.app)).names).toEqual(['One']);

  // …and the version moves with every catalog write: at once here, within a second elsewhere.
  await a.app.ctx.catalogVersion.bump();
  expect((await names(a.app)).names.sort()).toEqual(['One', 'Two']);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await names(b)).names.sort()).toEqual(['One', 'Two']);
});

it('lets concurrent requests for a cold page share one computation', async () => {
  await a.app.ctx.catalogVersion.bump();
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => a.app.inject('/api/products?sort=price_asc')),
  );
  expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect(answers.filter((r) => r.headers['x-cache'] === 'hit')).toHaveLength(4);
  expect(new Set(answers.map((r) => r.body)).size).toBe(1);
});
