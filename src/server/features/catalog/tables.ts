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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, STOCK_MOVEMENT_REASONS } from '../../../shared/constants';
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
    /** Its 400 px wide copy (800 px: imageUrl), for the srcset of a tile on a phone; null before 0016. */
    imageThumbUrl: text('image_thumb_url'),
    /** Storage keys of the uploaded image's files (deleting or replacing it deletes them). */
    imageStorageKeys: jsonb('image_storage_keys').$type<string[]>().notNull().default([]),
    /** Optional wide banner at the top of the category page. */
    bannerUrl: text('banner_url'),
    bannerStorageKeys: jsonb('banner_storage_keys').$type<string[]>().notNull().default([]),
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
    /** The product's own SKU when it has no variants (variants carry theirs); unique. */
    sku: text('sku'),
    weightGrams: integer('weight_grams'),
    /** null: the shop's default low-stock threshold (settings). */
    lowStockThreshold: integer('low_stock_threshold'),
    /** Admins were told it crossed the threshold; cleared when stock rises above it again. */
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    /**
     * Whether the product is sold as variants: then price, compare-at price, stock and in-stock
     * above are the catalog's summary of its active variants (lowest price, any in stock), kept
     * by the catalog whenever a variant or its stock changes, so lists and sorts stay one table.
     */
    hasVariants: boolean('has_variants').notNull().default(false),
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
    uniqueIndex('products_sku_unique')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} is not null and ${t.deletedAt} is null`),
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

/**
 * Up to 3 options of a product (voltage, capacity, colour…), in order; a product without
 * options is sold as itself.
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
  },
  (t) => [
    uniqueIndex('product_options_position_unique').on(t.productId, t.position),
    check('product_options_position_range', sql`${t.position} BETWEEN 1 AND 3`),
  ],
);

export const productOptionValues = pgTable(
  'product_option_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    optionId: uuid('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    valueEn: text('value_en').notNull(),
    valueAr: text('value_ar').notNull(),
    /** A colour swatch (#rrggbb) when the option is a colour; null otherwise. */
    colorCode: text('color_code'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_option_values_unique').on(t.optionId, sql`lower(${t.valueEn})`),
    index('product_option_values_option_idx').on(t.optionId, t.position),
  ],
);

/** One combination of option values, with its own SKU, price and stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    option1ValueId: uuid('option1_value_id').references(() => productOptionValues.id, {
      onDelete: 'cascade',
    }),
    option2ValueId: uuid('option2_value_id').references(() => productOptionValues.id, {
      onDelete: 'cascade',
    }),
    option3ValueId: uuid('option3_value_id').references(() => productOptionValues.id, {
      onDelete: 'cascade',
    }),
    pricePiastres: integer('price_piastres').notNull(),
    compareAtPricePiastres: integer('compare_at_price_piastres'),
    /** null: stock not tracked (always available while active). */
    stockQuantity: integer('stock_quantity'),
    weightGrams: integer('weight_grams'),
    imageId: uuid('image_id').references(() => productImages.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold'),
    lowStockAlerted: boolean('low_stock_alerted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_variants_sku_unique').on(sql`lower(${t.sku})`),
    // A combination once per product; NULLS NOT DISTINCT so a 1-option product's (v, null,
    // null) counts too. DEFERRABLE INITIALLY DEFERRED in migration 0014 (Drizzle cannot say
    // it): saving a product's variants may swap two combinations within its transaction.
    unique('product_variants_combination_unique')
      .on(t.productId, t.option1ValueId, t.option2ValueId, t.option3ValueId)
      .nullsNotDistinct(),
    index('product_variants_product_idx').on(t.productId, t.position),
    check('product_variants_price_non_negative', sql`${t.pricePiastres} >= 0`),
    check(
      'product_variants_compare_at_above_price',
      sql`${t.compareAtPricePiastres} IS NULL OR ${t.compareAtPricePiastres} > ${t.pricePiastres}`,
    ),
    check(
      'product_variants_stock_non_negative',
      sql`${t.stockQuantity} IS NULL OR ${t.stockQuantity} >= 0`,
    ),
  ],
);

/** Every change of a tracked stock figure: what changed it, by how much, who. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** What was left after the change (null: stock not tracked). */
    stockAfter: integer('stock_after'),
    reason: text('reason', { enum: STOCK_MOVEMENT_REASONS }).notNull(),
    /** The order behind an order, cancellation or return movement (no FK: history outlives). */
    orderId: uuid('order_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.variantId, t.createdAt)],
);

/** "Tell me when it is back": one open request per customer and product (variant). */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: LANGUAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // "No variant" counts as one value (a product sold as itself).
    uniqueIndex('back_in_stock_open_unique')
      .on(
        t.userId,
        t.productId,
        sql`coalesce(${t.variantId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.notifiedAt} is null`),
    index('back_in_stock_waiting_idx')
      .on(t.productId, t.variantId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
