import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../shared/schemas/orders';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { OrderItems } from './order-items';
import { Section } from './order-section';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { RetryPaymentButton } from './retry-payment';
import { ShippingInfo } from './shipping-info';
import { OrderStatusBadges } from './status-badges';

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
          <OrderStatusBadges order={order} />
          {order.deliveredAt ? (
            <p className="text-sm text-slate-700">
              {t('orders.details.deliveredAt', { date: formatDate(order.deliveredAt, lang) })}
            </p>
          ) : null}
        </div>
        <Section title={t('orders.details.items')}>
          <OrderItems items={order.items} canRate={order.deliveryStatus === 'delivered'} />
          <div className="border-t border-slate-200 pt-4">
            <OrderTotals totals={order} />
          </div>
        </Section>
      </div>
      <div className="flex flex-col gap-4">
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
          </dl>
          <RetryPaymentButton order={order} />
        </Section>
      </div>
    </div>
  );
}
