/**
 * Puts a database back where migration 0014 (catalog variants) found it, for the tests that
 * apply a migration to data made before it.
 */
export const undo0014 = [
  'drop table back_in_stock_requests, stock_movements',
  'alter table cart_items drop constraint cart_items_line_unique',
  'alter table cart_items drop column variant_id',
  `alter table cart_items add constraint cart_items_line_unique
     unique nulls not distinct (cart_id, product_id, color_id)`,
  `alter table order_items drop column variant_id, drop column variant_name_en,
     drop column variant_name_ar, drop column sku`,
  'drop table product_variants, product_option_values, product_options',
  'drop function product_variant_summary()',
  `alter table categories drop column image_storage_keys, drop column banner_url,
     drop column banner_storage_keys`,
  `alter table products drop column sku, drop column weight_grams, drop column low_stock_threshold,
     drop column low_stock_alerted, drop column has_variants`,
  'alter table orders drop column locale',
];

/** What came after 0014, undone first; keep in step with every new migration. */
const undoAfter0014 = [
  // 0017 (news covers' 800 px copy)
  'alter table blog_posts drop column cover_thumb_url',
  // 0016 (category tiles' 400 px copy)
  'alter table categories drop column image_thumb_url',
  // 0015 (customer address book)
  'drop table customer_addresses',
];

/** Undoes 0014 and every migration after it, newest first. */
export const undoSince0014 = [...undoAfter0014, ...undo0014];

/** How many journal rows undoSince0014 takes back (0014 and those after it). */
export const MIGRATIONS_SINCE_0014 = 4;
