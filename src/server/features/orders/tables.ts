import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DELIVERY_STATUSES,
  LANGUAGES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../../../shared/constants';
import type { StoredQuote } from '../../../shared/schemas/order-quote';
import { users } from '../auth/tables';
import { productColors, products, productVariants } from '../catalog/tables';
import { coupons } from '../discounts/tables';

/** Human order numbers, e.g. 100001, independent of the UUID key. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 100001 });

export interface ShippingInfo {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string | null;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subtotalPiastres: integer('subtotal_piastres').notNull(),
    shippingPiastres: integer('shipping_piastres').notNull(),
    /** Taken off by coupons: off the items, and the shipping fee a free-shipping code waives. */
    discountPiastres: integer('discount_piastres').notNull().default(0),
    /** The cash-on-delivery fee, when the shop charges one. */
    codFeePiastres: integer('cod_fee_piastres').notNull().default(0),
    /** The VAT contained in the total (0 when VAT does not apply); informative, never added. */
    vatPiastres: integer('vat_piastres').notNull().default(0),
    /** Given back so far (succeeded refunds; issue 20). */
    refundedPiastres: integer('refunded_piastres').notNull().default(0),
    /** Cash on delivery: what the courier collected, when, and who recorded it. */
    cashCollectedPiastres: integer('cash_collected_piastres'),
    cashCollectedAt: timestamp('cash_collected_at', { withTimezone: true }),
    cashCollectedById: uuid('cash_collected_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Cash-on-delivery confirmation: the hashed token of the e-mailed link, and when confirmed. */
    confirmationTokenHash: text('confirmation_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    totalPiastres: integer('total_piastres').notNull(),
    /**
     * What the quote decided (src/shared/schemas/order-quote.ts), written in the order's INSERT.
     * `DEFAULT NULL` on a NOT NULL column is deliberate: a row inserted without one (a test
     * fixture, the bench data) gets, from a BEFORE INSERT trigger (migration 0009), the quote
     * derived from its amounts, as the migration gave every earlier order.
     */
    quote: jsonb('quote').$type<StoredQuote>().notNull().default(sql`null`),
    shippingInfo: jsonb('shipping_info').$type<ShippingInfo>().notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** The language the customer ordered in: their e-mails about the order speak it. */
    locale: text('locale', { enum: LANGUAGES }).notNull().default('ar'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES })
      .notNull()
      .default('in_progress'),
    /** Paymob transaction id of the payment that settled the order. */
    transactionId: text('transaction_id'),
    /** Our reference sent to the payment provider (special_reference of the latest attempt). */
    reference: text('reference'),
    /** Idempotency key sent by the client, so a double submit never creates two orders. */
    idempotencyKey: text('idempotency_key'),
    notes: text('notes'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The invoice number, from its own gap-free sequence per year (`invoice_counters`), given in
     * the transaction that makes the order paid (issue 21): e.g. 2026 / 17 → "INV-2026-000017".
     */
    invoiceYear: integer('invoice_year'),
    invoiceSeq: integer('invoice_seq'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus),
    // Dashboard revenue is paid orders by day of payment: without this, every view of it reads
    // the whole orders table, however short the period (bench/dashboard.md).
    index('orders_paid_idx').on(t.paidAt, t.totalPiastres).where(sql`${t.paymentStatus} = 'paid'`),
    check(
      'orders_total_consistent',
      sql`${t.totalPiastres} = ${t.subtotalPiastres} + ${t.shippingPiastres} + ${t.codFeePiastres} - ${t.discountPiastres} and ${t.totalPiastres} >= 0`,
    ),
    // The dashboard's cash collected per day reads the few orders with cash recorded.
    index('orders_cash_collected_idx')
      .on(t.cashCollectedAt)
      .where(sql`${t.cashCollectedAt} is not null`),
    // The e-mailed confirmation link finds its order by the token's hash.
    uniqueIndex('orders_confirmation_token_unique')
      .on(t.confirmationTokenHash)
      .where(sql`${t.confirmationTokenHash} is not null`),
    uniqueIndex('orders_invoice_unique')
      .on(t.invoiceYear, t.invoiceSeq)
      .where(sql`${t.invoiceSeq} is not null`),
    check(
      'orders_invoice_complete',
      sql`(${t.invoiceYear} is null) = (${t.invoiceSeq} is null) and (${t.invoiceSeq} is null) = (${t.invoicedAt} is null)`,
    ),
    check(
      'orders_refunded_within_total',
      sql`${t.refundedPiastres} >= 0 and ${t.refundedPiastres} <= ${t.totalPiastres}`,
    ),
    check(
      'orders_amounts_non_negative',
      sql`${t.discountPiastres} >= 0 and ${t.codFeePiastres} >= 0 and ${t.vatPiastres} >= 0 and ${t.vatPiastres} <= ${t.totalPiastres}`,
    ),
    // The stored quote and the amount columns never disagree (reports read the columns).
    check(
      'orders_quote_consistent',
      sql`(${t.quote}->>'subtotalPiastres')::int = ${t.subtotalPiastres} and (${t.quote}->'shipping'->>'feePiastres')::int = ${t.shippingPiastres} and (${t.quote}->>'totalPiastres')::int = ${t.totalPiastres} and (${t.quote}->>'discountPiastres')::int = ${t.discountPiastres} and (${t.quote}->>'codFeePiastres')::int = ${t.codFeePiastres} and coalesce((${t.quote}->'vat'->>'includedPiastres')::int, 0) = ${t.vatPiastres}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    colorId: uuid('color_id').references(() => productColors.id, { onDelete: 'set null' }),
    // Names, color and price are copied: later catalog edits never change a past order.
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    colorName: text('color_name'),
    colorNameAr: text('color_name_ar'),
    colorCode: text('color_code'),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** The variant's option values as the customer saw them ("12 V — 200 Ah"); null: none. */
    variantNameEn: text('variant_name_en'),
    variantNameAr: text('variant_name_ar'),
    sku: text('sku'),
    imageUrl: text('image_url'),
    unitPricePiastres: integer('unit_price_piastres').notNull(),
    quantity: integer('quantity').notNull(),
    totalPiastres: integer('total_piastres').notNull(),
    /** This line's share of the coupon's discount on the items (pricing allocates it). */
    discountPiastres: integer('discount_piastres').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_items_discount_within_line',
      sql`${t.discountPiastres} >= 0 and ${t.discountPiastres} <= ${t.totalPiastres}`,
    ),
  ],
);

/** Tracking history: every status change, who made it and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The coupon an order used (at most one). `onceKey` is the customer's id when the coupon is
 * once-per-customer (null otherwise), and (coupon, onceKey) is unique: two orders of the same
 * customer racing for such a coupon cannot both keep it. The order lifecycle deletes the row and
 * gives the use back to the coupon when the order is cancelled.
 */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    onceKey: uuid('once_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_coupons_once_unique').on(t.couponId, t.onceKey),
    index('order_coupons_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

/**
 * The last invoice number given per year. Taken with `UPDATE … RETURNING` in the paying
 * transaction, so numbers have no gaps (a rolled-back payment gives its number back) and two
 * orders paid at once never share one.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
});

/**
 * Notes on an order (issue 21): `staff` notes are seen by staff only (author and time on the
 * order page); `customer` notes are messages to the customer, shown on their order page and sent
 * as a notification.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    visibility: text('visibility', { enum: ['staff', 'customer'] }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);
