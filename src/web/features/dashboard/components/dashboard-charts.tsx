import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { formatCompact } from '../format';
import { BarList } from './bar-list';
import { Panel } from './panel';
import { TimeSeriesChart } from './time-series-chart';

const PAYMENT_BARS = {
  pending: 'bg-amber-400',
  paid: 'bg-brand-600',
  failed: 'bg-red-600',
  cancelled: 'bg-slate-400',
  partially_refunded: 'bg-sky-400',
  refunded: 'bg-slate-600',
} as const;
const DELIVERY_BARS = {
  awaiting_confirmation: 'bg-red-500',
  in_progress: 'bg-sky-500',
  out_for_delivery: 'bg-amber-400',
  delivered: 'bg-brand-600',
  returned: 'bg-slate-400',
} as const;

/** A panel's sum, the orders card's figure, and what it leaves out. */
function PanelTotal({ data, note }: { data: Dashboard; note?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const orders = data.cards.orders.current;
  return (
    <p className="border-t border-slate-100 pt-2 text-xs text-slate-600">
      <span className="font-semibold text-ink">
        {t('admin.dashboard.charts.panelTotal', {
          count: orders,
          formatted: formatNumber(orders, lang),
        })}
      </span>
      {note ? ` ${note}` : null}
    </p>
  );
}

/** Revenue and orders per day, the period by payment and delivery status, the top products. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const count = (value: number) => formatNumber(value, lang);
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <Panel title={t('admin.dashboard.charts.revenue')}>
        <TimeSeriesChart
          title={t('admin.dashboard.charts.revenue')}
          valueLabel={t('admin.dashboard.cards.revenue')}
          kind="line"
          points={data.daily.map((d) => ({ date: d.date, value: d.revenue }))}
          formatValue={(value) => formatEgp(value, lang)}
          formatTick={(value) => formatCompact(value, lang)}
        />
      </Panel>
      <Panel title={t('admin.dashboard.charts.orders')}>
        <TimeSeriesChart
          title={t('admin.dashboard.charts.orders')}
          valueLabel={t('admin.dashboard.cards.orders')}
          kind="bar"
          wholeNumbers
          points={data.daily.map((d) => ({ date: d.date, value: d.orders }))}
          formatValue={count}
          formatTick={count}
        />
      </Panel>
      {/* Both panels break down the orders card: each sums to it (decision 055). */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Panel title={t('admin.dashboard.charts.paymentStatus')}>
          <p className="-mt-2 text-xs text-slate-600">{t('admin.dashboard.charts.ofTheCard')}</p>
          <BarList
            label={t('admin.dashboard.charts.paymentStatus')}
            items={data.paymentStatuses.map(({ status, count: n }) => ({
              key: status,
              label: t(`orders.paymentStatus.${status}`),
              value: n,
              display: count(n),
              tone: PAYMENT_BARS[status],
            }))}
          />
          <PanelTotal
            data={data}
            note={t('admin.dashboard.charts.cancelledApart', {
              count: data.cancelledOrders,
              formatted: count(data.cancelledOrders),
            })}
          />
        </Panel>
        <Panel title={t('admin.dashboard.charts.deliveryStatus')}>
          <p className="-mt-2 text-xs text-slate-600">{t('admin.dashboard.charts.ofTheCard')}</p>
          <BarList
            label={t('admin.dashboard.charts.deliveryStatus')}
            items={[
              ...data.deliveryStatuses.map(({ status, count: n }) => ({
                key: status,
                label: t(`orders.deliveryStatus.${status}`),
                value: n,
                display: count(n),
                tone: DELIVERY_BARS[status],
              })),
              {
                key: 'notDelivering',
                label: t('admin.dashboard.charts.notDelivering'),
                value: data.notDelivering,
                display: count(data.notDelivering),
                tone: 'bg-red-600',
              },
            ]}
          />
          <PanelTotal data={data} />
        </Panel>
      </div>
      <Panel title={t('admin.dashboard.charts.topProducts')}>
        {data.topProducts.length ? (
          <BarList
            label={t('admin.dashboard.charts.topProducts')}
            items={data.topProducts.map((p) => ({
              key: p.productId ?? p.nameEn,
              label: pickLocalized(lang, p.nameEn, p.nameAr),
              value: p.revenue,
              display: formatEgp(p.revenue, lang),
            }))}
          />
        ) : (
          <p className="text-sm text-slate-600">{t('admin.dashboard.charts.noSales')}</p>
        )}
      </Panel>
    </div>
  );
}
