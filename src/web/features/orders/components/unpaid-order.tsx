import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OrderDetail } from '../../../../shared/schemas/orders';
import { awaitsOnlinePayment } from '../../../components/order-status-badges';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/errors';
import { toastFailure } from '../../../lib/failure-toast';
import { cartQueryKey } from '../../../lib/query-keys';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { useCancelOrder } from '../../returns';
import { canRetryPayment, RetryPaymentButton } from './retry-payment';

/**
 * An order to be paid online that is not paid (issue 24 item 3): the customer came back from the
 * card page without paying, or the card was declined. Nothing is being prepared; the order says
 * so and offers to pay ("Pay now", or "Pay with another card" after a decline) or to cancel it
 * and have its items back in the cart (the server's cancellation with `backToCart`).
 */
export function UnpaidOrder({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(order.id);
  if (!awaitsOnlinePayment(order)) return null;
  const payable = canRetryPayment(order);

  async function backToCart() {
    try {
      await cancel.mutateAsync({ reason: 'change_order', backToCart: true });
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
      toast.success(t('orders.unpaid.backInCart'));
      setAsking(false);
      await navigate('/cart');
    } catch (error) {
      setAsking(false);
      toastFailure(
        isApiError(error) && error.status === 409 ? error.message : t('returns.cancel.failed'),
        error,
      );
    }
  }

  return (
    <Alert
      tone={order.paymentStatus === 'failed' ? 'error' : 'info'}
      title={
        order.paymentStatus === 'failed' ? t('orders.unpaid.failedTitle') : t('orders.unpaid.title')
      }
      actions={
        <div className="mt-1 flex flex-wrap gap-2" data-testid="unpaid-order-actions">
          {payable ? <RetryPaymentButton order={order} /> : null}
          {/* Long in Arabic: on a phone it wraps on two lines inside the button. */}
          <Button
            variant="secondary"
            className="h-auto min-h-11 py-2"
            onClick={() => setAsking(true)}
          >
            {t('orders.unpaid.backToCart')}
          </Button>
        </div>
      }
    >
      {payable ? t('orders.unpaid.text') : t('orders.unpaid.expiredText')}
      <ConfirmDialog
        open={asking}
        title={t('orders.unpaid.confirmTitle')}
        message={t('orders.unpaid.confirmText')}
        confirmLabel={t('orders.unpaid.backToCart')}
        cancelLabel={t('orders.unpaid.keep')}
        loading={cancel.isPending}
        onConfirm={() => void backToCart()}
        onCancel={() => setAsking(false)}
      />
    </Alert>
  );
}
