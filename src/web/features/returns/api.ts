import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnStatus } from '../../../shared/constants';
import type {
  AdminReturnList,
  CustomerCancelAnswer,
  CustomerCancelInput,
  OrderReturns,
  ReturnRefundAnswer,
  ReturnRefundInput,
  ReturnRequest,
  ReturnRequestInput,
  ReturnSettings,
  ReturnSettingsInput,
} from '../../../shared/schemas/returns';
import { api } from '../../lib/api-client';

/** The customer's cancellation and returns, and the admin's returns (decision 046). */
const quiet = { silent: true } as const;
const customerKey = (orderId: string) => ['orders', 'returns', orderId] as const;
const adminOrderKey = (orderId: string) => ['admin-returns', 'order', orderId] as const;
const ADMIN = ['admin-returns'] as const;

export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerCancelInput) =>
      api.post<CustomerCancelAnswer>(`/orders/${orderId}/cancel`, input, quiet),
    onSuccess: (answer) => {
      queryClient.setQueryData(['orders', 'detail', orderId], answer.order);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    // Shipped meanwhile: the page shows the order as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: ['orders', 'detail', orderId] }),
  });
}

export const useOrderReturns = (orderId: string, enabled = true) =>
  useQuery({
    queryKey: customerKey(orderId),
    queryFn: ({ signal }) =>
      api.get<OrderReturns>(`/orders/${orderId}/returns`, { ...quiet, signal }),
    enabled,
  });

/** Sends the request, then its photos (multipart, as other uploads). */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, photos }: { input: ReturnRequestInput; photos: File[] }) => {
      const created = await api.post<ReturnRequest>(`/orders/${orderId}/returns`, input, quiet);
      if (photos.length === 0) return { request: created, photosFailed: false };
      const form = new FormData();
      for (const photo of photos) form.append('photos', photo);
      try {
        const request = await api.post<ReturnRequest>(`/returns/${created.id}/photos`, form, quiet);
        return { request, photosFailed: false };
      } catch {
        return { request: created, photosFailed: true };
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customerKey(orderId) }),
  });
}

export function useWithdrawReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<ReturnRequest>(`/returns/${id}/cancel`, undefined, quiet),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: customerKey(orderId) }),
  });
}

// ——— The admin ———

export const useAdminOrderReturns = (orderId: string) =>
  useQuery({
    queryKey: adminOrderKey(orderId),
    queryFn: ({ signal }) =>
      api.get<OrderReturns>(`/admin/orders/${orderId}/returns`, { ...quiet, signal }),
  });

export const useAdminReturns = (status: ReturnStatus | undefined, page: number) =>
  useQuery({
    queryKey: [...ADMIN, 'list', status ?? 'all', page] as const,
    queryFn: ({ signal }) =>
      api.get<AdminReturnList>('/admin/returns', {
        ...quiet,
        signal,
        query: { page, pageSize: 20, ...(status ? { status } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export type ReturnStep =
  | { step: 'approve'; message?: string }
  | { step: 'refuse'; message: string }
  | { step: 'receive' }
  | ({ step: 'refund' } & ReturnRefundInput);

export function useReturnStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ step, ...body }: ReturnStep) => {
      const answer = await api.post<ReturnRequest | ReturnRefundAnswer>(
        `/admin/returns/${id}/${step}`,
        body,
        quiet,
      );
      return 'request' in answer ? answer : { request: answer, message: null };
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN });
      // The refund shows on the order's refunds and status too (admin-orders keys).
      void queryClient.invalidateQueries({ queryKey: ['admin-orders'] });
    },
  });
}

const SETTINGS_KEY = ['admin-settings', 'returns'] as const;

export const useReturnSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) =>
      api.get<ReturnSettings>('/admin/settings/returns', { ...quiet, signal }),
  });

export function useSaveReturnSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnSettingsInput) =>
      api.put<ReturnSettings>('/admin/settings/returns', input, quiet),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
