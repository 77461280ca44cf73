import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { type Language, NEWS_PAGE_SIZE } from '../../../../shared/constants';
import type {
  BlogPost,
  BlogPostList,
  BlogPostSummary,
  BlogTag,
} from '../../../../shared/schemas/blog';
import { api } from '../../../lib/api-client';

export const newsKeys = {
  all: ['news'] as const,
  list: (lang: Language, tag: string) => ['news', 'list', lang, tag] as const,
  latest: (lang: Language) => ['news', 'latest', lang] as const,
  post: (ref: PostRef) => ['news', 'post', ref.by, ref.value] as const,
  related: (id: string, language: Language) => ['news', 'related', id, language] as const,
  tags: (lang: Language) => ['news', 'tags', lang] as const,
};

/** How a page names its post: /news/:id or /news/slug/:slug. */
export type PostRef = { by: 'id' | 'slug'; value: string };

// Pages show these errors inline with a retry button, so the automatic toast stays off.
const quiet = { silent: true } as const;

/**
 * SPEC §2: news loads more instead of paging. Each language's news is the posts written in it,
 * once (decision 052): no other language's stories after "Load more".
 */
export const newsListQuery = (lang: Language, tag: string) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(lang, tag),
    queryFn: ({ pageParam, signal }) =>
      api.get<BlogPostList>('/blogs', {
        ...quiet,
        signal,
        query: { page: pageParam, pageSize: NEWS_PAGE_SIZE, lang, language: lang, tag },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export const latestNewsQuery = (lang: Language) =>
  queryOptions({
    queryKey: newsKeys.latest(lang),
    queryFn: ({ signal }) =>
      api
        .get<BlogPostList>('/blogs', {
          ...quiet,
          signal,
          query: { page: 1, pageSize: 3, lang, language: lang },
        })
        .then((list) => list.items),
    staleTime: 60_000,
  });

export const postQuery = (ref: PostRef) =>
  queryOptions({
    queryKey: newsKeys.post(ref),
    queryFn: ({ signal }) =>
      api.get<BlogPost>(
        ref.by === 'id'
          ? `/blogs/${encodeURIComponent(ref.value)}`
          : `/blogs/slug/${encodeURIComponent(ref.value)}`,
        { ...quiet, signal },
      ),
  });

/** Related posts in the post's own language (decision 052). */
export const relatedPostsQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: newsKeys.related(id, language),
    queryFn: ({ signal }) =>
      api
        .get<{ items: BlogPostSummary[] }>(`/blogs/${encodeURIComponent(id)}/related`, {
          ...quiet,
          signal,
          query: { language },
        })
        .then((r) => r.items),
    staleTime: 60_000,
  });

export const newsTagsQuery = (lang: Language) =>
  queryOptions({
    queryKey: newsKeys.tags(lang),
    queryFn: ({ signal }) =>
      api
        .get<{ items: BlogTag[] }>('/blogs/tags', { ...quiet, signal, query: { language: lang } })
        .then((r) => r.items),
    staleTime: 5 * 60_000,
  });

export const useNewsList = (lang: Language, tag: string) =>
  useInfiniteQuery(newsListQuery(lang, tag));
export const useLatestNews = (lang: Language) => useQuery(latestNewsQuery(lang));
export const usePost = (ref: PostRef) => useQuery(postQuery(ref));
export const useRelatedPosts = (id: string, language: Language) =>
  useQuery(relatedPostsQuery(id, language));
export const useNewsTags = (lang: Language) => useQuery(newsTagsQuery(lang));

/** The canonical address of a post (SPEC §2: news/slug/{slug}); Arabic slugs are encoded. */
export const postPath = (post: Pick<BlogPostSummary, 'slug'>) =>
  `/news/slug/${encodeURIComponent(post.slug)}`;
