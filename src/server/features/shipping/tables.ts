import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Shipping zones (issue 19 §2): a set of Egypt's governorates sharing one fee, an optional
 * free-shipping-over amount and a delivery estimate. A destination no zone names (another
 * country, or a governorate the admin left out) falls back to the shop's flat rule (settings).
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    feePiastres: integer('fee_piastres').notNull(),
    /** Free shipping from this subtotal on; null: never free. */
    freeOverPiastres: integer('free_over_piastres'),
    /** Delivery estimate in days, min–max. */
    daysMin: integer('days_min').notNull(),
    daysMax: integer('days_max').notNull(),
    /** The admin's order of the zones. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipping_zones_fee_non_negative', sql`${t.feePiastres} >= 0`),
    check(
      'shipping_zones_free_over_non_negative',
      sql`${t.freeOverPiastres} IS NULL OR ${t.freeOverPiastres} >= 0`,
    ),
    check('shipping_zones_days', sql`${t.daysMin} >= 0 AND ${t.daysMax} >= ${t.daysMin}`),
  ],
);

/**
 * Which zone a governorate belongs to. The governorate code (src/shared/egypt.ts) is the key, so
 * two zones can never overlap: the database refuses it whatever the admin screen sends.
 */
export const shippingZoneGovernorates = pgTable(
  'shipping_zone_governorates',
  {
    governorate: text('governorate').primaryKey(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
  },
  (t) => [index('shipping_zone_governorates_zone_idx').on(t.zoneId)],
);
