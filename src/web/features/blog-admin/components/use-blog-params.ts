import { BLOG_STATUSES, LANGUAGES } from '../../../../shared/constants';
import { pageParam, pickParam, useListParams } from '../../../components/admin/use-list-params';
import type { AdminBlogFilters } from '../api';

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseBlogFilters(params: URLSearchParams): AdminBlogFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    status: pickParam(BLOG_STATUSES, params.get('status')),
    language: pickParam(LANGUAGES, params.get('language')),
    page: pageParam(params),
  };
}

const KEYS = ['q', 'status', 'language', 'page'] as const;

/** The posts list's search, filters and page, kept in the URL. */
export const useBlogParams = () => useListParams(parseBlogFilters, KEYS, 'q');
