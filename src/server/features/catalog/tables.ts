import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductProperty } from '../../../shared/schemas/catalog';
import { users } from '../auth/tables';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    imageUrl: text('image_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
);

// normalize_ar() is created by the first (custom) migration; it folds Arabic letter forms and
// strips diacritics so that stored text and queries compare alike.
const searchSource = (t: {
  nameEn: unknown;
  nameAr: unknown;
  descriptionEn: unknown;
  descriptionAr: unknown;
}): SQL =>
  sql`normalize_ar(coalesce(${t.nameEn}, '') || ' ' || coalesce(${t.nameAr}, '') || ' ' || coalesce(${t.descriptionEn}, '') || ' ' || coalesce(${t.descriptionAr}, ''))`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key for seeded products (idempotent seeding); null for products made by admins. */
    seedKey: text('seed_key'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    pricePiastres: integer('price_piastres').notNull(),
    /** The "was" price shown struck through (a sale); null: not on sale. Above the price. */
    compareAtPricePiastres: integer('compare_at_price_piastres'),
    inStock: boolean('in_stock').notNull().default(true),
    /** null: stock not tracked, only the in-stock flag counts. */
    stockQuantity: integer('stock_quantity'),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    videoUrl: text('video_url'),
    properties: jsonb('properties').$type<ProductProperty[]>().notNull().default([]),
    ratingAverageX100: integer('rating_average_x100').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /**
     * Names only, for substring and fuzzy (trigram) matching: matching inside whole descriptions
     * is slow (the planner scans every row) and noisy; descriptions are found by full text.
     */
    searchName: text('search_name').generatedAlwaysAs(
      (): SQL =>
        sql`normalize_ar(coalesce(${products.nameEn}, '') || ' ' || coalesce(${products.nameAr}, ''))`,
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple', ${searchSource(products)})`,
    ),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_seed_key_unique').on(t.seedKey),
    index('products_category_idx').on(t.categoryId),
    // Storefront lists read only visible products in one of four orders: partial indexes in
    // those orders let a page be read without sorting the whole catalog.
    index('products_visible_default_idx')
      .on(t.isFeatured.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
    index('products_visible_price_idx')
      .on(t.pricePiastres, t.id)
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
    index('products_visible_rating_idx')
      .on(t.ratingAverageX100.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
    index('products_visible_name_ar_idx')
      .on(sql`coalesce(nullif(${t.nameAr}, ''), ${t.nameEn})`, t.id)
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
    index('products_visible_name_en_idx')
      .on(sql`coalesce(nullif(${t.nameEn}, ''), ${t.nameAr})`, t.id)
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
    index('products_visible_category_idx')
      .on(t.categoryId)
      .where(sql`${t.isActive} and ${t.deletedAt} is null`),
    index('products_active_featured_idx').on(t.isActive, t.isFeatured),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    check('products_price_non_negative', sql`${t.pricePiastres} >= 0`),
    check(
      'products_compare_at_above_price',
      sql`${t.compareAtPricePiastres} IS NULL OR ${t.compareAtPricePiastres} > ${t.pricePiastres}`,
    ),
    check(
      'products_stock_non_negative',
      sql`${t.stockQuantity} IS NULL OR ${t.stockQuantity} >= 0`,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** 400 px version for srcset and thumbnails; empty for images made before it existed. */
    thumbUrl: text('thumb_url').notNull().default(''),
    /** Storage keys of both files, so deleting the image deletes them. */
    storageKeys: jsonb('storage_keys').$type<string[]>().notNull().default([]),
    altEn: text('alt_en').notNull().default(''),
    altAr: text('alt_ar').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    colorCode: text('color_code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_colors_product_idx').on(t.productId, t.position)],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    isApproved: boolean('is_approved').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_unique').on(t.productId, t.userId),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
