import { cn } from '../../lib/cn';
import { formatEgp } from '../../lib/format';
import { useTranslation } from '../../lib/translation';
import { useLang } from '../../lib/use-lang';
import { PriceTag } from './price-tag';

interface ProductPriceProps {
  /** The selling price (EGP). */
  price: number;
  /** On sale: the old price (EGP) the server sends; null or absent: not on sale. */
  compareAtPrice?: number | null;
  /** On sale: what the customer saves (EGP), as the server computed it; absent: no badge. */
  saving?: number | null;
  /** The product page's larger type; cards and lines keep the small one. */
  large?: boolean;
  /** Classes of the selling price (its size). */
  priceClassName?: string;
  className?: string;
}

/**
 * The selling price and, on sale, the old price struck through and the saving as a badge. The
 * web computes no money: both amounts come from the server (the pricing area's saleSaving).
 */
export function ProductPrice({
  price,
  compareAtPrice,
  saving,
  large = false,
  priceClassName,
  className,
}: ProductPriceProps) {
  const { t } = useTranslation();
  const lang = useLang();
  if (compareAtPrice == null) {
    return <PriceTag amount={price} className={cn(priceClassName, className)} />;
  }
  const was = formatEgp(compareAtPrice, lang);
  return (
    <span className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <PriceTag amount={price} className={priceClassName} />
      {/* Strike-through is not announced by screen readers: the hidden text says "was". */}
      <s
        className={cn(
          'whitespace-nowrap tabular-nums text-slate-600 decoration-slate-500',
          large ? 'text-base sm:text-lg' : 'text-xs sm:text-sm',
        )}
      >
        <span className="sr-only">{t('product.wasPrice', { price: was })}</span>
        <span aria-hidden="true">{was}</span>
      </s>
      {saving != null ? (
        <span
          className={cn(
            'inline-flex max-w-full items-center rounded-full bg-red-700 px-2 py-0.5 font-bold text-white tabular-nums',
            large ? 'text-sm' : 'text-xs',
          )}
        >
          {t('product.saving', { amount: formatEgp(saving, lang) })}
        </span>
      ) : null}
    </span>
  );
}
