import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashCollectedInput } from '../../../shared/schemas/cash-on-delivery';
import type { AdminOrderDetail } from '../../../shared/schemas/orders-admin';
import { api } from '../../lib/api-client';
import { ordersQueryKey } from '../orders/api/orders';
import { adminOrderKeys } from './api';

/** Cash on delivery on the admin's order page (decision 043); each answer is the order. */
const quiet = { silent: true } as const;
const path = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

function useOrderChange<T>(id: string, url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => api.post<AdminOrderDetail>(`${path(id)}/${url}`, input, quiet),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      // The dashboard's cash figures change with it (its key: dashboard/api.ts `dashboardKeys`).
      void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
    },
  });
}

/** POST /admin/orders/:id/cash-collected: amount (EGP) and Cairo day, both optional. */
export const useCollectCash = (id: string) =>
  useOrderChange<CashCollectedInput>(id, 'cash-collected');

/** POST /admin/orders/:id/confirm: the admin confirmed by phone. */
export const useConfirmOrder = (id: string) => useOrderChange<{ note?: string }>(id, 'confirm');
