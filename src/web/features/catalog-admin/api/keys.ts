import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProduct, adminImageSchema } from '../../../../shared/schemas/catalog-admin';

export type AdminImage = z.infer<typeof adminImageSchema>;

/** Filters of the admin products list; '' means "any". */
export interface AdminProductFilters {
  search: string;
  categoryId: string;
  active: '' | 'true' | 'false';
  featured: '' | 'true' | 'false';
  page: number;
}

export const adminKeys = {
  all: ['admin-catalog'] as const,
  productLists: ['admin-catalog', 'products'] as const,
  products: (filters: AdminProductFilters) => ['admin-catalog', 'products', filters] as const,
  product: (id: string) => ['admin-catalog', 'product', id] as const,
  categories: ['admin-catalog', 'categories'] as const,
};

/** The storefront caches its own copies (src/web/features/catalog): they go stale on every change. */
export function invalidateCatalog(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.productLists });
  void queryClient.invalidateQueries({ queryKey: ['products'] });
  void queryClient.invalidateQueries({ queryKey: ['categories'] });
}

/** Applies a change to the cached product (images or colors answered by the server). */
export function patchCachedProduct(
  queryClient: QueryClient,
  id: string,
  patch: Partial<AdminProduct>,
): void {
  queryClient.setQueryData<AdminProduct>(adminKeys.product(id), (old) =>
    old ? { ...old, ...patch } : old,
  );
}
