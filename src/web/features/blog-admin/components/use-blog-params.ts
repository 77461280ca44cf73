import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BLOG_STATUSES, LANGUAGES } from '../../../../shared/constants';
import type { AdminBlogFilters } from '../api';

const pick = <T extends string>(options: readonly T[], value: string | null): '' | T =>
  options.find((option) => option === value) ?? '';

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseBlogFilters(params: URLSearchParams): AdminBlogFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q')?.trim() ?? '',
    status: pick(BLOG_STATUSES, params.get('status')),
    language: pick(LANGUAGES, params.get('language')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const KEYS = ['q', 'status', 'language', 'page'] as const;

/** Search, filters and page live in the query string (bookmarkable; Back walks through them). */
export function useBlogParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseBlogFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<AdminBlogFilters>) => {
      setParams(
        (current) => {
          const merged = { ...parseBlogFilters(current), ...patch };
          if (!('page' in patch)) merged.page = 1; // a new filter starts from the first page
          const next = new URLSearchParams(current);
          for (const key of KEYS) {
            const value = String(merged[key]);
            if (value === '' || (key === 'page' && value === '1')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: 'q' in patch },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const filtered = Boolean(filters.q || filters.status || filters.language);
  return { filters, update, clear, filtered };
}
