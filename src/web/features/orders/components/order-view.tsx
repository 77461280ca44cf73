import type { OrderDetail } from '../../../../shared/schemas/orders';
import { OrderStatusBadges } from '../../../components/order-status-badges';
import { Section } from '../../../components/ui/section';
import { formatDate, formatDateTime, formatEgp } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { DownloadInvoiceButton } from '../../invoices';
import { OrderChanges } from '../../returns';
import { RateProduct } from '../../reviews';
import { OrderShipment } from '../../shipments';
import { AwaitingConfirmation } from './awaiting-confirmation';
import { OrderCharges } from './order-charges';
import { OrderItems, type OrderLine } from './order-items';
import { OrderTimeline } from './order-timeline';
import { ReorderButton } from './reorder-button';
import { ShippingInfo } from './shipping-info';
import { UnpaidOrder } from './unpaid-order';

/** Once the order is delivered, each line still linked to a product can be rated. */
const rateLine = (item: OrderLine, name: string) =>
  item.productId ? <RateProduct productId={item.productId} productName={name} /> : null;

/** Everything about one order: status, tracking, items, totals, where it ships and how it's paid. */
export function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <p className="text-sm text-slate-600">
            {t('orders.placedOn', { date: formatDateTime(order.createdAt, lang) })}
          </p>
          <OrderStatusBadges order={order} labelled />
          <AwaitingConfirmation order={order} />
          <UnpaidOrder order={order} />
          <OrderChanges order={order} />
          <ReorderButton orderId={order.id} />
          {order.deliveredAt ? (
            <p className="text-sm text-slate-700">
              {t('orders.details.deliveredAt', { date: formatDate(order.deliveredAt, lang) })}
            </p>
          ) : null}
        </div>
        <Section title={t('orders.details.items')}>
          <OrderItems
            items={order.items}
            lineAction={order.deliveryStatus === 'delivered' ? rateLine : undefined}
          />
          <div className="border-t border-slate-200 pt-4">
            <OrderCharges order={order} />
          </div>
        </Section>
      </div>
      <div className="flex flex-col gap-4">
        <OrderShipment orderId={order.id} />
        <Section title={t('orders.details.tracking')}>
          <OrderTimeline order={order} />
        </Section>
        <Section title={t('orders.details.shippingTo')}>
          <ShippingInfo info={order.shippingInfo} />
        </Section>
        <Section title={t('orders.details.payment')}>
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{t('payment.method')}</dt>
              <dd className="font-semibold text-ink">{t(`payment.${order.paymentMethod}`)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{t('orders.paymentLabel')}</dt>
              <dd className="font-semibold text-ink">
                {t(`orders.paymentStatus.${order.paymentStatus}`)}
              </dd>
            </div>
            {order.refunded > 0 ? (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-700">{t('orders.refundedLabel')}</dt>
                <dd className="font-semibold text-ink">{formatEgp(order.refunded, lang)}</dd>
              </div>
            ) : null}
          </dl>
          <DownloadInvoiceButton order={order} />
        </Section>
      </div>
    </div>
  );
}
