import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BLOG_STATUSES } from '../../../shared/constants';
import { users } from '../auth/tables';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown; rendered to sanitized HTML by the one shared renderer. */
    content: text('content').notNull(),
    author: text('author').notNull(),
    /** Comma-separated, as the admin types them (SPEC §3). */
    tags: text('tags').notNull().default(''),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    coverImageUrl: text('cover_image_url'),
    /** The cover's 800 px copy (decision 076); null for a cover stored before it, or none. */
    coverThumbUrl: text('cover_thumb_url'),
    videoUrl: text('video_url'),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_status_published_idx').on(t.status, t.publishedAt),
  ],
);
