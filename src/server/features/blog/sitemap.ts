import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from './tables';

/** Every published post (its slug is its URL) and when it last changed, for the sitemap. */
export function listPublishedPostSlugs(db: Db): Promise<{ key: string; updatedAt: Date }[]> {
  return db
    .select({ key: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'));
}
