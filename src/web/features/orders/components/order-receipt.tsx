import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../../shared/schemas/orders';
import { formatEgp, formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

/** Order number, total and payment method, as confirmed on the result pages. */
export function OrderReceipt({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rows = [
    [
      t('payment.success.orderNumber'),
      formatNumber(order.orderNumber, lang, { useGrouping: false }),
    ],
    [t('payment.success.total'), formatEgp(order.total, lang)],
    [t('payment.method'), t(`payment.${order.paymentMethod}`)],
  ];
  return (
    <dl className="flex w-full flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-bold tabular-nums text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
