import { sql } from 'drizzle-orm';
import {
  date,
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
import { categories } from '../catalog/tables';

/**
 * Synonym groups the shop owner edits (issue 23): every term of a group finds what any other
 * finds (سكوتر = اسكوتر = scooter = e-scooter). Terms are stored as typed; the search folds them.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  terms: jsonb('terms').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A term that leads straight to a category ("بطاريات" → Lithium batteries). */
export const searchRedirects = pgTable(
  'search_redirects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    term: text('term').notNull(),
    /** The folded term (the search's normalisation), unique. */
    termKey: text('term_key').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_redirects_term_unique').on(t.termKey)],
);

/**
 * What shoppers searched, counted per day and folded query: no user, no address, no session —
 * only the words and how many results the last one had.
 */
export const searchQueryStats = pgTable(
  'search_query_stats',
  {
    day: date('day', { mode: 'string' }).notNull(),
    queryKey: text('query_key').notNull(),
    searches: integer('searches').notNull().default(0),
    lastResults: integer('last_results').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.queryKey] }),
    index('search_query_stats_zero_idx').on(t.day).where(sql`${t.lastResults} = 0`),
  ],
);
