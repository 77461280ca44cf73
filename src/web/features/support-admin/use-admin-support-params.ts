import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../../../shared/constants';
import { SUPPORT_SOURCES } from '../../../shared/schemas/support';
import { pageParam, pickParam, useListParams } from '../../components/admin/use-list-params';
import type { AdminSupportFilters } from './api';

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseAdminSupportFilters(params: URLSearchParams): AdminSupportFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    status: pickParam(SUPPORT_STATUSES, params.get('status')),
    priority: pickParam(SUPPORT_PRIORITIES, params.get('priority')),
    source: pickParam(SUPPORT_SOURCES, params.get('source')),
    page: pageParam(params),
  };
}

const KEYS = ['q', 'status', 'priority', 'source', 'page'] as const;

/**
 * The inbox's filters and page (kept in the URL like every admin list), and the open thread
 * (?thread=<id>, which notification links use): filter changes keep it, Clear keeps it too.
 */
export function useAdminSupportParams() {
  const list = useListParams(parseAdminSupportFilters, KEYS, 'q');
  const [params] = useSearchParams();
  const threadId = params.get('thread');

  /** The link that opens a thread (or, with null, closes it) and keeps the filters. */
  const hrefFor = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(params);
      if (id) next.set('thread', id);
      else next.delete('thread');
      const search = next.toString();
      return search ? `?${search}` : '?';
    },
    [params],
  );

  return { ...list, threadId, hrefFor };
}
