import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCoupon,
  AdminCouponDetail,
  CouponPayload,
  CouponStatus,
} from '../../../shared/schemas/discounts-admin';
import { adminListQuery } from '../../components/admin/admin-list-query';
import { api } from '../../lib/api-client';
import { retryUnlessNotFound } from '../../lib/errors';

/** Filters of the coupons list; '' means "any". */
export interface CouponFilters {
  search: string;
  status: '' | CouponStatus;
  page: number;
}

export const couponKeys = {
  all: ['admin-coupons'] as const,
  lists: ['admin-coupons', 'list'] as const,
  list: (filters: CouponFilters) => ['admin-coupons', 'list', filters] as const,
  detail: (id: string) => ['admin-coupons', 'detail', id] as const,
};

// Calls are silent: each failure gets its own SPEC §8 toast from the caller.
const quiet = { silent: true } as const;
const path = (id: string) => `/admin/coupons/${encodeURIComponent(id)}`;

export const couponsQuery = (filters: CouponFilters) =>
  adminListQuery<AdminCoupon>(couponKeys.list(filters), '/admin/coupons', filters);

export const couponQuery = (id: string) =>
  queryOptions({
    queryKey: couponKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminCouponDetail>(path(id), { ...quiet, signal }),
    retry: retryUnlessNotFound,
  });

export const useCoupons = (filters: CouponFilters) => useQuery(couponsQuery(filters));
export const useCoupon = (id: string | undefined) =>
  useQuery({ ...couponQuery(id ?? ''), enabled: Boolean(id) });

/** Each change answers the coupon as it is now: it replaces the cached one, lists reload. */
function useCouponChange<V>(call: (vars: V) => Promise<AdminCouponDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (coupon) => {
      queryClient.setQueryData(couponKeys.detail(coupon.id), coupon);
      void queryClient.invalidateQueries({ queryKey: couponKeys.lists });
    },
  });
}

/** POST without an id, PUT (the whole coupon) with one. */
export const useSaveCoupon = () =>
  useCouponChange(({ id, input }: { id?: string; input: CouponPayload }) =>
    id
      ? api.put<AdminCouponDetail>(path(id), input, quiet)
      : api.post<AdminCouponDetail>('/admin/coupons', input, quiet),
  );

export const useSetCouponActive = () =>
  useCouponChange(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.patch<AdminCouponDetail>(path(id), { isActive }, quiet),
  );

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(path(id), quiet),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: couponKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: couponKeys.lists });
    },
  });
}
