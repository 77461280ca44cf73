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
    /** When the status inquiry last asked Paymob about this attempt (lost callbacks). */
    inquiredAt: timestamp('inquired_at', { withTimezone: true }),
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

export const paymentTransactionStates = [
  'pending',
  'paid',
  'failed',
  'refunded',
  'voided',
  'mismatch',
] as const;

/**
 * Every transaction state Paymob told us about, from a callback or an inquiry, with the raw
 * payload for audit. The unique (transaction id, state) key is what makes a repeated callback a
 * no-op (PAYMOB.md §4): the insert that loses the race changes nothing else.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull(),
    state: text('state', { enum: paymentTransactionStates }).notNull(),
    source: text('source', { enum: ['callback', 'inquiry'] }).notNull(),
    amountCents: integer('amount_cents'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transactions_transaction_state_unique').on(t.transactionId, t.state),
    index('payment_transactions_attempt_idx').on(t.attemptId),
  ],
);
