import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BulkProductsInput,
  BulkProductsResult,
} from '../../../../shared/schemas/catalog-bulk';
import { api } from '../../../lib/api-client';
import { adminKeys, invalidateCatalog } from './keys';

/** POST /admin/products/bulk: one change to many products, all or nothing. */
export function useBulkEditProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkProductsInput) =>
      api.post<BulkProductsResult>('/admin/products/bulk', input, { silent: true }),
    onSuccess: () => {
      // Lists, each open product and the storefront's copies all changed.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      invalidateCatalog(queryClient);
    },
  });
}
