import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminProductVariants,
  ProductVariantsData,
} from '../../../../shared/schemas/catalog-variants';
import { api } from '../../../lib/api-client';
import { adminKeys, invalidateCatalog } from './keys';

const url = (productId: string) => `/admin/products/${encodeURIComponent(productId)}/variants`;
const variantsKey = (productId: string) => [...adminKeys.product(productId), 'variants'] as const;

/** A product's options and variants as stored (the editor's starting point). */
export const useProductVariants = (productId: string) =>
  useQuery({
    queryKey: variantsKey(productId),
    queryFn: () => api.get<AdminProductVariants>(url(productId)),
  });

/** Saves the whole set; the product (its summary price and stock) is read again after. */
export function useSaveProductVariants(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductVariantsData) =>
      api.put<AdminProductVariants>(url(productId), input, { silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(variantsKey(productId), saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.product(productId), exact: true });
      invalidateCatalog(queryClient);
    },
  });
}
