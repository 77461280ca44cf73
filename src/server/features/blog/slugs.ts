import { and, eq, like, ne, or } from 'drizzle-orm';
import { BLOG_SLUG_MAX_LENGTH, slugify, withSuffix } from '../../../shared/blog-slug';
import type { SlugAvailability } from '../../../shared/schemas/blog';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { escapeLike } from '../../lib/sql-like';
import { blogPosts } from './tables';

const UNIQUE_INDEX = 'blog_posts_slug_unique';

export const slugTaken = () =>
  new AppError('CONFLICT', 409, 'blog.slugTaken', {
    errors: [{ field: 'slug', messages: ['blog.slugTaken'] }],
  });

/** The unique index refused a slug (two saves raced for it); drivers nest the cause differently. */
export function isSlugConflict(error: unknown): boolean {
  return isUniqueViolation(error) || String(error).includes(UNIQUE_INDEX);
}

/** Unique post slugs (docs/decisions/015-news-slugs-and-markdown.md). */
export function createSlugs(db: Db) {
  /** Slugs already used that a suffixed form of `base` could collide with. */
  async function takenLike(base: string, ownId?: string): Promise<Set<string>> {
    // withSuffix shortens a base near the length limit to fit '-n': compare on a safe prefix.
    const prefix = escapeLike(base.slice(0, BLOG_SLUG_MAX_LENGTH - 12));
    const rows = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          or(eq(blogPosts.slug, base), like(blogPosts.slug, `${prefix}%`)),
          ownId ? ne(blogPosts.id, ownId) : undefined,
        ),
      );
    return new Set(rows.map((row) => row.slug));
  }

  /** base, else base-2, base-3… whichever is free first. */
  async function firstFree(base: string, ownId?: string): Promise<string> {
    const taken = await takenLike(base, ownId);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) {
      const candidate = withSuffix(base, n);
      if (!taken.has(candidate)) return candidate;
    }
  }

  return {
    /** A title whose slug comes out empty (only emoji, say) still gets a stable, readable one. */
    freeFrom: (title: string) => firstFree(slugify(title) || 'post'),

    async assertFree(slug: string, ownId?: string): Promise<void> {
      const [other] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), ownId ? ne(blogPosts.id, ownId) : undefined));
      if (other) throw slugTaken();
    },

    async availability(slug: string, ownId?: string): Promise<SlugAvailability> {
      if (!slug) return { slug, available: false, suggestion: '' };
      const suggestion = await firstFree(slug, ownId);
      return { slug, available: suggestion === slug, suggestion };
    },
  };
}
