import { isOnlinePaymentMethod } from '../../shared/constants';
import type { OrderSummary } from '../../shared/schemas/orders';
import { useTranslation } from '../lib/translation';
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

type Statuses = Pick<OrderSummary, 'paymentStatus' | 'deliveryStatus'> &
  Partial<Pick<OrderSummary, 'paymentMethod'>>;

/** An order to be paid online whose payment has not gone through: nothing is being prepared. */
export const awaitsOnlinePayment = (order: Statuses): boolean =>
  order.paymentMethod !== undefined &&
  isOnlinePaymentMethod(order.paymentMethod) &&
  (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');

/**
 * Payment and delivery status of an order (SPEC §4), each labelled: for screen readers, and on
 * screen with `labelled` (the customer's pages, issue 24 item 9). An unpaid online order says
 * "Awaiting payment" and shows no delivery badge: it is not being prepared (issue 24 item 3).
 */
export function OrderStatusBadges({
  order,
  labelled = false,
}: {
  order: Statuses;
  labelled?: boolean;
}) {
  const { t } = useTranslation();
  const unpaidOnline = awaitsOnlinePayment(order);
  const payment =
    unpaidOnline && order.paymentStatus === 'pending'
      ? t('orders.awaitingPayment')
      : t(`orders.paymentStatus.${order.paymentStatus}`);
  const delivery = t(`orders.deliveryStatus.${order.deliveryStatus}`);
  // A cancelled order is not being delivered: its delivery badge would only confuse.
  const showDelivery =
    order.paymentStatus !== 'cancelled' && order.paymentStatus !== 'failed' && !unpaidOnline;
  const label = (text: string) =>
    labelled ? (
      <span className="me-1 font-normal">{`${text}:`}</span>
    ) : (
      <span className="sr-only">{`${text}: `}</span>
    );
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone={PAYMENT_TONES[order.paymentStatus]}>
        {label(t('orders.paymentLabel'))}
        {payment}
      </Badge>
      {showDelivery ? (
        <Badge tone={DELIVERY_TONES[order.deliveryStatus]}>
          {label(t('orders.deliveryLabel'))}
          {delivery}
        </Badge>
      ) : null}
    </div>
  );
}
