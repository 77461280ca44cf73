import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUGGEST_MIN_LENGTH, type SuggestResult } from '../../../../shared/schemas/search';
import { api } from '../../../lib/api-client';

/**
 * GET /api/search/suggest: aborted when the shopper types on (TanStack Query passes the signal
 * and cancels a query nobody watches any more), so a weak connection only waits for the latest.
 */
export const suggestQuery = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['search-suggest', lang, q] as const,
    queryFn: ({ signal }) =>
      api.get<SuggestResult>('/search/suggest', { silent: true, signal, query: { q } }),
    enabled: q.length >= SUGGEST_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSuggestions = (q: string, lang: string) => useQuery(suggestQuery(q, lang));
