import type { UseFormReturn } from 'react-hook-form';
import type { Language } from '../../../../../shared/constants';
import type {
  AdminBlogPost,
  BlogPostInput,
  BlogPostPayload,
} from '../../../../../shared/schemas/blog';

export type PostForm = UseFormReturn<BlogPostInput, unknown, BlogPostPayload>;

/** A new post: written in the admin's language by default, a draft until published. */
export const emptyPostValues = (language: Language): BlogPostInput => ({
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  author: '',
  tags: '',
  language,
  videoUrl: '',
  status: 'draft',
});

/** Exactly the keys of blogPostInputSchema (a strict object) from a saved post. */
export const postValues = (post: AdminBlogPost): BlogPostInput => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.content,
  author: post.author,
  tags: post.tags.join(', '),
  language: post.language,
  videoUrl: post.videoUrl ?? '',
  status: post.status,
});

/** Every input the server's field errors can land under. */
export const POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'author',
  'tags',
  'language',
  'videoUrl',
  'status',
] as const;
