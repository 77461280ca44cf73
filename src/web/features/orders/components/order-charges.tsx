import type { OrderDetail } from '../../../../shared/schemas/orders';
import { useOrderCharges } from '../charges';

/** The order's totals box: every charge and discount line, the VAT it includes, when it arrives. */
export function OrderCharges({ order }: { order: OrderDetail }) {
  const { rows, vat, estimate } = useOrderCharges(order);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="flex flex-col gap-2">
        {rows.map((row) => (
          <div
            key={row.key}
            className={
              row.tone === 'total'
                ? 'flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold'
                : 'flex justify-between gap-4'
            }
          >
            <dt className={row.tone === 'total' ? 'text-ink' : 'text-slate-700'}>{row.label}</dt>
            <dd
              className={
                row.tone === 'discount' ? 'tabular-nums text-brand-800' : 'tabular-nums text-ink'
              }
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {vat ? <p className="text-end text-xs text-slate-600">{vat}</p> : null}
      {estimate ? <p className="text-slate-700">{estimate}</p> : null}
    </div>
  );
}
