import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminProductFilters } from '../../api/keys';

const FLAGS = ['', 'true', 'false'] as const;
const flag = (value: string | null): AdminProductFilters['active'] =>
  FLAGS.find((option) => option === value) ?? '';

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseAdminProductFilters(params: URLSearchParams): AdminProductFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search')?.trim() ?? '',
    categoryId: params.get('categoryId') ?? '',
    active: flag(params.get('active')),
    featured: flag(params.get('featured')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const KEYS = ['search', 'categoryId', 'active', 'featured', 'page'] as const;

/**
 * Search, filters and page live in the query string: a filtered list can be bookmarked and Back
 * walks through earlier states. Typing in the search box replaces the entry instead of adding one.
 */
export function useAdminProductParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseAdminProductFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<AdminProductFilters>) => {
      setParams(
        (current) => {
          const merged = { ...parseAdminProductFilters(current), ...patch };
          if (!('page' in patch)) merged.page = 1; // a new filter starts from the first page
          const next = new URLSearchParams(current);
          for (const key of KEYS) {
            const value = String(merged[key]);
            if (value === '' || (key === 'page' && value === '1')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: 'search' in patch },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of KEYS) next.delete(key);
      return next;
    });
  }, [setParams]);

  const filtered = Boolean(
    filters.search || filters.categoryId || filters.active || filters.featured,
  );
  return { filters, update, clear, filtered };
}
