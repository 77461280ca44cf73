import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/**
 * A customer's address book (issue 24): several delivery addresses, one of them the default,
 * offered at checkout. The order keeps its own copy of the address it was sent to (orders'
 * shipping_info), so editing or deleting an entry here never rewrites an order.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's own name for it ("Home", "المحل"); optional. */
    label: text('label'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** A governorate code (shared/egypt.ts) when the country is Egypt, free text otherwise. */
    state: text('state').notNull(),
    postalCode: text('postal_code'),
    country: text('country').notNull().default('EG'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default per customer, held by the database so two tabs cannot make two.
    uniqueIndex('customer_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
