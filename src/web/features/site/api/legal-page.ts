import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import type { LegalPage, LegalSlug } from '../../../../shared/schemas/company';
import { api } from '../../../lib/api-client';

export const legalPageKeys = { all: ['legal-page'] as const };

/** The page in one language (the server picks it from Accept-Language, sent with the page's). */
export const legalPageQuery = (slug: LegalSlug, lang: Language) =>
  queryOptions({
    queryKey: [...legalPageKeys.all, slug, lang],
    queryFn: ({ signal }) => api.get<LegalPage>(`/pages/${slug}`, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });

export const useLegalPage = (slug: LegalSlug, lang: Language) =>
  useQuery(legalPageQuery(slug, lang));
