import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqGroups } from '../../../shared/schemas/faq';
import { api } from '../../lib/api-client';

export const faqKeys = { public: ['faqs'] as const };

/** Every active question in both languages: small enough to search in the browser. */
export const faqsQuery = queryOptions({
  queryKey: faqKeys.public,
  queryFn: ({ signal }) => api.get<FaqGroups>('/faqs', { signal, silent: true }),
  staleTime: 5 * 60_000,
});

export const useFaqs = () => useQuery(faqsQuery);
