import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
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
    /** The payment method of this attempt (its Paymob integration): card, wallet, kiosk, … */
    method: text('method').notNull().default('card'),
    /** Kiosk (Aman/Masary): the reference the customer pays with, and until when. */
    kioskReference: text('kiosk_reference'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
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
    /** What paid: the attempt's method, Paymob's source_data.type and sub_type (wallet or
     * instalment provider, card brand) and the card's last 4 digits (source_data.pan). */
    method: text('method'),
    sourceType: text('source_type'),
    subType: text('sub_type'),
    cardLast4: text('card_last4'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_transactions_transaction_state_unique').on(t.transactionId, t.state),
    index('payment_transactions_attempt_idx').on(t.attemptId),
  ],
);

export const REFUND_KINDS = ['refund', 'void'] as const;
export const REFUND_MODES = ['provider', 'manual'] as const;
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Money given back for an order (issue 20): a refund (full or partial) or a same-day void of a
 * card payment, through Paymob (`provider`) or recorded by the admin (`manual`: cash on delivery,
 * kiosk — the note says how the money went back). The idempotency key is unique, so a double
 * click or a retry after a timeout never refunds twice; the order's row lock (orders lifecycle)
 * keeps the refunds of an order within what was captured.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The attempt whose transaction is refunded (provider refunds). */
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: REFUND_KINDS }).notNull(),
    mode: text('mode', { enum: REFUND_MODES }).notNull(),
    amountPiastres: integer('amount_piastres').notNull(),
    reason: text('reason').notNull(),
    /** Manual refunds: how the money went back (cash handed over, bank transfer, …). */
    note: text('note'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The refund's (or void's) own transaction id at Paymob, once known. */
    providerTransactionId: text('provider_transaction_id'),
    errorMessage: text('error_message'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_idempotency_unique').on(t.idempotencyKey),
    index('payment_refunds_order_idx').on(t.orderId),
    check('payment_refunds_amount_positive', sql`${t.amountPiastres} > 0`),
  ],
);
