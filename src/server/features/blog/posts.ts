import { sql } from 'drizzle-orm';
import { markdownToText, renderMarkdown } from '../../../shared/markdown';
import type {
  AdminBlogPost,
  AdminBlogSummary,
  BlogPost,
  BlogPostSummary,
} from '../../../shared/schemas/blog';
import { parseTags } from '../../../shared/schemas/blog';
import { blogPosts } from './tables';

export type PostRow = typeof blogPosts.$inferSelect;

/**
 * Lists need only the start of the content (for an automatic excerpt), not whole articles: the
 * columns of a summary, with the content cut in SQL.
 */
export const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: sql<string>`left(${blogPosts.content}, 3000)`,
  author: blogPosts.author,
  tags: blogPosts.tags,
  language: blogPosts.language,
  coverImageUrl: blogPosts.coverImageUrl,
  coverThumbUrl: blogPosts.coverThumbUrl,
  videoUrl: blogPosts.videoUrl,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};
type SummaryRow = Omit<PostRow, 'createdById'>;

/** What the admin wrote as excerpt, else the first paragraphs of the article. */
const excerptOf = (row: Pick<PostRow, 'excerpt' | 'content'>) =>
  row.excerpt.trim() || markdownToText(row.content, 200);

export function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row),
    author: row.author,
    tags: parseTags(row.tags),
    language: row.language,
    coverImageUrl: row.coverImageUrl,
    coverThumbUrl: row.coverThumbUrl,
    hasVideo: Boolean(row.videoUrl),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

export function toPost(row: PostRow): BlogPost {
  return {
    ...toSummary(row),
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    videoUrl: row.videoUrl,
    contentHtml: renderMarkdown(row.content),
  };
}

export function toAdminSummary(row: SummaryRow): AdminBlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    tags: parseTags(row.tags),
    language: row.language,
    status: row.status,
    coverImageUrl: row.coverImageUrl,
    coverThumbUrl: row.coverThumbUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminPost(row: PostRow): AdminBlogPost {
  return {
    ...toAdminSummary(row),
    excerpt: row.excerpt,
    content: row.content,
    contentHtml: renderMarkdown(row.content),
    videoUrl: row.videoUrl,
  };
}

/** Posts carrying a tag (any case): tags are one comma-separated text (SPEC §3). */
export const hasTag = (tag: string) =>
  sql`exists (select 1 from unnest(string_to_array(${blogPosts.tags}, ',')) as t(name) where lower(btrim(t.name)) = lower(${tag}))`;
