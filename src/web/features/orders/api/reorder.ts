import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReorderResult } from '../../../../shared/schemas/addresses';
import { api } from '../../../lib/api-client';
import { cartQueryKey } from '../../../lib/query-keys';

/** POST /api/cart/reorder: what can still be bought of a past order goes into the cart. */
export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['orders', 'reorder'],
    mutationFn: (orderId: string) =>
      api.post<ReorderResult>('/cart/reorder', { orderId }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
