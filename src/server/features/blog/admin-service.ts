import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { slugify } from '../../../shared/blog-slug';
import type {
  AdminBlogPost,
  AdminBlogSummary,
  adminBlogQuerySchema,
  BlogPostPayload,
  SlugAvailability,
} from '../../../shared/schemas/blog';
import { parseTags } from '../../../shared/schemas/blog';
import type { ListOf } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { normalizeArabic } from '../../lib/arabic';
import { processCoverImage, sniffImageType } from '../../lib/images';
import { pageOf, pageOffset } from '../../lib/paging';
import { escapeLike } from '../../lib/sql-like';
import type { Storage } from '../../lib/storage';
import { recordAudit } from '../audit';
import { summaryColumns, toAdminPost, toAdminSummary } from './posts';
import { createSlugs, isSlugConflict, slugTaken } from './slugs';
import { blogPosts } from './tables';

type Query = z.output<typeof adminBlogQuerySchema>;
type PostRow = typeof blogPosts.$inferSelect;

/** What the audit log keeps of a post: enough to tell versions apart, not the whole body. */
const auditView = (post: PostRow) => ({
  title: post.title,
  slug: post.slug,
  language: post.language,
  status: post.status,
  publishedAt: post.publishedAt?.toISOString() ?? null,
  coverImageUrl: post.coverImageUrl,
  contentLength: post.content.length,
});

/** Publishing and unpublishing are named as such; any other edit is an update. */
function updateAction(before: PostRow, after: PostRow) {
  if (before.status !== after.status) {
    return after.status === 'published' ? 'blog_post.published' : 'blog_post.unpublished';
  }
  return 'blog_post.updated';
}

type Cover = Pick<PostRow, 'coverImageUrl' | 'coverThumbUrl'>;

/**
 * The storage keys of a post's cover and its copy. Uploaded covers live under blog/<post id>/;
 * only those are ever deleted (not demo files).
 */
const coverKeysOf = (storage: Storage, postId: string, cover: Cover): string[] =>
  [cover.coverImageUrl, cover.coverThumbUrl].flatMap((url) => {
    const key = url ? storage.keyOf(url) : null;
    return key?.startsWith(`blog/${postId}/`) ? [key] : [];
  });

/** Admin side of news: every post, drafts included, with its Markdown. */
export function createAdminBlog(db: Db, storage: Storage) {
  const slugs = createSlugs(db);

  async function row(id: string) {
    const [found] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!found) throw AppError.notFound('blog.notFound');
    return found;
  }

  const values = (input: BlogPostPayload) => ({
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    tags: parseTags(input.tags).join(', '),
    language: input.language,
    videoUrl: input.videoUrl,
    status: input.status,
  });

  /**
   * Saves with a free slug. An explicit slug that is taken is the admin's to change (409); a
   * generated one takes the next suffix, also when another save grabbed it a moment earlier.
   */
  /** The cover changed, with its audit entry, in one transaction. */
  function saveCover(id: string, existing: PostRow, cover: Cover, actorId: string) {
    return db.transaction(async (tx) => {
      const [saved] = await tx
        .update(blogPosts)
        .set({ ...cover, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id))
        .returning();
      await recordAudit(tx, {
        actorId,
        action: 'blog_post.updated',
        entityType: 'blog_post',
        entityId: id,
        before: { coverImageUrl: existing.coverImageUrl },
        after: { coverImageUrl: saved.coverImageUrl },
      });
      return saved;
    });
  }

  async function withFreeSlug<T>(
    explicit: string | undefined,
    generate: () => Promise<string>,
    save: (slug: string) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const slug = explicit ?? (await generate());
      try {
        return await save(slug);
      } catch (error) {
        if (!isSlugConflict(error)) throw error;
        if (explicit || attempt >= 3) throw slugTaken();
      }
    }
  }

  return {
    async list(query: Query): Promise<ListOf<AdminBlogSummary>> {
      const filters: SQL[] = [];
      if (query.status) filters.push(eq(blogPosts.status, query.status));
      if (query.language) filters.push(eq(blogPosts.language, query.language));
      if (query.q) {
        const pattern = `%${escapeLike(normalizeArabic(query.q))}%`;
        filters.push(
          sql`(normalize_ar(${blogPosts.title}) like ${pattern} or normalize_ar(${blogPosts.author}) like ${pattern} or normalize_ar(${blogPosts.slug}) like ${pattern} or normalize_ar(${blogPosts.tags}) like ${pattern})`,
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
      const rows = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
        .limit(query.pageSize)
        .offset(pageOffset(query));
      return pageOf(rows.map(toAdminSummary), total, query);
    },

    get: async (id: string): Promise<AdminBlogPost> => toAdminPost(await row(id)),

    slugAvailability: (slug: string, ownId?: string): Promise<SlugAvailability> =>
      slugs.availability(slugify(slug), ownId),

    async create(input: BlogPostPayload, authorId: string): Promise<AdminBlogPost> {
      if (input.slug) await slugs.assertFree(input.slug);
      const created = await withFreeSlug(
        input.slug,
        () => slugs.freeFrom(input.title),
        (slug) =>
          db.transaction(async (tx) => {
            const [inserted] = await tx
              .insert(blogPosts)
              .values({
                ...values(input),
                slug,
                createdById: authorId,
                publishedAt: input.status === 'published' ? sql`now()` : null,
              })
              .returning();
            await recordAudit(tx, {
              actorId: authorId,
              action: inserted.status === 'published' ? 'blog_post.published' : 'blog_post.created',
              entityType: 'blog_post',
              entityId: inserted.id,
              before: null,
              after: auditView(inserted),
            });
            return inserted;
          }),
      );
      return toAdminPost(created);
    },

    async update(id: string, input: BlogPostPayload, actorId: string): Promise<AdminBlogPost> {
      const existing = await row(id);
      // Without a slug the old one stays, so links already shared keep working.
      const explicit = input.slug && input.slug !== existing.slug ? input.slug : undefined;
      if (explicit) await slugs.assertFree(explicit, id);
      // "Publish now" stamps the moment a draft goes live; editing a live post keeps its date.
      const publishedAt =
        input.status === 'draft'
          ? null
          : existing.status === 'published'
            ? existing.publishedAt
            : sql`now()`;
      const updated = await withFreeSlug(
        explicit,
        async () => existing.slug,
        (slug) =>
          db.transaction(async (tx) => {
            const [saved] = await tx
              .update(blogPosts)
              .set({ ...values(input), slug, publishedAt, updatedAt: sql`now()` })
              .where(eq(blogPosts.id, id))
              .returning();
            if (saved) {
              await recordAudit(tx, {
                actorId,
                action: updateAction(existing, saved),
                entityType: 'blog_post',
                entityId: id,
                before: auditView(existing),
                after: auditView(saved),
              });
            }
            return saved;
          }),
      );
      if (!updated) throw AppError.notFound('blog.notFound');
      return toAdminPost(updated);
    },

    async remove(id: string, actorId: string): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
        if (!row) throw AppError.notFound('blog.notFound');
        await recordAudit(tx, {
          actorId,
          action: 'blog_post.deleted',
          entityType: 'blog_post',
          entityId: id,
          before: auditView(row),
          after: null,
        });
        return row;
      });
      for (const key of coverKeysOf(storage, id, removed)) await storage.delete(key);
    },

    /** Checks the real type from the bytes, re-encodes to WebP with its copy, then swaps the cover. */
    async setCover(id: string, bytes: Buffer, actorId: string): Promise<AdminBlogPost> {
      const existing = await row(id);
      if (!sniffImageType(bytes))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'errors.imageType');
      let image: Awaited<ReturnType<typeof processCoverImage>>;
      try {
        image = await processCoverImage(bytes);
      } catch (cause) {
        throw new AppError('BAD_REQUEST', 400, 'errors.imageInvalid', { cause });
      }
      const name = `blog/${id}/${randomUUID()}`;
      const cover = {
        coverImageUrl: await storage.put(`${name}.webp`, image.large.bytes),
        coverThumbUrl: await storage.put(`${name}-800.webp`, image.thumb.bytes),
      };
      const saved = await saveCover(id, existing, cover, actorId);
      for (const key of coverKeysOf(storage, id, existing)) await storage.delete(key);
      return toAdminPost(saved);
    },

    async removeCover(id: string, actorId: string): Promise<AdminBlogPost> {
      const existing = await row(id);
      const saved = await saveCover(
        id,
        existing,
        { coverImageUrl: null, coverThumbUrl: null },
        actorId,
      );
      for (const key of coverKeysOf(storage, id, existing)) await storage.delete(key);
      return toAdminPost(saved);
    },
  };
}

export type AdminBlog = ReturnType<typeof createAdminBlog>;
