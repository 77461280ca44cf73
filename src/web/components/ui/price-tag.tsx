import { cn } from '../../lib/cn';
import { formatEgp } from '../../lib/format';
import { useLang } from '../../lib/use-lang';

/** EGP price in the current language's digits and currency text (SPEC §1). */
export function PriceTag({ amount, className }: { amount: number; className?: string }) {
  const lang = useLang();
  return (
    <span className={cn('font-bold tabular-nums text-ink', className)}>
      {formatEgp(amount, lang)}
    </span>
  );
}
