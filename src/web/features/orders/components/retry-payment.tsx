import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../shared/schemas/orders';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { ordersQueryKey } from '../api/orders';

/** The server stops retries an hour before it cancels an unpaid card order (24 h). */
const RETRY_WINDOW_MS = 23 * 3_600_000;

type Payable = Pick<OrderDetail, 'paymentMethod' | 'paymentStatus' | 'createdAt'>;

/** An unpaid card order the customer may still pay (POST /api/orders/:id/pay agrees). */
export function canRetryPayment(order: Payable, now = Date.now()): boolean {
  return (
    order.paymentMethod === 'card' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') &&
    now < new Date(order.createdAt).getTime() + RETRY_WINDOW_MS
  );
}

/** "Pay with another card" / "Pay now": back to the card provider's page for this order. */
export function RetryPaymentButton({ order }: { order: Payable & { id: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => api.post<{ redirectUrl: string }>(`/orders/${order.id}/pay`),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    // The api client has shown why; the order may have changed (paid meanwhile, cancelled).
    onError: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
  if (!canRetryPayment(order)) return null;
  return (
    <Button loading={retry.isPending || retry.isSuccess} onClick={() => retry.mutate()}>
      {order.paymentStatus === 'failed' ? t('payment.failed.retryCard') : t('payment.payNow')}
    </Button>
  );
}
