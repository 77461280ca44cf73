import { z } from 'zod';
import { slugify } from '../blog-slug';
import { BLOG_STATUSES, LANGUAGES, NEWS_PAGE_SIZE } from '../constants';
import { isEmbeddableVideoUrl } from '../video-url';
import { listOf } from './common';

/** News (blog) contract, public and admin. Messages are message keys (see lib/messages.ts). */
const text = (max: number) =>
  z.string('validation.invalidType').trim().max(max, 'validation.tooLong');

export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_MAX_TAGS = 15;

/**
 * SPEC §3 keeps tags as one comma-separated text. Arabic keyboards type '،', so both separate;
 * blanks and repeats (ignoring case) are dropped, the first spelling wins.
 */
export function parseTags(raw: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of raw.split(/[,،]/)) {
    const tag = part.replace(/\s+/g, ' ').trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

// ---------- public ----------

export const blogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
  tag: z
    .string()
    .max(100)
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** The reader's language, listed first; defaults to the request's language. */
  lang: z.enum(LANGUAGES).optional(),
  /** Only the posts written in this language (the storefront's news, decision 052). */
  language: z.enum(LANGUAGES).optional(),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

/** Tags and related posts of one language only (decision 052); absent: every language. */
export const blogLanguageQuerySchema = z.object({ language: z.enum(LANGUAGES).optional() });

export const blogPostSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  language: z.enum(LANGUAGES),
  coverImageUrl: z.string().nullable(),
  /** The cover's phone-sized copy (decision 076): null when the cover has none. */
  coverThumbUrl: z.string().nullable(),
  hasVideo: z.boolean(),
  publishedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPostListSchema = listOf(blogPostSummarySchema);
export type BlogPostList = z.infer<typeof blogPostListSchema>;

/** One post for reading. contentHtml comes from the shared renderer (src/shared/markdown.ts). */
export const blogPostSchema = blogPostSummarySchema.extend({
  status: z.enum(BLOG_STATUSES),
  /** null only for a draft, which only an admin ever receives. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  videoUrl: z.string().nullable(),
  contentHtml: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogRelatedSchema = z.object({ items: z.array(blogPostSummarySchema) });

export const blogTagListSchema = z.object({
  items: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type BlogTag = z.infer<typeof blogTagListSchema>['items'][number];

export const blogSlugParamsSchema = z.strictObject({ slug: z.string().min(1).max(300) });

// ---------- admin ----------

export const adminBlogQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z
    .string()
    .optional()
    .transform((s) => s?.trim().slice(0, 200) || undefined),
  status: z.enum(BLOG_STATUSES).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type AdminBlogQuery = z.input<typeof adminBlogQuerySchema>;

/** A slug as typed: normalised like a generated one; only an unusable one is an error. */
const slugInput = z
  .string('validation.invalidType')
  .trim()
  .max(200, 'validation.tooLong')
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const slug = slugify(value);
    if (!slug) {
      ctx.addIssue({ code: 'custom', message: 'validation.invalidBlogSlug' });
      return z.NEVER;
    }
    return slug;
  });

export const blogPostInputSchema = z.strictObject({
  title: text(200).min(1, 'validation.required'),
  /** Empty: made from the title (a new post) or kept as it is (an existing one). */
  slug: slugInput,
  /** Empty: the first paragraphs of the content. */
  excerpt: text(500).default(''),
  content: text(100_000).min(1, 'validation.required'),
  author: text(120).min(1, 'validation.required'),
  tags: text(1000)
    .default('')
    .refine(
      (raw) => parseTags(raw).every((tag) => tag.length <= BLOG_TAG_MAX_LENGTH),
      'validation.tagTooLong',
    )
    .refine((raw) => parseTags(raw).length <= BLOG_MAX_TAGS, 'validation.tooManyTags'),
  language: z.enum(LANGUAGES, 'validation.required'),
  videoUrl: z
    .string('validation.invalidType')
    .trim()
    .max(500, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isEmbeddableVideoUrl(v), 'validation.invalidVideoUrl'),
  /** 'published' on a draft is "publish now": publishedAt becomes the moment of saving. */
  status: z.enum(BLOG_STATUSES).default('draft'),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostPayload = z.output<typeof blogPostInputSchema>;

export const adminBlogSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  tags: z.array(z.string()),
  language: z.enum(LANGUAGES),
  status: z.enum(BLOG_STATUSES),
  coverImageUrl: z.string().nullable(),
  /** The cover's phone-sized copy (decision 076): null when the cover has none. */
  coverThumbUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogSummary = z.infer<typeof adminBlogSummarySchema>;
export const adminBlogListSchema = listOf(adminBlogSummarySchema);

/** The raw Markdown travels to admins only; readers get contentHtml. */
export const adminBlogPostSchema = adminBlogSummarySchema.extend({
  excerpt: z.string(),
  content: z.string(),
  contentHtml: z.string(),
  videoUrl: z.string().nullable(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const slugAvailabilityQuerySchema = z.object({
  slug: z.string().max(300),
  /** The post being edited: its own slug counts as available. */
  id: z.uuid().optional(),
});
export const slugAvailabilitySchema = z.object({
  /** The slug as it would be saved ('' when nothing usable was given). */
  slug: z.string(),
  available: z.boolean(),
  /** The slug a save without an explicit one would get: slug, or slug-2, slug-3… */
  suggestion: z.string(),
});
export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;
