import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_SORTS, type ProductSort } from '../../../shared/constants';

export interface ProductFilters {
  search: string;
  category: string;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'name';

/** Reads the list state from the URL, tolerating hand-edited or stale values. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort') as ProductSort | null;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search')?.trim() ?? '',
    category: params.get('category') ?? '',
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/**
 * The products list keeps search, category, sort and page in the query string, so a list can be
 * shared and Back walks through earlier states. Defaults are left out to keep URLs short.
 */
export function useProductSearchParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseProductFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<ProductFilters>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const merged = { ...parseProductFilters(current), ...patch };
        // Any change other than the page starts again from page 1.
        if (!('page' in patch)) merged.page = 1;
        const entries: [string, string | number, string | number][] = [
          ['search', merged.search, ''],
          ['category', merged.category, ''],
          ['sort', merged.sort, DEFAULT_SORT],
          ['page', merged.page, 1],
        ];
        for (const [key, value, fallback] of entries) {
          if (value === fallback || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of ['search', 'category', 'sort', 'page']) next.delete(key);
      return next;
    });
  }, [setParams]);

  return { filters, update, clear };
}
