import { and, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { slugify } from '../../../shared/blog-slug';
import type { Language } from '../../../shared/constants';
import type {
  BlogPost,
  BlogPostList,
  BlogPostSummary,
  BlogTag,
  blogListQuerySchema,
} from '../../../shared/schemas/blog';
import { parseTags } from '../../../shared/schemas/blog';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageOf, pageOffset } from '../../lib/paging';
import { hasTag, type PostRow, summaryColumns, toPost, toSummary } from './posts';
import { blogPosts } from './tables';

const RELATED_COUNT = 3;
const TAG_LIST_MAX = 40;

type ListQuery = z.output<typeof blogListQuerySchema>;

const published = eq(blogPosts.status, 'published');
/** The reader's language first (SPEC: posts in the other language follow, badged). */
const readerFirst = (lang: Language) => sql`(${blogPosts.language} = ${lang}) desc`;

/** The public side of news: published posts only, except drafts an admin opens to check. */
export function createBlogService(db: Db) {
  /**
   * A post for reading. Drafts exist only for admins; anyone else gets the same 404 as for a post
   * that never existed, so drafts cannot even be discovered.
   */
  async function readable(
    where: SQL,
    canSeeDrafts: () => Promise<boolean>,
  ): Promise<BlogPost & { draft: boolean }> {
    const [row] = await db.select().from(blogPosts).where(where).limit(1);
    if (!row || (row.status !== 'published' && !(await canSeeDrafts()))) {
      throw AppError.notFound('blog.notFound');
    }
    return { ...toPost(row), draft: row.status !== 'published' };
  }

  return {
    async list(query: ListQuery, readerLang: Language): Promise<BlogPostList> {
      const filters: SQL[] = [published];
      if (query.tag) filters.push(hasTag(query.tag));
      if (query.language) filters.push(eq(blogPosts.language, query.language));
      const where = and(...filters);
      const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
      const rows = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(where)
        .orderBy(
          readerFirst(query.lang ?? readerLang),
          desc(blogPosts.publishedAt),
          desc(blogPosts.id),
        )
        .limit(query.pageSize)
        .offset(pageOffset(query));
      return pageOf(rows.map(toSummary), total, query);
    },

    getById: (id: string, canSeeDrafts: () => Promise<boolean>) =>
      readable(eq(blogPosts.id, id), canSeeDrafts),

    /** The slug as stored, or as a hand-typed URL would normalise ('Solar-Guide' → 'solar-guide'). */
    getBySlug(slug: string, canSeeDrafts: () => Promise<boolean>) {
      const candidates = [...new Set([slug, slug.normalize('NFC'), slugify(slug)])].filter(Boolean);
      return readable(inArray(blogPosts.slug, candidates), canSeeDrafts);
    },

    /** Posts sharing the most tags, then the same language, newest first; never the post itself. */
    async related(id: string, only?: Language): Promise<BlogPostSummary[]> {
      const [post] = await db
        .select({ tags: blogPosts.tags, language: blogPosts.language, status: blogPosts.status })
        .from(blogPosts)
        .where(eq(blogPosts.id, id));
      if (post?.status !== 'published') throw AppError.notFound('blog.notFound');
      const tags = parseTags(post.tags).map((tag) => tag.toLowerCase());
      const shared = tags.length
        ? sql<number>`(select count(*)::int from unnest(string_to_array(${blogPosts.tags}, ',')) as t(name) where lower(btrim(t.name)) in ${tags})`
        : sql<number>`0`;
      const rows = await db
        .select(summaryColumns)
        .from(blogPosts)
        .where(
          and(
            published,
            ne(blogPosts.id, id),
            or(sql`${shared} > 0`, eq(blogPosts.language, post.language)),
            only ? eq(blogPosts.language, only) : undefined,
          ),
        )
        .orderBy(
          desc(shared),
          readerFirst(post.language),
          desc(blogPosts.publishedAt),
          desc(blogPosts.id),
        )
        .limit(RELATED_COUNT);
      return rows.map(toSummary);
    },

    /** Tags of published posts with their counts; the reader's language's tags first. */
    tags(readerLang: Language, only?: Language): Promise<BlogTag[]> {
      return queryRows<BlogTag>(
        db,
        sql`select min(btrim(t.name)) as tag, count(*)::int as count
          from ${blogPosts}, unnest(string_to_array(${blogPosts.tags}, ',')) as t(name)
          where ${blogPosts.status} = 'published' and btrim(t.name) <> ''
            ${only ? sql`and ${blogPosts.language} = ${only}` : sql``}
          group by lower(btrim(t.name))
          order by bool_or(${blogPosts.language} = ${readerLang}) desc, count(*) desc, 1
          limit ${TAG_LIST_MAX}`,
      );
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
export type { PostRow };
