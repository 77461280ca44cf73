import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { CartQuote } from '../../../../shared/schemas/cart';
import { cn } from '../../../lib/cn';
import { formatEgp, formatNumber } from '../../../lib/format';
import { pickText } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { shownDiscounts } from '../../cart/api/cart-math';

type Estimate = CartQuote['shipping']['estimate'];

/** "Delivery in 2–3 days" / "التوصيل خلال ٢–٣ أيام"; "in 2 days" when both ends are one. */
export function estimateText(t: TFunction, lang: string, { minDays, maxDays }: Estimate): string {
  if (minDays >= maxDays) {
    return t('checkout.estimateDays', { count: maxDays, formatted: formatNumber(maxDays, lang) });
  }
  // The noun agrees with the larger number, as it is read last ("٢–١٠ أيام", "٥–١٥ يومًا").
  return t('checkout.estimateRange', {
    count: maxDays,
    min: formatNumber(minDays, lang),
    max: formatNumber(maxDays, lang),
  });
}

function Row({
  label,
  notes,
  children,
  className,
}: {
  label: string;
  /** Smaller lines under the label. */
  notes?: readonly (string | null | undefined)[];
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <dt className="flex min-w-0 flex-col">
        <span className="break-words">{label}</span>
        {notes?.filter(Boolean).map((note) => (
          <span key={note} className="break-words text-xs font-normal text-slate-600">
            {note}
          </span>
        ))}
      </dt>
      <dd className="flex shrink-0 flex-wrap items-center justify-end gap-x-2 tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/**
 * The checkout's amounts, every one the quote's (POST /api/cart/quote): subtotal, discounts,
 * shipping with its zone and delivery estimate, the cash-on-delivery fee, the total and the VAT
 * it includes. `needsGovernorate`: Egypt without a governorate yet (the fee is the shop's
 * fallback until one is chosen).
 */
export function QuoteAmounts({
  quote,
  needsGovernorate,
}: {
  quote: CartQuote;
  needsGovernorate: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { shipping } = quote;
  const { waiver, lines } = shownDiscounts(quote.discounts, shipping.fee);
  const zone = shipping.zone ? pickText(lang, shipping.zone.nameEn, shipping.zone.nameAr) : null;
  const placeNote = needsGovernorate
    ? t('checkout.chooseGovernorateHint')
    : [zone, estimateText(t, lang, shipping.estimate)].filter(Boolean).join(' · ');
  const free = shipping.fee === 0 || waiver !== null;

  return (
    <div className="flex flex-col gap-1">
      <dl className="flex flex-col gap-2 text-sm">
        <Row label={t('checkout.subtotal')} className="text-slate-700">
          <span className="text-ink">{formatEgp(quote.subtotal, lang)}</span>
        </Row>
        {lines.map((discount) => (
          <Row
            key={`${discount.kind}:${discount.appliesTo}:${discount.code ?? ''}`}
            label={
              discount.code
                ? t('coupon.discount', { code: discount.code })
                : t('coupon.discountNoCode')
            }
            className="text-brand-800"
          >
            <span className="font-semibold">
              {t('coupon.minus', { amount: formatEgp(discount.amount, lang) })}
            </span>
          </Row>
        ))}
        <Row
          label={t('checkout.shippingFee')}
          notes={[
            placeNote,
            waiver?.code ? t('coupon.shippingWaived', { code: waiver.code }) : null,
          ]}
          className="text-slate-700"
        >
          {free ? (
            <>
              {shipping.fee > 0 ? (
                <s className="whitespace-nowrap text-xs text-slate-600 decoration-slate-500">
                  <span className="sr-only">
                    {t('product.wasPrice', { price: formatEgp(shipping.fee, lang) })}
                  </span>
                  <span aria-hidden="true">{formatEgp(shipping.fee, lang)}</span>
                </s>
              ) : null}
              <span className="font-semibold text-brand-800">{t('checkout.free')}</span>
            </>
          ) : (
            <span className="text-ink">{formatEgp(shipping.fee, lang)}</span>
          )}
        </Row>
        {quote.codFee > 0 ? (
          <Row label={t('checkout.codFee')} className="text-slate-700">
            <span className="text-ink">{formatEgp(quote.codFee, lang)}</span>
          </Row>
        ) : null}
        <Row
          label={t('checkout.total')}
          className="border-t border-slate-200 pt-2 text-base font-bold text-ink"
        >
          {formatEgp(quote.total, lang)}
        </Row>
      </dl>
      {quote.vat ? (
        <p className="text-end text-xs text-slate-600">
          {t('checkout.vatIncluded', {
            rate: formatNumber(quote.vat.ratePercent, lang),
            amount: formatEgp(quote.vat.included, lang),
          })}
        </p>
      ) : null}
    </div>
  );
}
