import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '../../../../shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/errors';

export const reviewKeys = {
  list: (productId: string) => ['products', 'reviews', productId] as const,
};

export const productReviewsQuery = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.list(productId),
    queryFn: ({ signal }) =>
      api.get<{ items: Review[] }>(`/products/${productId}/reviews`, { signal, silent: true }),
    retry: retryUnlessNotFound,
  });

/** GET /api/products/:id/reviews: the product's reviews, newest first. */
export const useProductReviews = (productId: string) => useQuery(productReviewsQuery(productId));

/**
 * POST /api/products/:id/reviews. Silent: the dialog shows the server's (translated) message
 * itself. A new rating changes the product's stars and the catalog's rating sort, so the product
 * queries are refreshed.
 */
export function useRateProduct(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      api.post<Review>(`/products/${productId}/reviews`, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
