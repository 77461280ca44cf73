import { useQuery } from '@tanstack/react-query';
import type { OrderPayment } from '../../../../shared/schemas/payment-methods';
import { api } from '../../../lib/api-client';
import { retryUnlessNotFound } from '../../../lib/errors';

/** GET /api/payments/orders/:id: the customer's own order's method and kiosk reference (041). */
export const useOrderPayment = (orderId: string | undefined, enabled = true) =>
  useQuery({
    queryKey: ['orders', 'payment', orderId ?? ''] as const,
    queryFn: ({ signal }) =>
      api.get<OrderPayment>(`/payments/orders/${orderId}`, { signal, silent: true }),
    enabled: Boolean(orderId) && enabled,
    retry: retryUnlessNotFound,
  });
