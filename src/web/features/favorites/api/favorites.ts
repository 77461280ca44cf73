import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '../../../../shared/schemas/catalog';
import { api } from '../../../lib/api-client';
import { favoritesQueryKey } from '../../../lib/query-keys';
import { useSession } from '../../auth/api/session';

type Ids = { ids: string[] };

/**
 * Keys carry the user id: after logout (or another user's login) the hearts read a different
 * entry, so one customer's favorites never show for the next person on this browser.
 */
export const favoritesKeys = {
  all: favoritesQueryKey,
  ids: (userId: string) => [...favoritesQueryKey, userId, 'ids'] as const,
  list: (userId: string) => [...favoritesQueryKey, userId, 'list'] as const,
};

/** GET /favorites/ids for the hearts on cards; guests have none (and are never asked). */
export function useFavoriteIds() {
  const { user } = useSession();
  return useQuery({
    queryKey: favoritesKeys.ids(user?.id ?? ''),
    queryFn: ({ signal }) => api.get<Ids>('/favorites/ids', { signal, silent: true }),
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
  });
}

/** GET /favorites: the customer's favorite products, newest first. Errors show on the page. */
export function useFavorites() {
  const { user } = useSession();
  return useQuery({
    queryKey: favoritesKeys.list(user?.id ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<{ items: ProductSummary[] }>('/favorites', { signal, silent: true })
        .then((r) => r.items),
    enabled: Boolean(user),
  });
}

const withId = (ids: string[], id: string, on: boolean) =>
  on ? (ids.includes(id) ? ids : [id, ...ids]) : ids.filter((other) => other !== id);

interface Toggle {
  productId: string;
  favorite: boolean;
}

/**
 * PUT / DELETE /favorites/:productId, optimistic: the heart changes at once and goes back if the
 * server refuses (the api client shows why). The favorites list is re-read afterwards.
 */
export function useToggleFavorite(userId: string) {
  const queryClient = useQueryClient();
  const idsKey = favoritesKeys.ids(userId);
  return useMutation({
    mutationKey: ['favorites', 'toggle'],
    mutationFn: ({ productId, favorite }: Toggle) =>
      favorite
        ? api.put<{ productId: string; favorited: boolean }>(`/favorites/${productId}`)
        : api.delete<{ productId: string; favorited: boolean }>(`/favorites/${productId}`),
    onMutate: async ({ productId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<Ids>(idsKey)?.ids.includes(productId) ?? !favorite;
      queryClient.setQueryData<Ids>(idsKey, (old) => ({
        ids: withId(old?.ids ?? [], productId, favorite),
      }));
      return { before };
    },
    onSuccess: (answer, { productId }) =>
      queryClient.setQueryData<Ids>(idsKey, (old) => ({
        ids: withId(old?.ids ?? [], productId, answer?.favorited ?? true),
      })),
    onError: (_error, { productId }, context) =>
      queryClient.setQueryData<Ids>(idsKey, (old) => ({
        ids: withId(old?.ids ?? [], productId, context?.before ?? false),
      })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.list(userId) }),
  });
}
