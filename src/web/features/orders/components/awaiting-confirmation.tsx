import type { OrderDetail } from '../../../../shared/schemas/orders';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/translation';

/**
 * A cash order waiting for its customer's confirmation (decision 043) says so, and how: the link
 * in the e-mail, or the shop's phone call.
 */
export function AwaitingConfirmation({
  order,
}: {
  order: Pick<OrderDetail, 'paymentStatus' | 'deliveryStatus'>;
}) {
  const { t } = useTranslation();
  if (order.paymentStatus !== 'pending' || order.deliveryStatus !== 'awaiting_confirmation') {
    return null;
  }
  return (
    <Alert title={t('orders.details.awaitingTitle')}>{t('orders.details.awaitingText')}</Alert>
  );
}
