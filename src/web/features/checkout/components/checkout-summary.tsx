import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId } from 'react';
import type { CartQuote } from '../../../../shared/schemas/cart';
import { ProductImage } from '../../../components/product-image';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatEgp, formatNumber } from '../../../lib/format';
import { colorName, pickText } from '../../../lib/localized';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { CouponField } from '../../cart';
import type { CartView } from '../../cart/api/cart-math';
import { QuoteAmounts } from './quote-amounts';

interface SummaryLine {
  id: string;
  nameEn: string;
  nameAr: string;
  unitPrice: number;
  compareAtPrice: number | null;
  quantity: number;
  lineTotal: number;
}

/** The lines: the quote's once it came (the cart's until then), photos and colors the cart's. */
function SummaryLines({ lines, cart }: { lines: readonly SummaryLine[]; cart: CartView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ul className="flex flex-col gap-3">
      {lines.map((line) => {
        const item = cart.items.find((candidate) => candidate.id === line.id);
        const variant = item?.variant
          ? pickText(lang, item.variant.nameEn, item.variant.nameAr)
          : '';
        const name = [pickText(lang, line.nameEn, line.nameAr), variant]
          .filter(Boolean)
          .join(' — ');
        return (
          <li key={line.id} className="flex items-center gap-3">
            <div className="size-14 shrink-0 overflow-hidden rounded-lg border border-slate-200">
              <ProductImage src={item?.imageUrl ?? null} alt={name} sizes="56px" />
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-semibold text-ink">{name}</p>
              <p className="text-xs text-slate-600 tabular-nums">
                {item?.color ? `${colorName(item.color, lang)} · ` : ''}
                {t('checkout.itemLine', {
                  qty: formatNumber(line.quantity, lang),
                  price: formatEgp(line.unitPrice, lang),
                })}
                {line.compareAtPrice != null ? (
                  <s className="ms-1.5 decoration-slate-500">
                    <span className="sr-only">
                      {t('product.wasPrice', { price: formatEgp(line.compareAtPrice, lang) })}
                    </span>
                    <span aria-hidden="true">{formatEgp(line.compareAtPrice, lang)}</span>
                  </s>
                ) : null}
              </p>
            </div>
            <p className="text-sm font-bold tabular-nums text-ink">
              {formatEgp(line.lineTotal, lang)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function AmountsSkeleton() {
  return (
    <div className="flex flex-col gap-2.5">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-5 w-full" />
    </div>
  );
}

interface CheckoutSummaryProps {
  cart: CartView;
  /** POST /api/cart/quote for the chosen governorate and payment method. */
  quote: UseQueryResult<CartQuote>;
  /** Egypt without a governorate chosen yet. */
  needsGovernorate: boolean;
  /** The order's refusal of the cart's code (409), shown by the code field. */
  couponProblem: string | null;
  onCouponChange: () => void;
  children?: ReactNode;
}

/**
 * What the customer is about to order and pay, shown before paying (SPEC §4): every amount is
 * the quote's. While a new choice is priced the previous amounts stay, dimmed.
 */
export function CheckoutSummary({
  cart,
  quote,
  needsGovernorate,
  couponProblem,
  onCouponChange,
  children,
}: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data } = quote;
  const updating = data !== undefined && (quote.isPlaceholderData || quote.isFetching);
  return (
    // The card of components/ui/section, with room for the "updating" mark beside its title.
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-24"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {t('checkout.summary')}
        </h2>
        {updating ? (
          <Spinner label={t('checkout.updating')} className="size-4 text-slate-500" />
        ) : null}
      </div>
      <SummaryLines lines={data?.lines ?? cart.items} cart={cart} />
      <div className="border-t border-slate-200 pt-4">
        <Suspense fallback={<Skeleton className="h-[4.25rem] w-full" />}>
          <CouponField coupon={cart.coupon} problem={couponProblem} onChange={onCouponChange} />
        </Suspense>
      </div>
      <div
        aria-busy={updating || quote.isPending || undefined}
        className={cn(
          'border-t border-slate-200 pt-4 transition-opacity',
          updating && 'opacity-60',
        )}
      >
        {quote.isError ? (
          <Alert
            tone="error"
            actions={
              <Button
                size="sm"
                variant="secondary"
                loading={quote.isFetching}
                onClick={() => void quote.refetch()}
              >
                {t('common.retry')}
              </Button>
            }
          >
            {t('checkout.quoteFailed')}
          </Alert>
        ) : data ? (
          <QuoteAmounts quote={data} needsGovernorate={needsGovernorate} />
        ) : (
          <AmountsSkeleton />
        )}
      </div>
      {children}
    </section>
  );
}
