import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminProduct,
  deleteProductResponseSchema,
  productInputSchema,
} from '../../../../shared/schemas/catalog-admin';
import { adminListQuery } from '../../../components/admin/admin-list-query';
import { api } from '../../../lib/api-client';
import { type AdminProductFilters, adminKeys, invalidateCatalog } from './keys';

export type ProductPayload = z.output<typeof productInputSchema>;
type DeleteAnswer = z.infer<typeof deleteProductResponseSchema>;

// Calls are silent: each failure gets its own SPEC §8 toast (failure-toast.ts) from the caller.
const quiet = { silent: true } as const;
const path = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

export const adminProductsQuery = (filters: AdminProductFilters) =>
  adminListQuery<AdminProduct>(adminKeys.products(filters), '/admin/products', filters);

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => api.get<AdminProduct>(path(id), { ...quiet, signal }),
  });

export const useAdminProducts = (filters: AdminProductFilters) =>
  useQuery(adminProductsQuery(filters));
export const useAdminProduct = (id: string) => useQuery(adminProductQuery(id));

/** POST without an id, PUT (the full product) with one. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ProductPayload }) =>
      id
        ? api.put<AdminProduct>(path(id), input, quiet)
        : api.post<AdminProduct>('/admin/products', input, quiet),
    onSuccess: (product) => {
      queryClient.setQueryData(adminKeys.product(product.id), product);
      invalidateCatalog(queryClient);
    },
  });
}

export function useCloneProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<AdminProduct>(`${path(id)}/clone`, undefined, quiet),
    onSuccess: (copy) => {
      queryClient.setQueryData(adminKeys.product(copy.id), copy);
      invalidateCatalog(queryClient);
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<DeleteAnswer>(path(id), quiet),
    onSuccess: (answer, id) => {
      // A deleted product is gone (its page navigates away); a deactivated one changed.
      if (answer.deactivated)
        void queryClient.invalidateQueries({ queryKey: adminKeys.product(id) });
      invalidateCatalog(queryClient);
    },
  });
}
