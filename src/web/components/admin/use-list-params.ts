import { useMemo } from 'react';
import { useLatestSearchParams } from '../../lib/latest-search-params';

/** Every admin list's state: its filters ('' = any) and the page. */
export interface ListFilters {
  page: number;
}

/**
 * Search, filters and page of an admin list live in the query string: a filtered list can be
 * bookmarked and Back walks through earlier states. Typing in the search box replaces the history
 * entry instead of adding one; any other change of filter starts again from the first page.
 */
export function useListParams<F extends ListFilters>(
  parse: (params: URLSearchParams) => F,
  keys: readonly (keyof F & string)[],
  /** The filter the search box writes (`q` in some lists). */
  searchKey: keyof F & string = 'search' as keyof F & string,
) {
  // Each change builds on the one before it, even one not on screen yet (two filters changed
  // quickly on a slow machine kept only the second).
  const [params, setParams] = useLatestSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);

  const update = (patch: Partial<F>) =>
    setParams(
      (next) => {
        const merged: F = { ...parse(next), ...patch };
        if (!('page' in patch)) merged.page = 1;
        for (const key of keys) {
          const value = String(merged[key]);
          if (value === '' || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: searchKey in patch },
    );

  const clear = () =>
    setParams((next) => {
      for (const key of keys) next.delete(key);
      return next;
    });

  const filtered = keys.some((key) => key !== 'page' && String(filters[key]) !== '');
  return { filters, update, clear, filtered };
}

// The admin lists read the page as the storefront's products list does.
export { pageParam } from '../../lib/page-param';

/** One of the allowed values, or '' (any). */
export const pickParam = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.find((option) => option === value) ?? '';
