import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from './hydration-state';

/**
 * A query about the visitor (session, cart): a server-rendered page is the same for every
 * visitor, so it is only asked for once the page has hydrated, and while a part hydrates it gives
 * the server's view (no data, pending) even when the cache already holds the answer. A part that
 * hydrates later (its own Suspense boundary) finds what the header fetched, and a render that
 * differs from the HTML leaves the HTML as it was (a heart stuck disabled for a signed-in
 * customer).
 */
export function useVisitorQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) {
  const hydrated = useHydrated();
  const { data, isPending, error, refetch } = useQuery({ ...options, enabled: hydrated });
  return {
    data: hydrated ? data : undefined,
    isPending: !hydrated || isPending,
    error,
    refetch,
  };
}
