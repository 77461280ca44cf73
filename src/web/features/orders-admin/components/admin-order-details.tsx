import type { AdminOrderDetail } from '../../../../shared/schemas/orders-admin';
import { AdminRecord } from '../../../components/admin/admin-record';
import { OrderStatusBadges } from '../../../components/order-status-badges';
import { PageHeader } from '../../../components/page-header';
import { useShopTime } from '../../../components/shop-time';
import { BackLink } from '../../../components/ui/back-link';
import { Section } from '../../../components/ui/section';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { OrderDocumentButtons } from '../../invoices';
import { OrderCharges, OrderItems, OrderTimeline, ShippingInfo } from '../../orders';
import { AdminOrderChanges } from '../../returns-admin';
import { AdminShipmentPanel } from '../../shipments';
import { useAdminOrder } from '../api';
import { CodPanel } from './cod-panel';
import { OrderActions } from './order-actions';
import { PaymentDetails } from './payment-details';
import { RefundPanel } from './refund-panel';

function BackToList() {
  const { t } = useTranslation();
  return <BackLink to="/admin/orders" label={t('admin.orders.back')} />;
}

function Facts({ rows }: { rows: [string, string | null][] }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="min-w-0 break-all text-end font-semibold text-ink">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The coupon codes the order used, at a glance beside its status. */
function CouponCodes({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const codes = [
    ...new Set(order.discounts.flatMap((discount) => (discount.code ? [discount.code] : []))),
  ];
  if (codes.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
      {t('admin.orders.coupon')}
      {codes.map((code) => (
        <bdi
          key={code}
          dir="ltr"
          className="rounded-md bg-brand-50 px-2 py-0.5 font-mono font-semibold text-brand-800"
        >
          {code}
        </bdi>
      ))}
    </p>
  );
}

function OrderBody({ order, onConflict }: { order: AdminOrderDetail; onConflict: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const number = formatNumber(order.orderNumber, lang, { useGrouping: false });
  const customerName = `${order.customer.firstName} ${order.customer.lastName}`.trim();
  // Staff read every time on the shop's clock, Cairo, labelled (issue 25 item 8).
  const shopTime = useShopTime();
  return (
    <div className="flex flex-col gap-4">
      <BackToList />
      <PageHeader
        title={t('orders.number', { number })}
        description={t('orders.placedOn', { date: shopTime.dateTime(order.createdAt) })}
      />
      <OrderDocumentButtons orderId={order.id} />
      <section
        aria-label={t('admin.orders.actions.title')}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <OrderStatusBadges order={order} />
            <CouponCodes order={order} />
          </div>
          {order.deliveredAt ? (
            <p className="text-sm text-slate-700">
              {t('orders.details.deliveredAt', { date: shopTime.dateTime(order.deliveredAt) })}
            </p>
          ) : null}
        </div>
        <OrderActions order={order} onConflict={onConflict} />
      </section>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-4">
          <Section title={t('orders.details.items')}>
            <OrderItems items={order.items} />
            <div className="border-t border-slate-200 pt-4">
              <OrderCharges order={order} />
            </div>
          </Section>
          <Section title={t('orders.details.tracking')}>
            <OrderTimeline order={order} showNotes />
          </Section>
        </div>
        <div className="flex flex-col gap-4">
          <Section title={t('admin.orders.customer.title')}>
            <div className="flex flex-col gap-0.5 text-sm">
              <span className="font-semibold text-ink">{customerName}</span>
              <bdi dir="ltr" className="self-start text-slate-600">
                {order.customer.email}
              </bdi>
            </div>
            <div className="flex flex-col gap-1 border-t border-slate-200 pt-3">
              <h3 className="text-sm font-bold text-slate-700">{t('orders.details.shippingTo')}</h3>
              <ShippingInfo info={order.shippingInfo} />
            </div>
          </Section>
          <Section title={t('orders.details.payment')}>
            <Facts
              rows={[
                [t('payment.method'), t(`payment.${order.paymentMethod}`)],
                [t('orders.paymentLabel'), t(`orders.paymentStatus.${order.paymentStatus}`)],
                [t('admin.orders.transactionId'), order.transactionId],
                [t('admin.orders.reference'), order.reference],
              ]}
            />
          </Section>
          <AdminShipmentPanel order={order} />
          <CodPanel order={order} onConflict={onConflict} />
          <PaymentDetails orderId={order.id} method={order.paymentMethod} />
          <RefundPanel order={order} />
          <AdminOrderChanges order={order} />
        </div>
      </div>
    </div>
  );
}

/** /admin/orders/:id: the order with the actions its state allows. */
export function AdminOrderDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useAdminOrder(id);
  return (
    <AdminRecord
      query={query}
      back={<BackToList />}
      texts={{ loadFailed: t('admin.orders.errors.loadOne'), notFound: t('admin.orders.notFound') }}
    >
      {(order) => <OrderBody order={order} onConflict={() => void query.refetch()} />}
    </AdminRecord>
  );
}
