import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackInStockList, BackInStockState } from '../../../../shared/schemas/stock-alerts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../auth/api/session';

/** Keys carry the user id: one customer's requests never show for the next on this browser. */
export const backInStockKeys = {
  all: ['back-in-stock'] as const,
  product: (userId: string, productId: string) => ['back-in-stock', userId, productId] as const,
};

/** GET /products/:id/back-in-stock: the signed-in customer's open requests (guests: none). */
export function useBackInStockRequests(productId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: backInStockKeys.product(user?.id ?? '', productId),
    queryFn: ({ signal }) =>
      api.get<BackInStockList>(`/products/${productId}/back-in-stock`, { signal, silent: true }),
    enabled: Boolean(user),
  });
}

interface Change {
  variantId: string | null;
  requested: boolean;
}

/**
 * POST (ask) or DELETE (undo) /products/:id/back-in-stock. The server's refusal (in stock now,
 * an option that does not exist) shows as the api client's toast; the list is re-read after.
 */
export function useChangeBackInStock(productId: string) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = backInStockKeys.product(user?.id ?? '', productId);
  return useMutation({
    mutationKey: ['back-in-stock', productId],
    mutationFn: ({ variantId, requested }: Change) =>
      requested
        ? api.post<BackInStockState>(
            `/products/${productId}/back-in-stock`,
            variantId ? { variantId } : {},
          )
        : api.delete<BackInStockState>(`/products/${productId}/back-in-stock`, {
            query: { variantId: variantId ?? undefined },
          }),
    onSuccess: (answer) =>
      queryClient.setQueryData<BackInStockList>(key, (old) => {
        const others = (old?.items ?? []).filter((item) => item.variantId !== answer.variantId);
        return {
          items: answer.requested
            ? [...others, { variantId: answer.variantId, createdAt: new Date().toISOString() }]
            : others,
        };
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
