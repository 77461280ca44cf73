import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminCategory, categoryInputSchema } from '../../../../shared/schemas/catalog-admin';
import { api } from '../../../lib/api-client';
import { adminKeys, invalidateCatalog } from './keys';

export type CategoryPayload = z.output<typeof categoryInputSchema>;

const quiet = { silent: true } as const;
const path = (id: string) => `/admin/categories/${encodeURIComponent(id)}`;

/** Every category, inactive ones too, with their product counts. */
export const adminCategoriesQuery = queryOptions({
  queryKey: adminKeys.categories,
  queryFn: ({ signal }) =>
    api
      .get<{ items: AdminCategory[] }>('/admin/categories', { ...quiet, signal })
      .then((answer) => answer.items),
});

export const useAdminCategories = () => useQuery(adminCategoriesQuery);

/** The PUT body that keeps everything of a category but the given changes. */
export const categoryPayload = (
  category: AdminCategory,
  patch: Partial<CategoryPayload> = {},
): CategoryPayload => ({
  slug: category.slug,
  nameEn: category.nameEn,
  nameAr: category.nameAr,
  descriptionEn: category.descriptionEn,
  descriptionAr: category.descriptionAr,
  sortOrder: category.sortOrder,
  isActive: category.isActive,
  ...patch,
});

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CategoryPayload }) =>
      id
        ? api.put<AdminCategory>(path(id), input, quiet)
        : api.post<AdminCategory>('/admin/categories', input, quiet),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.categories });
      invalidateCatalog(queryClient);
    },
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: boolean; message: string }>(path(id), quiet),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.categories });
      invalidateCatalog(queryClient);
    },
  });
}
