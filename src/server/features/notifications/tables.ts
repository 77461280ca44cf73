import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../../../shared/constants';
import { users } from '../auth/tables';

/** SPEC §3 notification; both languages stored, the client picks by its language. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    priority: text('priority', { enum: NOTIFICATION_PRIORITIES }).notNull().default('normal'),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    messageAr: text('message_ar').notNull(),
    messageEn: text('message_en').notNull(),
    redirectUrl: text('redirect_url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId, t.readAt),
  ],
);
