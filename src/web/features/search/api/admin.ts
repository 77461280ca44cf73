import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RedirectInput,
  SearchRedirect,
  SearchStats,
  SynonymGroup,
  SynonymInput,
} from '../../../../shared/schemas/search';
import { api } from '../../../lib/api-client';

const keys = {
  all: ['admin-search-terms'] as const,
  synonyms: ['admin-search-terms', 'synonyms'] as const,
  redirects: ['admin-search-terms', 'redirects'] as const,
  stats: (days: number) => ['admin-search-terms', 'stats', days] as const,
};
const quiet = { silent: true } as const;

export const synonymsQuery = queryOptions({
  queryKey: keys.synonyms,
  queryFn: ({ signal }) =>
    api.get<{ items: SynonymGroup[] }>('/admin/search/synonyms', { ...quiet, signal }),
});
export const redirectsQuery = queryOptions({
  queryKey: keys.redirects,
  queryFn: ({ signal }) =>
    api.get<{ items: SearchRedirect[] }>('/admin/search/redirects', { ...quiet, signal }),
});
export const searchStatsQuery = (days: number) =>
  queryOptions({
    queryKey: keys.stats(days),
    queryFn: ({ signal }) =>
      api.get<SearchStats>('/admin/search/stats', { ...quiet, signal, query: { days } }),
  });

export const useSynonyms = () => useQuery(synonymsQuery);
export const useRedirects = () => useQuery(redirectsQuery);
export const useSearchStats = (days: number) => useQuery(searchStatsQuery(days));

/** Writes of Admin → Search terms; each refreshes the whole page's lists. */
export function useSearchTermWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: keys.all });
  return {
    saveSynonym: useMutation({
      mutationFn: ({ id, input }: { id?: string; input: SynonymInput }) =>
        id
          ? api.put<SynonymGroup>(`/admin/search/synonyms/${id}`, input)
          : api.post<SynonymGroup>('/admin/search/synonyms', input),
      onSuccess,
    }),
    deleteSynonym: useMutation({
      mutationFn: (id: string) => api.delete(`/admin/search/synonyms/${id}`),
      onSuccess,
    }),
    addRedirect: useMutation({
      mutationFn: (input: RedirectInput) =>
        api.post<SearchRedirect>('/admin/search/redirects', input),
      onSuccess,
    }),
    deleteRedirect: useMutation({
      mutationFn: (id: string) => api.delete(`/admin/search/redirects/${id}`),
      onSuccess,
    }),
  };
}
