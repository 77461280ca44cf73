import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../shared/schemas/orders';
import { Badge, type BadgeTone } from './ui/badge';

const PAYMENT_TONES: Record<OrderSummary['paymentStatus'], BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  // Money went back (decision 042): partly still paid, wholly not.
  partially_refunded: 'info',
  refunded: 'neutral',
};

const DELIVERY_TONES: Record<OrderSummary['deliveryStatus'], BadgeTone> = {
  awaiting_confirmation: 'danger',
  in_progress: 'info',
  out_for_delivery: 'warning',
  delivered: 'success',
  returned: 'neutral',
};

type Statuses = Pick<OrderSummary, 'paymentStatus' | 'deliveryStatus'>;

/** Payment and delivery status of an order (SPEC §4), each labelled for screen readers. */
export function OrderStatusBadges({ order }: { order: Statuses }) {
  const { t } = useTranslation();
  const payment = t(`orders.paymentStatus.${order.paymentStatus}`);
  const delivery = t(`orders.deliveryStatus.${order.deliveryStatus}`);
  // A cancelled order is not being delivered: its delivery badge would only confuse.
  const showDelivery = order.paymentStatus !== 'cancelled' && order.paymentStatus !== 'failed';
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone={PAYMENT_TONES[order.paymentStatus]}>
        <span className="sr-only">{`${t('orders.paymentLabel')}: `}</span>
        {payment}
      </Badge>
      {showDelivery ? (
        <Badge tone={DELIVERY_TONES[order.deliveryStatus]}>
          <span className="sr-only">{`${t('orders.deliveryLabel')}: `}</span>
          {delivery}
        </Badge>
      ) : null}
    </div>
  );
}
