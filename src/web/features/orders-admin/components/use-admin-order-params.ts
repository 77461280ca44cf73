import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../../../shared/constants';
import type { AdminOrderFilters } from '../api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pick = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.find((option) => option === value) ?? '';
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseAdminOrderFilters(params: URLSearchParams): AdminOrderFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search')?.trim() ?? '',
    paymentStatus: pick(PAYMENT_STATUSES, params.get('paymentStatus')),
    deliveryStatus: pick(DELIVERY_STATUSES, params.get('deliveryStatus')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

const KEYS = ['search', 'paymentStatus', 'deliveryStatus', 'from', 'to', 'page'] as const;

/**
 * Search, filters and page live in the query string (bookmarkable, Back walks through them).
 * Typing in the search box replaces the history entry instead of adding one.
 */
export function useAdminOrderParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseAdminOrderFilters(params), [params]);

  const update = useCallback(
    (patch: Partial<AdminOrderFilters>) => {
      setParams(
        (current) => {
          const merged = { ...parseAdminOrderFilters(current), ...patch };
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
    filters.search || filters.paymentStatus || filters.deliveryStatus || filters.from || filters.to,
  );
  return { filters, update, clear, filtered };
}
