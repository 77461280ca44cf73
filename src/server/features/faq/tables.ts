import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FAQ_CATEGORIES } from '../../../shared/constants';

export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category', { enum: FAQ_CATEGORIES }).notNull(),
    questionEn: text('question_en').notNull(),
    questionAr: text('question_ar').notNull(),
    answerEn: text('answer_en').notNull(),
    answerAr: text('answer_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_category_order_idx').on(t.category, t.sortOrder)],
);
