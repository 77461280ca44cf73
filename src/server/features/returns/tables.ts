import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RETURN_STATUSES } from '../../../shared/constants';
import { users } from '../auth/tables';
import { orderItems, orders } from '../orders/tables';

/**
 * A customer's request to send items of a delivered order back (issue 21): requested → approved
 * or refused → received (restocked) → refunded. At most one open request per order, so a double
 * submit never asks twice.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    /** Stored file names of the customer's optional photos. */
    photos: jsonb('photos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The admin's message with the approval or refusal. */
    staffMessage: text('staff_message'),
    /** What the items are worth back (their lines' totals after discount), set on approval. */
    refundPiastres: integer('refund_piastres'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('return_requests_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in ('requested', 'approved')`),
    check(
      'return_requests_refund_non_negative',
      sql`${t.refundPiastres} is null or ${t.refundPiastres} >= 0`,
    ),
  ],
);

/** Which lines, how many of each. */
export const returnItems = pgTable(
  'return_items',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
