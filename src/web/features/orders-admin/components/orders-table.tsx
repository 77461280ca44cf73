import { Link } from 'react-router';
import { OrderStatusBadges } from '../../../components/order-status-badges';
import { formatEgp, formatNumber, formatShopDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { type OrderSelection, SelectAllOrdersCheckbox, SelectOrderCheckbox } from '../../invoices';
import type { AdminOrderSummary } from '../api';

export const adminOrderPath = (id: string) => `/admin/orders/${id}`;

const th = 'px-3 py-2.5 text-start text-xs font-bold uppercase tracking-wide text-slate-600';

function useOrderText() {
  const { t } = useTranslation();
  const lang = useLang();
  return {
    number: (order: AdminOrderSummary) =>
      t('orders.number', {
        number: formatNumber(order.orderNumber, lang, { useGrouping: false }),
      }),
    // On the shop's clock, Cairo (issue 25 item 8): the table's column says so, a card each time.
    date: (order: AdminOrderSummary) => formatShopDateTime(order.createdAt, lang),
    dateLabelled: (order: AdminOrderSummary) =>
      t('shopTime.cairo', { time: formatShopDateTime(order.createdAt, lang) }),
    items: (order: AdminOrderSummary) => formatNumber(order.itemCount, lang),
    total: (order: AdminOrderSummary) => formatEgp(order.total, lang),
    method: (order: AdminOrderSummary) => t(`payment.${order.paymentMethod}`),
  };
}

function Customer({ order }: { order: AdminOrderSummary }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="truncate font-semibold text-ink">{order.customerName}</span>
      {order.customerPhone ? (
        <bdi dir="ltr" className="self-start text-xs text-slate-600 tabular-nums">
          {order.customerPhone}
        </bdi>
      ) : null}
    </div>
  );
}

/** The wide table, from md up; phones get OrderCards. */
export function OrdersTable({
  orders,
  selection,
}: {
  orders: AdminOrderSummary[];
  selection?: OrderSelection;
}) {
  const { t } = useTranslation();
  const text = useOrderText();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 px-3 py-2.5">
                <SelectAllOrdersCheckbox ids={orders.map((o) => o.id)} selection={selection} />
              </th>
            ) : null}
            {(['number', 'date', 'customer', 'items', 'total', 'method', 'status'] as const).map(
              (column) => (
                <th key={column} scope="col" className={th}>
                  {t(column === 'date' ? 'shopTime.column' : `admin.orders.columns.${column}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-slate-50">
              {selection ? (
                <td className="px-3 py-2">
                  <SelectOrderCheckbox
                    id={order.id}
                    label={text.number(order)}
                    selection={selection}
                  />
                </td>
              ) : null}
              <td className="whitespace-nowrap px-3 py-2">
                <Link
                  to={adminOrderPath(order.id)}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  {text.number(order)}
                </Link>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{text.date(order)}</td>
              <td className="max-w-56 px-3 py-2">
                <Customer order={order} />
              </td>
              <td className="px-3 py-2 tabular-nums text-slate-700">{text.items(order)}</td>
              <td className="whitespace-nowrap px-3 py-2 font-semibold tabular-nums text-ink">
                {text.total(order)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-slate-700">{text.method(order)}</td>
              <td className="px-3 py-2">
                <OrderStatusBadges order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per order with the same facts, opening the order. */
export function OrderCards({
  orders,
  selection,
}: {
  orders: AdminOrderSummary[];
  selection?: OrderSelection;
}) {
  const { t } = useTranslation();
  const text = useOrderText();
  return (
    <ul className="flex flex-col gap-2 md:hidden">
      {orders.map((order) => (
        <li key={order.id} className="flex items-start gap-2">
          {selection ? (
            <span className="pt-3">
              <SelectOrderCheckbox id={order.id} label={text.number(order)} selection={selection} />
            </span>
          ) : null}
          <Link
            to={adminOrderPath(order.id)}
            className="flex min-w-0 flex-1 flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-700"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col">
                <span className="font-bold text-ink">{text.number(order)}</span>
                <span className="text-xs text-slate-600">{text.dateLabelled(order)}</span>
              </div>
              <span className="font-bold tabular-nums text-ink">{text.total(order)}</span>
            </div>
            <Customer order={order} />
            <p className="text-xs text-slate-600">
              {t('orders.itemCount', { n: text.items(order) })}
              <span aria-hidden="true"> · </span>
              {text.method(order)}
            </p>
            <OrderStatusBadges order={order} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
