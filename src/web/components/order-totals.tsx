import { formatEgp } from '../lib/format';
import { useTranslation } from '../lib/translation';
import { useLang } from '../lib/use-lang';

interface Totals {
  subtotal: number;
  shipping: number;
  total: number;
}

/** Subtotal, shipping (or "Free") and total, as a definition list. */
export function OrderTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">{t('checkout.subtotal')}</dt>
        <dd className="tabular-nums text-ink">{formatEgp(totals.subtotal, lang)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-700">{t('checkout.shippingFee')}</dt>
        <dd className="tabular-nums text-ink">
          {totals.shipping > 0 ? formatEgp(totals.shipping, lang) : t('checkout.free')}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
        <dt className="text-ink">{t('checkout.total')}</dt>
        <dd className="tabular-nums text-ink">{formatEgp(totals.total, lang)}</dd>
      </div>
    </dl>
  );
}
