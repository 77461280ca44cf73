import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COUPON_KINDS } from '../../../shared/constants';

/**
 * Coupon codes (issue 19 §3). `code` is what the admin typed; `codeKey` is its normalized form
 * (src/shared/coupon-code.ts: NFKC, lower case, Arabic letter variants and digits folded), unique,
 * so a customer finds the coupon however they type it. `usedCount` is counted in the order's
 * transaction by a conditional UPDATE, so the last use goes to exactly one order. Which order used
 * which coupon is the orders area's (`order_coupons`).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** `percentage`: 1–100. */
    percent: integer('percent'),
    /** `fixed`: the amount taken off the items. */
    amountPiastres: integer('amount_piastres'),
    /** The items' subtotal (of the eligible items) the cart must reach; null: none. */
    minSubtotalPiastres: integer('min_subtotal_piastres'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Orders that may use it in all; null: unlimited. */
    usageLimit: integer('usage_limit'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** Limited to these products or categories (either matches); both empty: every item. */
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    isActive: boolean('is_active').notNull().default(true),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key_unique').on(t.codeKey),
    check(
      'coupons_kind_value',
      sql`(${t.kind} = 'percentage' AND ${t.percent} BETWEEN 1 AND 100 AND ${t.amountPiastres} IS NULL)
        OR (${t.kind} = 'fixed' AND ${t.amountPiastres} > 0 AND ${t.percent} IS NULL)
        OR (${t.kind} = 'free_shipping' AND ${t.percent} IS NULL AND ${t.amountPiastres} IS NULL)`,
    ),
    check(
      'coupons_min_subtotal_non_negative',
      sql`${t.minSubtotalPiastres} IS NULL OR ${t.minSubtotalPiastres} >= 0`,
    ),
    check(
      'coupons_dates',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
    check('coupons_usage_limit_positive', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`),
    check(
      'coupons_used_within_limit',
      sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);
