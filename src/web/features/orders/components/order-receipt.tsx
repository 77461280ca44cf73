import type { OrderDetail } from '../../../../shared/schemas/orders';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useOrderCharges } from '../charges';

/**
 * Order number, what the total is made of (subtotal, discounts, shipping, COD fee, total and the
 * VAT it includes), payment method and delivery estimate, as confirmed on the result pages.
 */
export function OrderReceipt({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const charges = useOrderCharges(order);
  const rows: { key: string; label: string; value: string; discount?: boolean }[] = [
    {
      key: 'number',
      label: t('payment.success.orderNumber'),
      value: formatNumber(order.orderNumber, lang, { useGrouping: false }),
    },
    ...charges.rows.map((row) =>
      row.tone === 'total'
        ? { key: row.key, label: t('payment.success.total'), value: row.value }
        : { ...row, discount: row.tone === 'discount' },
    ),
    { key: 'method', label: t('payment.method'), value: t(`payment.${order.paymentMethod}`) },
  ];
  return (
    <div className="flex w-full flex-col gap-2">
      <dl className="flex w-full flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 text-sm">
        {rows.map(({ key, label, value, discount }) => (
          <div key={key} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-700">{label}</dt>
            <dd className={`font-bold tabular-nums ${discount ? 'text-brand-800' : 'text-ink'}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {charges.vat ? <p className="text-xs text-slate-600">{charges.vat}</p> : null}
      {charges.estimate ? <p className="text-sm text-slate-700">{charges.estimate}</p> : null}
    </div>
  );
}
