import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { COVER, THUMB_WIDTH, TILE } from '../../../shared/image-sources';
import type { Config } from '../../config';
import { readAdminVariants, saveVariants } from '../../features/catalog';
import { settingsCounters } from '../../features/settings';
import {
  createSettingsService,
  DEFAULT_SHIPPING,
  SETTING_KEYS,
} from '../../features/settings/service';
import { createCatalogVersion } from '../../lib/catalog-version';
import { createStorage, type Storage } from '../../lib/storage';
import type { Db } from '../client';
import {
  blogPosts,
  categories,
  faqs,
  productColors,
  productImages,
  products,
  productVariants,
} from '../schema';
import { seedDemoCoupons } from './coupons';
import {
  type SeedColor,
  seedCategories,
  seedFaqs,
  seedPosts,
  seedProducts,
  seedStoreProfile,
} from './data';
import { seedLegalPages } from './essentials';
import { renderCategoryImage, renderPostCover, renderProductImage } from './images';
import { createMediaWriter } from './media';
import { seedDemoOrders } from './orders';
import { seedShippingZones } from './shipping-zones';
import { seedDemoSupport } from './support';
import { seedDemoUsers } from './users';

const DEMO_MARKER_KEY = 'demo_seeded_at';
const anyValue = z.unknown();

export async function isDemoSeeded(db: Db): Promise<boolean> {
  return (await createSettingsService(db).read(DEMO_MARKER_KEY, anyValue)) !== null;
}

/**
 * Demo catalog, content, accounts and orders. Idempotent: rows are matched by stable keys
 * (slugs, seed keys, e-mails), so running it twice updates instead of duplicating.
 */
export async function seedDemo(
  db: Db,
  config: Config,
  storage: Storage = createStorage(config),
): Promise<void> {
  const media = createMediaWriter(storage);
  const settings = createSettingsService(db);

  // Settings the admin may have edited are only written when missing. A profile stored before
  // structured opening hours existed gets the demo's, and keeps everything else.
  const profile = await settings.getStoreProfile();
  if (!profile) await settings.write(SETTING_KEYS.storeProfile, seedStoreProfile);
  else if (!profile.openingHours) {
    await settings.write(SETTING_KEYS.storeProfile, {
      ...profile,
      openingHours: seedStoreProfile.openingHours,
    });
  }
  if (!(await settings.read(SETTING_KEYS.payment, anyValue))) {
    await settings.write(SETTING_KEYS.payment, { paymobEnabled: false });
  }
  if (!(await settings.read(SETTING_KEYS.shipping, anyValue))) {
    await settings.write(SETTING_KEYS.shipping, DEFAULT_SHIPPING);
  }
  await seedLegalPages(db);
  await seedShippingZones(db);

  const categoryIds = new Map<string, string>();
  for (const category of seedCategories) {
    const tile = await media.ensureWithCopy(
      `categories/${category.slug}`,
      { width: TILE.thumbWidth, height: TILE.thumbHeight },
      () => renderCategoryImage(category),
    );
    const values = {
      ...category,
      imageUrl: tile.url,
      imageThumbUrl: tile.copyUrl,
      isActive: true,
    };
    const [row] = await db
      .insert(categories)
      .values(values)
      .onConflictDoUpdate({ target: categories.slug, set: values })
      .returning({ id: categories.id });
    categoryIds.set(category.slug, row.id);
  }

  for (const product of seedProducts) {
    const values = {
      seedKey: product.key,
      categoryId: categoryIds.get(product.categorySlug)!,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      descriptionEn: product.descriptionEn,
      descriptionAr: product.descriptionAr,
      pricePiastres: product.pricePiastres,
      // Set on every run (null when none): a product taken off sale in the data leaves it.
      compareAtPricePiastres: product.compareAtPricePiastres ?? null,
      inStock: product.inStock,
      stockQuantity: product.stockQuantity,
      isFeatured: product.isFeatured,
      isActive: true,
      videoUrl: product.videoUrl ?? null,
      properties: product.properties,
    };
    const [row] = await db
      .insert(products)
      .values(values)
      .onConflictDoUpdate({ target: products.seedKey, set: values })
      .returning({ id: products.id });

    await db.delete(productImages).where(eq(productImages.productId, row.id));
    const images = [];
    for (let index = 0; index < product.imageCount; index++) {
      // Square, as renderProductImage draws them.
      const image = await media.ensureWithCopy(
        `products/${product.key}-${index + 1}`,
        { width: THUMB_WIDTH, height: THUMB_WIDTH },
        () => renderProductImage(product, index),
      );
      images.push({
        productId: row.id,
        url: image.url,
        thumbUrl: image.copyUrl,
        altEn: product.nameEn,
        altAr: product.nameAr,
        width: 800,
        height: 800,
        position: index,
      });
    }
    if (images.length > 0) await db.insert(productImages).values(images);

    await syncColors(db, row.id, product.colors ?? []);
  }

  const users = await seedDemoUsers(db);
  await seedVariants(db, users.admin);

  for (const [index, post] of seedPosts.entries()) {
    const cover = await media.ensureWithCopy(
      `blog/${post.slug}`,
      { width: COVER.thumbWidth, height: COVER.thumbHeight },
      () => renderPostCover(post, index),
    );
    const publishedAt = new Date(Date.now() - post.publishedDaysAgo * 86_400_000);
    const values = {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: post.content,
      author: post.author,
      tags: post.tags.join(', '),
      language: post.language,
      coverImageUrl: cover.url,
      coverThumbUrl: cover.copyUrl,
      videoUrl: post.videoUrl ?? null,
      status: 'published' as const,
      publishedAt,
      createdById: users.admin,
    };
    await db
      .insert(blogPosts)
      .values(values)
      .onConflictDoUpdate({ target: blogPosts.slug, set: values });
  }

  // FAQs have no natural key: match on the English question.
  const existingFaqs = await db
    .select({ questionEn: faqs.questionEn })
    .from(faqs)
    .where(
      inArray(
        faqs.questionEn,
        seedFaqs.map((f) => f.questionEn),
      ),
    );
  const known = new Set(existingFaqs.map((f) => f.questionEn));
  const newFaqs = seedFaqs.filter((f) => !known.has(f.questionEn));
  if (newFaqs.length > 0) await db.insert(faqs).values(newFaqs);

  await seedDemoOrders(db, users);
  await seedDemoSupport(db, users);
  await seedDemoCoupons(db);
  await settings.write(DEMO_MARKER_KEY, { at: new Date().toISOString() });
  // A running server must not keep showing the catalog as it was before this seed.
  await createCatalogVersion(settingsCounters(db)).bump();
}

/**
 * Colors are matched by position and updated in place: their ids are referenced by cart lines
 * and order lines, which a delete-and-insert would drop or orphan.
 */
async function syncColors(db: Db, productId: string, colors: SeedColor[]): Promise<void> {
  const existing = await db
    .select({ id: productColors.id, position: productColors.position })
    .from(productColors)
    .where(eq(productColors.productId, productId));
  const byPosition = new Map(existing.map((c) => [c.position, c.id]));
  for (const [position, color] of colors.entries()) {
    const id = byPosition.get(position);
    if (id) {
      await db
        .update(productColors)
        .set({ ...color, isActive: true })
        .where(eq(productColors.id, id));
    } else {
      await db.insert(productColors).values({ ...color, productId, position });
    }
  }
  const extra = existing.filter((c) => c.position >= colors.length).map((c) => c.id);
  if (extra.length > 0) await db.delete(productColors).where(inArray(productColors.id, extra));
}

/**
 * The demo products sold as variants, saved as the admin saves them (the catalog's one path:
 * history, summary, audit). Seeding again keeps each variant (matched by SKU) and its stock.
 */
async function seedVariants(db: Db, adminId: string) {
  for (const product of seedProducts) {
    if (!product.variants) continue;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.seedKey, product.key));
    const stored = await readAdminVariants(db, row.id);
    if (stored.variants.length === 0) {
      await saveVariants(db, row.id, product.variants, adminId);
    } else {
      // The product's row was written again above: its summary is the variants' once more.
      await db
        .update(productVariants)
        .set({ updatedAt: new Date() })
        .where(eq(productVariants.productId, row.id));
    }
  }
}
