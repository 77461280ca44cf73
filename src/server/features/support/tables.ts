import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../../../shared/constants';
import { users } from '../auth/tables';

export const supportThreads = pgTable(
  'support_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for messages sent through the public contact form by a guest. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    requesterPhone: text('requester_phone'),
    subject: text('subject').notNull(),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('open'),
    priority: text('priority', { enum: SUPPORT_PRIORITIES }).notNull().default('normal'),
    source: text('source', { enum: ['support', 'contact'] })
      .notNull()
      .default('support'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_threads_user_idx').on(t.userId, t.lastMessageAt),
    index('support_threads_status_idx').on(t.status, t.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => supportThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: ['customer', 'admin', 'guest'] }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_thread_idx').on(t.threadId, t.createdAt)],
);
