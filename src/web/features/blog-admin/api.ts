import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { BlogStatus, Language } from '../../../shared/constants';
import type {
  AdminBlogPost,
  AdminBlogSummary,
  BlogPostPayload,
  SlugAvailability,
} from '../../../shared/schemas/blog';
import { adminListQuery } from '../../components/admin/admin-list-query';
import { api } from '../../lib/api-client';

/** Filters of the admin list; '' means "any". */
export interface AdminBlogFilters {
  q: string;
  status: '' | BlogStatus;
  language: '' | Language;
  page: number;
}

export const adminBlogKeys = {
  lists: ['admin-blogs', 'list'] as const,
  list: (filters: AdminBlogFilters) => ['admin-blogs', 'list', filters] as const,
  post: (id: string) => ['admin-blogs', 'post', id] as const,
  slug: (slug: string, id?: string) => ['admin-blogs', 'slug', slug, id ?? ''] as const,
};

// Silent: each failure gets its own SPEC §8 toast from the caller (toastFailure).
const quiet = { silent: true } as const;
const path = (id: string) => `/admin/blogs/${encodeURIComponent(id)}`;

export const adminBlogsQuery = (filters: AdminBlogFilters) =>
  adminListQuery<AdminBlogSummary>(adminBlogKeys.list(filters), '/admin/blogs', filters);

export const adminBlogQuery = (id: string) =>
  queryOptions({
    queryKey: adminBlogKeys.post(id),
    queryFn: ({ signal }) => api.get<AdminBlogPost>(path(id), { ...quiet, signal }),
  });

export const useAdminBlogs = (filters: AdminBlogFilters) => useQuery(adminBlogsQuery(filters));
export const useAdminBlog = (id: string) => useQuery(adminBlogQuery(id));

/** Whether a slug is free, asked while the admin types (debounced by the caller). */
export const useSlugAvailability = (slug: string, id?: string) =>
  useQuery({
    queryKey: adminBlogKeys.slug(slug, id),
    queryFn: ({ signal }) =>
      api.get<SlugAvailability>('/admin/blogs/slug-available', {
        ...quiet,
        signal,
        query: { slug, id },
      }),
    enabled: slug.length > 0,
    staleTime: 10_000,
  });

/** The public news pages keep their own copies: they go stale on every change. */
function invalidateNews(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminBlogKeys.lists });
  void queryClient.invalidateQueries({ queryKey: ['news'] });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BlogPostPayload }) =>
      id
        ? api.put<AdminBlogPost>(path(id), input, quiet)
        : api.post<AdminBlogPost>('/admin/blogs', input, quiet),
    onSuccess: (post) => {
      queryClient.setQueryData(adminBlogKeys.post(post.id), post);
      invalidateNews(queryClient);
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(path(id), quiet),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminBlogKeys.post(id) });
      invalidateNews(queryClient);
    },
  });
}

/** POST the file as multipart (api-client sends FormData as is), or DELETE to remove it. */
export function useCover() {
  const queryClient = useQueryClient();
  const done = (post: AdminBlogPost) => {
    queryClient.setQueryData(adminBlogKeys.post(post.id), post);
    invalidateNews(queryClient);
  };
  const upload = useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<AdminBlogPost>(`${path(id)}/cover`, form, quiet);
    },
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<AdminBlogPost>(`${path(id)}/cover`, quiet),
    onSuccess: done,
  });
  return { upload, remove };
}
