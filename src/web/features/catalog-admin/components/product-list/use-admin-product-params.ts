import { pageParam, pickParam, useListParams } from '../../../../components/admin/use-list-params';
import type { AdminProductFilters } from '../../api/keys';

const FLAGS = ['true', 'false'] as const;

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseAdminProductFilters(params: URLSearchParams): AdminProductFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    categoryId: params.get('categoryId') ?? '',
    active: pickParam(FLAGS, params.get('active')),
    featured: pickParam(FLAGS, params.get('featured')),
    page: pageParam(params),
  };
}

const KEYS = ['search', 'categoryId', 'active', 'featured', 'page'] as const;

/** The products list's search, filters and page, kept in the URL. */
export const useAdminProductParams = () => useListParams(parseAdminProductFilters, KEYS);
