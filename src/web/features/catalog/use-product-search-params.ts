import { useMemo } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '../../../shared/constants';
import { useLatestSearchParams } from '../../lib/latest-search-params';
import { pageParam } from '../../lib/page-param';

/** 'relevance' is the server's order when a search is given and no sort is sent. */
export type ListSort = ProductSort | 'relevance';

export interface ProductFilters {
  search: string;
  category: string;
  sort: ListSort;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'name';

/** A search is ranked by relevance unless a sort is chosen; a plain list is sorted by name. */
export const defaultSort = (search: string): ListSort => (search ? 'relevance' : DEFAULT_SORT);

const isListSort = (value: string | null, search: string): value is ListSort =>
  value === 'relevance' ? Boolean(search) : PRODUCT_SORTS.includes(value as ProductSort);

/** Reads the list state from the URL, tolerating hand-edited or stale values. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const search = params.get('search')?.trim() ?? '';
  const sort = params.get('sort');
  return {
    search,
    category: params.get('category') ?? '',
    sort: isListSort(sort, search) ? sort : defaultSort(search),
    page: pageParam(params),
  };
}

/** The sort to send to GET /api/products: none means "by relevance" to the server. */
export const apiSort = (sort: ListSort): ProductSort | undefined =>
  sort === 'relevance' ? undefined : sort;

/**
 * The products list keeps search, category, sort and page in the query string, so a list can be
 * shared and Back walks through earlier states. Defaults are left out to keep URLs short.
 * `willShow` hears each change's filters as it is made, before the page renders them.
 */
export function useProductSearchParams(willShow?: (filters: ProductFilters) => void) {
  const [params, setParams] = useLatestSearchParams();
  const filters = useMemo(() => parseProductFilters(params), [params]);

  const update = (patch: Partial<ProductFilters>) =>
    setParams((next) => {
      const merged = { ...parseProductFilters(next), ...patch };
      // Any change other than the page starts again from page 1.
      if (!('page' in patch)) merged.page = 1;
      // No sort chosen yet: a new search is ranked by relevance, a cleared one goes back to name.
      if (!('sort' in patch) && !next.get('sort')) merged.sort = defaultSort(merged.search);
      if (merged.sort === 'relevance' && !merged.search) merged.sort = DEFAULT_SORT;
      const entries: [string, string | number, string | number][] = [
        ['search', merged.search, ''],
        ['category', merged.category, ''],
        ['sort', merged.sort, defaultSort(merged.search)],
        ['page', merged.page, 1],
      ];
      for (const [key, value, fallback] of entries) {
        if (value === fallback || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      willShow?.(merged);
      return next;
    });

  const clear = () =>
    setParams((next) => {
      for (const key of ['search', 'category', 'sort', 'page']) next.delete(key);
      return next;
    });

  return { filters, update, clear };
}
