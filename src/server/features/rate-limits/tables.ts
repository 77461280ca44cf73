import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every app instance on one PostgreSQL (fixed windows). Keys name
 * the limit and the client, e.g. `api|203.0.113.7` or `POST/api/auth/login|203.0.113.7|a@b.c`.
 * Rows whose window has ended are deleted now and then (lib/rate-limit-store.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
