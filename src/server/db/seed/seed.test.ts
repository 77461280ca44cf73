import { access } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsService, SETTING_KEYS } from '../../features/settings/service';
import { createLegalService } from '../../features/site/legal-service';
import { createTestDatabase, testConfig } from '../../test/harness';
import { type Database, queryRows } from '../client';
import * as schema from '../schema';
import { seedStoreProfile } from './data';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedEssentials, seedLegalPages } from './essentials';
import { isDemoSeeded, seedDemo } from './run';

let database: Database;
const config = testConfig({ SEED_DEMO: 'true' });

const tables = {
  categories: schema.categories,
  products: schema.products,
  productImages: schema.productImages,
  productColors: schema.productColors,
  users: schema.users,
  blogPosts: schema.blogPosts,
  faqs: schema.faqs,
  orders: schema.orders,
  orderItems: schema.orderItems,
  settings: schema.settings,
};

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [name, row.n] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The demo products on sale, with their compare-at prices. */
const onSale = () =>
  database.db
    .select({ key: schema.products.seedKey, was: schema.products.compareAtPricePiastres })
    .from(schema.products)
    .where(isNotNull(schema.products.compareAtPricePiastres))
    .orderBy(schema.products.seedKey);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, config);
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('demo seed', () => {
  it('fills the catalog, content and accounts the spec asks for', async () => {
    const n = await counts();
    expect(n.categories).toBe(7);
    expect(n.products).toBeGreaterThanOrEqual(36);
    expect(n.blogPosts).toBeGreaterThanOrEqual(6);
    expect(n.faqs).toBeGreaterThanOrEqual(12);
    expect(await isDemoSeeded(database.db)).toBe(true);

    const [admin] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_ACCOUNTS.admin.email));
    expect(admin.role).toBe('admin');
    expect(admin.emailConfirmedAt).not.toBeNull();
    const [customer] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_ACCOUNTS.customer.email));
    expect(customer.role).toBe('customer');
  });

  it('spreads orders over the last 14 days, with consistent totals', async () => {
    const days = await database.db
      .select({ day: sql<string>`date_trunc('day', ${schema.orders.createdAt})::date::text` })
      .from(schema.orders)
      .groupBy(sql`1`);
    expect(days.length).toBeGreaterThanOrEqual(10);
    const [old] = await database.db
      .select({ n: count() })
      .from(schema.orders)
      .where(gte(sql`now() - ${schema.orders.createdAt}`, sql`interval '15 days'`));
    expect(old.n).toBe(0);
    const mismatched = await queryRows<{ id: string }>(
      database.db,
      sql`
      select o.id from orders o join order_items i on i.order_id = o.id
      group by o.id having sum(i.total_piastres) <> max(o.subtotal_piastres)`,
    );
    expect(mismatched).toHaveLength(0);
  });

  it('writes every referenced image', async () => {
    const images = await database.db
      .select({ url: schema.productImages.url, thumbUrl: schema.productImages.thumbUrl })
      .from(schema.productImages);
    const covers = await database.db
      .select({ url: schema.blogPosts.coverImageUrl, thumbUrl: schema.blogPosts.coverThumbUrl })
      .from(schema.blogPosts)
      .where(isNotNull(schema.blogPosts.coverImageUrl));
    const tiles = await database.db
      .select({ url: schema.categories.imageUrl, thumbUrl: schema.categories.imageThumbUrl })
      .from(schema.categories);
    const urls = [...images, ...covers, ...tiles].flatMap(({ url, thumbUrl }) => [url, thumbUrl]);
    expect(urls.every(Boolean)).toBe(true);
    for (const url of urls) {
      await access(path.join(config.dataDir, url!.replace(/^\//, '')));
    }
    // Each copy as an upload makes it (lib/images.ts): a cover's 800 x 420, a tile's 400 x 300.
    const size = async (url: string | null) => {
      const { width, height } = await sharp(path.join(config.dataDir, url!.slice(1))).metadata();
      return { width, height };
    };
    expect(await size(covers[0].thumbUrl)).toEqual({ width: 800, height: 420 });
    expect(await size(covers[0].url)).toEqual({ width: 1200, height: 630 });
    expect(await size(tiles[0].thumbUrl)).toEqual({ width: 400, height: 300 });
  });

  it('gives a stored profile without opening hours the demo’s, keeping the rest', async () => {
    const settings = createSettingsService(database.db);
    const { openingHours: _, ...older } = seedStoreProfile;
    await settings.write(SETTING_KEYS.storeProfile, {
      ...older,
      phone: '+20 2 1111 2222',
    });
    await seedDemo(database.db, config);
    const profile = await settings.getStoreProfile();
    expect(profile?.phone).toBe('+20 2 1111 2222');
    expect(profile?.openingHours).toEqual(seedStoreProfile.openingHours);
  });

  it('writes the legal pages once and keeps an admin’s edits on a re-run', async () => {
    const legal = createLegalService({ settings: createSettingsService(database.db) });
    const seeded = await legal.source('privacy');
    expect(seeded.en).toContain('Paymob');
    expect(seeded.ar).toContain('قانون حماية البيانات الشخصية');
    expect((await legal.source('terms')).en).toContain('Consumer Protection Law No. 181 of 2018');
    const [admin] = await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_ACCOUNTS.admin.email));
    const edited = await legal.update('privacy', { en: 'Edited', ar: 'معدّل' }, admin.id);
    await seedDemo(database.db, config);
    await seedLegalPages(database.db);
    expect(await legal.source('privacy')).toEqual(edited);
    expect(await legal.source('terms')).toMatchObject({ updatedAt: expect.any(String) });
  });

  it('does not duplicate anything when run again', async () => {
    const before = await counts();
    const saleBefore = await onSale();
    expect(saleBefore.length).toBeGreaterThanOrEqual(3);
    await seedDemo(database.db, config);
    expect(await counts()).toEqual(before);
    expect(await onSale()).toEqual(saleBefore);
  });
});

describe('essentials (every start, demo or not)', () => {
  it('gives a shop without demo data a store profile and legal pages, and never replaces them', async () => {
    const bare = await createTestDatabase();
    try {
      const settings = createSettingsService(bare.db);
      expect(await settings.getStoreProfile()).toBeNull();
      await seedEssentials(bare.db);
      expect((await settings.getStoreProfile())?.name).toEqual(seedStoreProfile.name);

      const renamed = { ...seedStoreProfile, name: { en: 'Volta', ar: 'فولتا' } };
      await settings.write(SETTING_KEYS.storeProfile, renamed);
      await seedEssentials(bare.db);
      expect((await settings.getStoreProfile())?.name).toEqual(renamed.name);
      expect(await isDemoSeeded(bare.db)).toBe(false);
    } finally {
      await bare.close();
    }
  });
});

describe('demo support conversations', () => {
  it('fills the support inbox once, with a contact-form guest thread and replies', async () => {
    const threads = await database.db.select().from(schema.supportThreads);
    expect(threads.length).toBeGreaterThanOrEqual(4);
    expect(threads.some((t) => t.source === 'contact' && t.userId === null)).toBe(true);
    expect(new Set(threads.map((t) => t.status))).toEqual(new Set(['open', 'pending', 'closed']));
    const before = threads.length;
    await seedDemo(database.db, config);
    expect((await database.db.select().from(schema.supportThreads)).length).toBe(before);
  });
});
