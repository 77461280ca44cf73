import { Link } from 'react-router';
import type { Dashboard, DashboardOrder } from '../../../../shared/schemas/dashboard';
import { OrderStatusBadges } from '../../../components/order-status-badges';
import { ShopTime } from '../../../components/shop-time';
import { Badge } from '../../../components/ui/badge';
import { formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { pickLocalized, useLang } from '../../../lib/use-lang';
import { formatAge } from '../format';
import { Panel } from './panel';

const linkClass = 'font-semibold text-brand-800 hover:underline';

function OrderRow({ order, now }: { order: DashboardOrder; now?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5">
      <div className="flex min-w-0 flex-col">
        <Link to={`/admin/orders/${order.id}`} className={linkClass}>
          {t('orders.number', {
            number: formatNumber(order.orderNumber, lang, { useGrouping: false }),
          })}
        </Link>
        <span className="truncate text-xs text-slate-600">
          {order.customerName}
          <span aria-hidden="true"> · </span>
          {now ? (
            t('admin.dashboard.lists.waiting', { age: formatAge(order.createdAt, now, lang) })
          ) : (
            <ShopTime value={order.createdAt} />
          )}
        </span>
      </div>
      <div className="flex flex-col items-end gap-1">
        <span className="font-semibold tabular-nums text-ink">{formatEgp(order.total, lang)}</span>
        <OrderStatusBadges order={order} />
      </div>
    </li>
  );
}

/** "3 of 12 · View all" under a list that shows only the first few. */
function More({
  shown,
  total,
  to,
  label,
}: {
  shown: number;
  total: number;
  to: string;
  label: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (total <= shown) return null;
  return (
    <p className="text-sm text-slate-600">
      {t('admin.dashboard.lists.shownOf', {
        shown: formatNumber(shown, lang),
        total: formatNumber(total, lang),
      })}{' '}
      <Link to={to} className={linkClass}>
        {label}
      </Link>
    </p>
  );
}

export function LatestOrders({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('admin.dashboard.lists.latestOrders')}
      action={
        <Link to="/admin/orders" className={`${linkClass} text-sm`}>
          {t('admin.dashboard.lists.allOrders')}
        </Link>
      }
    >
      {data.latestOrders.length ? (
        <ul className="divide-y divide-slate-100">
          {data.latestOrders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('admin.dashboard.lists.noOrders')}</p>
      )}
    </Panel>
  );
}

/** What needs someone now: stuck card payments, stock running out, customers waiting. */
export function AttentionLists({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pendingCardPayments: pending, lowStock, openSupport } = data;
  const empty = (text: string) => <p className="text-sm text-slate-600">{text}</p>;
  return (
    <div className="flex flex-col gap-4">
      <Panel
        title={t('admin.dashboard.lists.pendingCard', { n: formatNumber(pending.total, lang) })}
      >
        {pending.items.length ? (
          <>
            <ul className="divide-y divide-slate-100">
              {pending.items.map((order) => (
                <OrderRow key={order.id} order={order} now={data.generatedAt} />
              ))}
            </ul>
            <More
              shown={pending.items.length}
              total={pending.total}
              to="/admin/orders?paymentStatus=pending"
              label={t('admin.dashboard.lists.viewAll')}
            />
          </>
        ) : (
          empty(t('admin.dashboard.lists.noPendingCard'))
        )}
      </Panel>
      <Panel
        title={t('admin.dashboard.lists.lowStock', {
          n: formatNumber(lowStock.total, lang),
          threshold: formatNumber(lowStock.threshold, lang),
        })}
      >
        {lowStock.items.length ? (
          <>
            <ul className="divide-y divide-slate-100">
              {lowStock.items.map((product) => (
                <li
                  key={product.variantId ?? product.id}
                  className="flex items-center justify-between gap-3 py-2"
                >
                  {/* A product sold as variants is listed by variant (decision 058). */}
                  <div className="flex min-w-0 flex-col">
                    <Link to={`/admin/products/${product.id}`} className={`${linkClass} truncate`}>
                      {pickLocalized(lang, product.nameEn, product.nameAr)}
                      {product.variantNameEn !== null ? (
                        <>
                          <span aria-hidden="true"> — </span>
                          {pickLocalized(lang, product.variantNameEn, product.variantNameAr ?? '')}
                        </>
                      ) : null}
                    </Link>
                    <span className="truncate text-xs text-slate-600">
                      {product.sku ? (
                        <>
                          <bdi dir="ltr">{product.sku}</bdi>
                          <span aria-hidden="true"> · </span>
                        </>
                      ) : null}
                      {t('admin.dashboard.lists.threshold', {
                        n: formatNumber(product.threshold, lang),
                      })}
                    </span>
                  </div>
                  <Badge
                    tone={product.stockQuantity === 0 ? 'danger' : 'warning'}
                    className="shrink-0 whitespace-nowrap"
                  >
                    {product.stockQuantity === 0
                      ? t('admin.status.outOfStock')
                      : t('admin.dashboard.lists.left', {
                          n: formatNumber(product.stockQuantity, lang),
                        })}
                  </Badge>
                </li>
              ))}
            </ul>
            <More
              shown={lowStock.items.length}
              total={lowStock.total}
              to="/admin/products"
              label={t('admin.dashboard.lists.viewAll')}
            />
          </>
        ) : (
          empty(t('admin.dashboard.lists.noLowStock'))
        )}
      </Panel>
      <Panel
        title={t('admin.dashboard.lists.openSupport', { n: formatNumber(openSupport.total, lang) })}
      >
        {openSupport.items.length ? (
          <>
            <ul className="divide-y divide-slate-100">
              {openSupport.items.map((thread) => (
                <li key={thread.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="flex min-w-0 flex-col">
                    <Link
                      to={`/admin/support?thread=${thread.id}`}
                      className={`${linkClass} truncate`}
                    >
                      {thread.subject}
                    </Link>
                    <span className="truncate text-xs text-slate-600">
                      {thread.requesterName}
                      <span aria-hidden="true"> · </span>
                      <ShopTime value={thread.lastMessageAt} />
                    </span>
                  </div>
                  {thread.priority === 'high' ? (
                    <Badge tone="danger">{t('admin.dashboard.lists.highPriority')}</Badge>
                  ) : null}
                </li>
              ))}
            </ul>
            <More
              shown={openSupport.items.length}
              total={openSupport.total}
              to="/admin/support?status=open"
              label={t('admin.dashboard.lists.viewAll')}
            />
          </>
        ) : (
          empty(t('admin.dashboard.lists.noOpenSupport'))
        )}
      </Panel>
    </div>
  );
}
