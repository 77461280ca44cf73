import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../../../shared/constants';
import { SUPPORT_SOURCES } from '../../../shared/schemas/support';
import type { AdminSupportFilters } from './api';

const pick = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.find((option) => option === value) ?? '';

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseAdminSupportFilters(params: URLSearchParams): AdminSupportFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q')?.trim() ?? '',
    status: pick(SUPPORT_STATUSES, params.get('status')),
    priority: pick(SUPPORT_PRIORITIES, params.get('priority')),
    source: pick(SUPPORT_SOURCES, params.get('source')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const KEYS = ['q', 'status', 'priority', 'source', 'page'] as const;

/**
 * Filters, page and the open thread (?thread=<id>, which notification links use) live in the
 * query string: bookmarkable, and Back walks through them. Typing a search replaces the entry.
 */
export function useAdminSupportParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseAdminSupportFilters(params), [params]);
  const threadId = params.get('thread');

  const update = useCallback(
    (patch: Partial<AdminSupportFilters>) => {
      setParams(
        (current) => {
          const merged = { ...parseAdminSupportFilters(current), ...patch };
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

  const clear = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of KEYS) next.delete(key);
      return next;
    });
  }, [setParams]);

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

  const filtered = Boolean(filters.q || filters.status || filters.priority || filters.source);
  return { filters, threadId, update, clear, hrefFor, filtered };
}
