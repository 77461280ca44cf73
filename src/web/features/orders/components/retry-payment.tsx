import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isOnlinePaymentMethod } from '../../../../shared/constants';
import type { OrderDetail } from '../../../../shared/schemas/orders';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { paymentPageUrl } from '../../../lib/safe-url';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { ordersQueryKey } from '../api/orders';

/** The server stops retries an hour before it cancels an unpaid card order (24 h). */
const RETRY_WINDOW_MS = 23 * 3_600_000;

type Payable = Pick<OrderDetail, 'paymentMethod' | 'paymentStatus' | 'createdAt'>;

/** An unpaid order paid online the customer may still pay (POST /api/orders/:id/pay agrees). */
export function canRetryPayment(order: Payable, now = Date.now()): boolean {
  return (
    isOnlinePaymentMethod(order.paymentMethod) &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') &&
    now < new Date(order.createdAt).getTime() + RETRY_WINDOW_MS
  );
}

/** "Pay with another card" / "Pay now": back to the card provider's page for this order. */
export function RetryPaymentButton({ order }: { order: Payable & { id: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: async () =>
      paymentPageUrl(
        (await api.post<{ redirectUrl: string }>(`/orders/${order.id}/pay`)).redirectUrl,
      ),
    onSuccess: (page) => {
      if (page) window.location.assign(page);
      else toast.error(t('errors.server')); // never follow an address that is not a payment page
    },
    // The api client has shown why; the order may have changed (paid meanwhile, cancelled).
    onError: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
  if (!canRetryPayment(order)) return null;
  return (
    <Button
      // Still loading while the browser leaves for the payment page.
      loading={retry.isPending || Boolean(retry.data)}
      onClick={() => retry.mutate()}
    >
      {order.paymentStatus === 'failed' ? t('payment.failed.retryCard') : t('payment.payNow')}
    </Button>
  );
}
