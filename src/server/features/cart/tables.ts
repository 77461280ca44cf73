import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { productColors, products, productVariants } from '../catalog/tables';
import { coupons } from '../discounts/tables';

/** A cart belongs to a user or, for guests, to the hashed token of an httpOnly cookie. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    /**
     * The coupon the customer applied (judged again by every quote; a deleted coupon — only
     * ever an unused one — leaves the cart without it).
     */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_unique').on(t.userId),
    uniqueIndex('carts_guest_unique').on(t.guestTokenHash),
    check('carts_owner', sql`(${t.userId} IS NULL) <> (${t.guestTokenHash} IS NULL)`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: uuid('color_id').references(() => productColors.id, { onDelete: 'cascade' }),
    /** The chosen variant of a product sold as variants; null for one without. */
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One line per product, color and variant; NULLS NOT DISTINCT makes "none" one value too.
    unique('cart_items_line_unique')
      .on(t.cartId, t.productId, t.colorId, t.variantId)
      .nullsNotDistinct(),
    index('cart_items_cart_idx').on(t.cartId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
