import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/schemas/site';
import { api } from './api-client';

/**
 * The server puts GET /api/site's answer into the page (`<script type="application/json"
 * id="site-info">`): the first render has the store's names without waiting for the API.
 */
function inlineSiteInfo(): SiteInfo | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById('site-info');
  if (!text?.textContent) return undefined;
  try {
    return JSON.parse(text.textContent) as SiteInfo;
  } catch {
    return undefined;
  }
}

export const siteQuery = queryOptions({
  queryKey: ['site'],
  initialData: inlineSiteInfo,
  // Silent: the brand falls back gracefully; a toast on every page would be noise.
  queryFn: ({ signal }) => api.get<SiteInfo>('/site', { signal, silent: true }),
  staleTime: Number.POSITIVE_INFINITY,
  // Header, footer, page titles and error screens all read it: if each newly mounted reader
  // refetched a failed answer, an error screen (which sets the page title) would refetch, show
  // the loading state, fail again and remount, forever. Retrying is the Retry button's job.
  retryOnMount: false,
});

/** The store profile (names, logo text, contacts, hours, social links) and demo accounts. */
export function useSiteInfo() {
  return useQuery(siteQuery);
}
