import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RefundAnswer,
  RefundFailRequest,
  RefundList,
  RefundRequest,
} from '../../../shared/schemas/refunds';
import { api } from '../../lib/api-client';
import { isApiError, retryUnlessNotFound } from '../../lib/errors';
import { ordersQueryKey } from '../orders/api/orders';
import { adminOrderKeys } from './api';

/** Refunds and voids on the admin's order page (decision 042). */
const quiet = { silent: true } as const;
const path = (id: string) => `/admin/orders/${encodeURIComponent(id)}/refunds`;

export const refundKeys = {
  list: (orderId: string) => ['admin-orders', 'refunds', orderId] as const,
};

export const refundsQuery = (orderId: string) =>
  queryOptions({
    queryKey: refundKeys.list(orderId),
    queryFn: ({ signal }) => api.get<RefundList>(path(orderId), { ...quiet, signal }),
    retry: retryUnlessNotFound,
  });

/** `enabled`: only orders that may hold money are asked about. */
export const useRefunds = (orderId: string, enabled = true) =>
  useQuery({ ...refundsQuery(orderId), enabled });

/**
 * Whether the server certainly settled the request: it answered, and not with an unknown 5xx.
 * Our own 502 (Paymob refused or was down: nothing refunded) is certain too. After anything
 * else — no answer, a timeout, a proxy's 5xx — the next try must send the same key.
 */
export const settledFailure = (error: unknown) =>
  isApiError(error) &&
  error.kind === 'http' &&
  (error.status < 500 || (error.status === 502 && error.code === 'UNAVAILABLE'));

/**
 * POST /admin/orders/:id/refunds with the dialog's Idempotency-Key: a double click or a retry
 * after a timeout sends the same key, and the server refunds once. The order, its refunds and
 * the lists are read again afterwards, whatever the answer.
 */
export function useCreateRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundRequest; key: string }) =>
      api.post<RefundAnswer>(path(orderId), body, {
        ...quiet,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(refundKeys.list(orderId), {
        summary: answer.summary,
        refunds: answer.refunds,
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: refundKeys.list(orderId) });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}

/**
 * POST /admin/orders/:id/refunds/:refundId/fail: gives up a refund Paymob never answered
 * (decision 042); what was held of it can be refunded again.
 */
export function useMarkRefundFailed(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refundId, body }: { refundId: string; body: RefundFailRequest }) =>
      api.post<RefundAnswer>(`${path(orderId)}/${encodeURIComponent(refundId)}/fail`, body, quiet),
    onSuccess: (answer) => {
      queryClient.setQueryData(refundKeys.list(orderId), {
        summary: answer.summary,
        refunds: answer.refunds,
      });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: refundKeys.list(orderId) });
    },
  });
}
