import type { ReactNode } from 'react';
import type { OrderDetail } from '../../../../shared/schemas/orders';
import { ProductImage } from '../../../components/product-image';
import { formatEgp, formatNumber } from '../../../lib/format';
import { colorName, pickText } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { minusEgp } from '../charges';

export type OrderLine = OrderDetail['items'][number];

/**
 * The order's lines as copied when it was placed (names, color, unit price). `lineAction` adds a
 * control under a line (the customer's "Rate" once the order is delivered); `name` is the line's
 * name in the page's language.
 */
export function OrderItems({
  items,
  lineAction,
}: {
  items: OrderLine[];
  lineAction?: (item: OrderLine, name: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {items.map((item) => {
        const name = pickText(lang, item.nameEn, item.nameAr);
        const action = lineAction?.(item, name);
        return (
          <li key={item.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <div className="size-16 shrink-0 overflow-hidden rounded-lg border border-slate-200 sm:size-20">
              <ProductImage src={item.imageUrl} alt={name} sizes="80px" />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{name}</p>
                {item.color ? (
                  <p className="flex items-center gap-1.5 text-sm text-slate-600">
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full ring-1 ring-slate-300"
                      style={{ backgroundColor: item.color.colorCode }}
                    />
                    {t('orders.details.color', { name: colorName(item.color, lang) })}
                  </p>
                ) : null}
                <p className="text-sm text-slate-600 tabular-nums">
                  {t('orders.details.unitTimesQty', {
                    price: formatEgp(item.unitPrice, lang),
                    qty: formatNumber(item.quantity, lang),
                  })}
                </p>
                {item.discount > 0 ? (
                  <p className="text-sm text-brand-800 tabular-nums">
                    {t('orders.totals.lineDiscount', {
                      amount: minusEgp(t, item.discount, lang),
                    })}
                  </p>
                ) : null}
                {action ? <div className="mt-1">{action}</div> : null}
              </div>
              <p className="font-bold text-ink tabular-nums">{formatEgp(item.total, lang)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
