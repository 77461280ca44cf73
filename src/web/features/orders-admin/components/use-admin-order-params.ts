import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../../../shared/constants';
import { pageParam, pickParam, useListParams } from '../../../components/admin/use-list-params';
import type { AdminOrderFilters } from '../api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseAdminOrderFilters(params: URLSearchParams): AdminOrderFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    paymentStatus: pickParam(PAYMENT_STATUSES, params.get('paymentStatus')),
    deliveryStatus: pickParam(DELIVERY_STATUSES, params.get('deliveryStatus')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: pageParam(params),
  };
}

const KEYS = ['search', 'paymentStatus', 'deliveryStatus', 'from', 'to', 'page'] as const;

/** The orders list's search, filters and page, kept in the URL. */
export const useAdminOrderParams = () => useListParams(parseAdminOrderFilters, KEYS);
