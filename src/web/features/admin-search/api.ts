import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSearchResult } from '../../../shared/schemas/admin-search';
import { api } from '../../lib/api-client';

export const adminSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin-search', q] as const,
    queryFn: ({ signal }) =>
      api.get<AdminSearchResult>('/admin/search', { silent: true, signal, query: { q } }),
    enabled: q.length > 0,
    // The previous hits stay while the next ones load: the list does not flicker as one types.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useAdminSearch = (q: string) => useQuery(adminSearchQuery(q));
