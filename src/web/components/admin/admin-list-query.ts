import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { ListOf } from '../../../shared/schemas/common';
import { api } from '../../lib/api-client';

/** Rows on one page of every admin list. */
export const ADMIN_LIST_PAGE_SIZE = 20;

/**
 * One page of an admin list: the filters (typed by each list) go into the query string as they
 * are, '' (any) left out by the api client, and the page on screen stays while the next one
 * loads. Silent: each failure gets its own SPEC §8 toast from the caller.
 */
export const adminListQuery = <T>(queryKey: QueryKey, url: string, filters: object) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      api.get<ListOf<T>>(url, {
        silent: true,
        signal,
        query: { ...filters, pageSize: ADMIN_LIST_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
