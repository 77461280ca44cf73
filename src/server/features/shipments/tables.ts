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
import { COURIERS, SHIPMENT_STATUSES } from '../../../shared/constants';
import { users } from '../auth/tables';
import { orders } from '../orders/tables';

/**
 * A parcel handed to a courier for an order (issue 21): the manual courier (a name and a tracking
 * number typed by staff) or a courier provider such as Bosta (its delivery id and tracking number
 * come from its API). An order has at most one live shipment; a cancelled one may be followed by
 * another. `status` is the courier's state mapped onto ours (shipments/status-map).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier', { enum: COURIERS }).notNull(),
    /** The manual courier's name as typed ("Aramex", "مندوب الشركة"); null for a provider. */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    /** The courier's own id of the delivery (Bosta's `_id`), to follow it. */
    externalId: text('external_id'),
    parcels: integer('parcels').notNull().default(1),
    weightGrams: integer('weight_grams'),
    /** The cash the courier collects: the order's total for cash on delivery, 0 otherwise. */
    codPiastres: integer('cod_piastres').notNull().default(0),
    note: text('note'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('created'),
    /** The courier's last raw state, kept to explain a mapping. */
    courierState: text('courier_state'),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId, t.createdAt),
    // One live shipment per order: a second "create shipment" (double click, two staff) fails.
    // A cancelled one, or one that came back to the shop, makes room for the next.
    uniqueIndex('shipments_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.status} not in ('cancelled', 'returned')`),
    uniqueIndex('shipments_courier_external_unique')
      .on(t.courier, t.externalId)
      .where(sql`${t.externalId} is not null`),
    // The polling job reads the shipments still on their way, oldest poll first.
    index('shipments_open_idx')
      .on(t.lastPolledAt)
      .where(sql`${t.status} not in ('delivered', 'returned', 'cancelled')`),
    check('shipments_parcels_positive', sql`${t.parcels} between 1 and 99`),
    check('shipments_cod_non_negative', sql`${t.codPiastres} >= 0`),
    check('shipments_weight_positive', sql`${t.weightGrams} is null or ${t.weightGrams} > 0`),
  ],
);

/**
 * The courier's tracking timeline: one row per state the courier reported (webhook or poll) or
 * staff recorded. (shipment, code, occurred_at) is unique, so a webhook and a poll reporting the
 * same event keep one row.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The courier's own state code or name (e.g. Bosta's 24 / "Delivered"). */
    code: text('code').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    source: text('source', { enum: ['webhook', 'poll', 'staff'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_events_unique').on(t.shipmentId, t.code, t.occurredAt),
    index('shipment_events_shipment_idx').on(t.shipmentId, t.occurredAt),
  ],
);
