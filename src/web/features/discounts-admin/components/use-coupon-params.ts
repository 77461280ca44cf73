import { COUPON_STATUSES } from '../../../../shared/schemas/discounts-admin';
import { pageParam, pickParam, useListParams } from '../../../components/admin/use-list-params';
import type { CouponFilters } from '../api';

/** Reads the list state from the URL, tolerating hand-edited values. */
export function parseCouponFilters(params: URLSearchParams): CouponFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    status: pickParam(COUPON_STATUSES, params.get('status')),
    page: pageParam(params),
  };
}

const KEYS = ['search', 'status', 'page'] as const;

/** The coupons list's search, status filter and page, kept in the URL. */
export const useCouponParams = () => useListParams(parseCouponFilters, KEYS);
