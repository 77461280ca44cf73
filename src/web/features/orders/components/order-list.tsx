import { Link } from 'react-router';
import type { OrderSummary } from '../../../../shared/schemas/orders';
import { OrderStatusBadges } from '../../../components/order-status-badges';
import { ChevronIcon } from '../../../components/ui/more-icons';
import { formatDate, formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

/** One card per order, newest first (the server's order), each opening the order's page. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('orders.listLabel')}>
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={`/orders/${order.id}`}
            className="group flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-bold text-ink">
                  {t('orders.number', {
                    number: formatNumber(order.orderNumber, lang, { useGrouping: false }),
                  })}
                </p>
                <p className="text-sm text-slate-600">
                  {t('orders.placedOn', { date: formatDate(order.createdAt, lang) })}
                  <span aria-hidden="true"> · </span>
                  {t('orders.itemCount', { n: formatNumber(order.itemCount, lang) })}
                </p>
                <OrderStatusBadges order={order} labelled />
              </div>
              <p className="flex items-baseline gap-2 sm:flex-col sm:items-end sm:gap-0">
                <span className="text-sm text-slate-600">{t('orders.total')}</span>
                <span className="text-lg font-bold tabular-nums text-ink">
                  {formatEgp(order.total, lang)}
                </span>
              </p>
            </div>
            <ChevronIcon className="size-5 shrink-0 text-slate-400 group-hover:text-brand-800 rtl:rotate-180" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
