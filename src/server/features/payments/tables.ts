import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables';

export const paymentAttemptStatuses = [
  'created',
  'pending',
  'paid',
  'failed',
  'cancelled',
] as const;

/** One card-payment attempt (a Paymob intention) for an order. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    /** special_reference sent to Paymob: <orderNumber>-<attempt>. */
    reference: text('reference').notNull(),
    amountPiastres: integer('amount_piastres').notNull(),
    provider: text('provider').notNull().default('paymob'),
    intentionId: text('intention_id'),
    providerOrderId: text('provider_order_id'),
    clientSecret: text('client_secret'),
    transactionId: text('transaction_id'),
    status: text('status', { enum: paymentAttemptStatuses }).notNull().default('created'),
    lastCallback: jsonb('last_callback').$type<Record<string, unknown>>(),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_reference_unique').on(t.reference),
    uniqueIndex('payment_attempts_order_attempt_unique').on(t.orderId, t.attemptNumber),
    index('payment_attempts_provider_order_idx').on(t.providerOrderId),
    index('payment_attempts_status_created_idx').on(t.status, t.createdAt),
  ],
);
