import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminOrderDetail,
  adminOrderSummarySchema,
  cleanupFailedResponseSchema,
  OrderAction,
} from '../../../shared/schemas/orders-admin';
import { adminListQuery } from '../../components/admin/admin-list-query';
import { api } from '../../lib/api-client';
import { retryUnlessNotFound } from '../../lib/errors';
import { ordersQueryKey } from '../orders/api/orders';

export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
type CleanupAnswer = z.infer<typeof cleanupFailedResponseSchema>;

/** Filters of the admin orders list; '' means "any". Dates are YYYY-MM-DD. */
export interface AdminOrderFilters {
  search: string;
  paymentStatus: '' | AdminOrderSummary['paymentStatus'];
  deliveryStatus: '' | AdminOrderSummary['deliveryStatus'];
  from: string;
  to: string;
  page: number;
}

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: ['admin-orders', 'list'] as const,
  list: (filters: AdminOrderFilters) => ['admin-orders', 'list', filters] as const,
  detail: (id: string) => ['admin-orders', 'detail', id] as const,
};

// Calls are silent: each failure gets its own SPEC §8 toast from the caller.
const quiet = { silent: true } as const;
const path = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

export const adminOrdersQuery = (filters: AdminOrderFilters) =>
  adminListQuery<AdminOrderSummary>(adminOrderKeys.list(filters), '/admin/orders', filters);

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminOrderDetail>(path(id), { ...quiet, signal }),
    retry: retryUnlessNotFound,
  });

export const useAdminOrders = (filters: AdminOrderFilters) => useQuery(adminOrdersQuery(filters));
export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));

/** POST /admin/orders/:id/actions; the answer is the updated order. */
export function useOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: OrderAction; note?: string }) =>
      api.post<AdminOrderDetail>(`${path(id)}/actions`, input, quiet),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}

export function useCleanupFailedOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (olderThanDays: number) =>
      api.post<CleanupAnswer>('/admin/orders/cleanup-failed', { olderThanDays }, quiet),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
