import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../../../shared/schemas/site';
import { api } from '../../../lib/api-client';

export const siteQuery = queryOptions({
  queryKey: ['site'],
  // Silent: the brand falls back gracefully; a toast on every page would be noise.
  queryFn: ({ signal }) => api.get<SiteInfo>('/site', { signal, silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The store profile (names, logo text, contacts, hours, social links) and demo accounts. */
export function useSiteInfo() {
  return useQuery(siteQuery);
}
