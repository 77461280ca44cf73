import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderTotals } from '../../../components/order-totals';
import { ProductImage } from '../../../components/product-image';
import { Section } from '../../../components/ui/section';
import { formatEgp, formatNumber } from '../../../lib/format';
import { colorName, pickText } from '../../../lib/localized';
import { useLang } from '../../../lib/use-lang';
import type { CartView } from '../../cart/api/cart-math';

/** What the customer is about to order and pay, shown before paying (SPEC §4). */
export function CheckoutSummary({ cart, children }: { cart: CartView; children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Section title={t('checkout.summary')} className="lg:sticky lg:top-24">
      <ul className="flex flex-col gap-3">
        {cart.items.map((line) => {
          const name = pickText(lang, line.nameEn, line.nameAr);
          return (
            <li key={line.id} className="flex items-center gap-3">
              <div className="size-14 shrink-0 overflow-hidden rounded-lg border border-slate-200">
                <ProductImage src={line.imageUrl} alt={name} sizes="56px" />
              </div>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-semibold text-ink">{name}</p>
                <p className="text-xs text-slate-600 tabular-nums">
                  {line.color ? `${colorName(line.color, lang)} · ` : ''}
                  {t('checkout.itemLine', {
                    qty: formatNumber(line.quantity, lang),
                    price: formatEgp(line.unitPrice, lang),
                  })}
                </p>
              </div>
              <p className="text-sm font-bold tabular-nums text-ink">
                {formatEgp(line.lineTotal, lang)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="border-t border-slate-200 pt-4">
        <OrderTotals totals={cart} />
      </div>
      {children}
    </Section>
  );
}
