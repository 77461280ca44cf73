import { Icon, type IconProps } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useEarlyClick } from '../../../lib/hydration-state';
import toast from '../../../lib/toast';
import { useTranslation } from '../../../lib/translation';
import { toggleCompare, useCompareIds } from '../compare-store';

/** Two arrows, one each way (⇄): "compare". */
export const CompareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 8h15m-4-4 4 4-4 4m7 4H6m4-4-4 4 4 4" />
  </Icon>
);

interface CompareToggleProps {
  productId: string;
  name: string;
  /** The product page's bordered button with its text (default: the small pill on a card). */
  large?: boolean;
  className?: string;
}

/** Adds the product to the compare list or takes it off (aria-pressed); four at most. */
export function CompareToggle({ productId, name, large, className }: CompareToggleProps) {
  const { t } = useTranslation();
  const pressed = useCompareIds().includes(productId);
  const earlyClick = useEarlyClick();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // Pressed depends on the visitor's list, known once their parts are on: a tap before then
      // is kept and made again (main.tsx, decision 067).
      {...earlyClick}
      aria-label={large ? undefined : t('compare.toggle', { name })}
      onClick={() => {
        if (toggleCompare(productId) === 'full') toast.error(t('compare.full'), { id: 'compare' });
      }}
      className={cn(
        'inline-flex items-center gap-1.5 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        large
          ? 'h-12 justify-center rounded-lg border px-4'
          : 'h-8 rounded-full px-2.5 text-xs shadow-sm ring-1 ring-slate-900/10',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-slate-300 bg-white/90 text-slate-700 hover:text-brand-800',
        className,
      )}
    >
      <CompareIcon className={large ? 'size-5' : 'size-4'} />
      {large ? t(pressed ? 'compare.remove' : 'compare.add') : t('compare.short')}
    </button>
  );
}
