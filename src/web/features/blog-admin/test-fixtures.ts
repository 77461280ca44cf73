import type { AdminBlogPost } from '../../../shared/schemas/blog';

/** Test data for the news admin (ids are valid UUIDs: the shared schemas insist). */
export const POST_ID = '44444444-4444-4444-8444-444444444444';

export const adminPost = (patch: Partial<AdminBlogPost> = {}): AdminBlogPost => ({
  id: POST_ID,
  slug: 'solar-basics',
  title: 'Solar basics',
  author: 'Mona',
  tags: ['solar'],
  language: 'en',
  status: 'draft',
  coverImageUrl: null,
  coverThumbUrl: null,
  publishedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  excerpt: '',
  content: 'Hello',
  contentHtml: '<p>Hello</p>\n',
  videoUrl: null,
  ...patch,
});

export const listOf = <T>(items: T[]) => ({
  items,
  page: 1,
  pageSize: 20,
  total: items.length,
  totalPages: 1,
});
