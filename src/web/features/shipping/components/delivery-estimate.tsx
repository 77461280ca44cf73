import { EGYPT_GOVERNORATES } from '../../../../shared/egypt';
import { Icon, type IconProps } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';
import { useShippingEstimate } from '../api/estimate';

/** Drawn facing the reading direction: mirrored in Arabic. */
const TruckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 6.5h11v9H3zM14 9.5h3.6l3.4 3.4v2.6h-7" />
    <circle cx="7" cy="17.5" r="1.6" />
    <circle cx="17" cy="17.5" r="1.6" />
  </Icon>
);

/**
 * "Delivery in 2–3 days to Cairo": where the visitor's governorate is known (asked, or their last
 * order's), else the shop's overall range. Shows nothing while loading or when the call fails.
 */
export function DeliveryEstimate({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const estimate = useShippingEstimate();
  if (!estimate) return null;

  const governorate = EGYPT_GOVERNORATES.find((g) => g.code === estimate.governorate);
  const place = governorate ? governorate[lang] : null;
  const single = estimate.minDays === estimate.maxDays;
  const key = `${single ? 'days' : 'range'}${place ? 'To' : ''}`;
  return (
    <p className={cn('flex items-center gap-2 text-sm text-slate-700', className)}>
      <TruckIcon className="size-5 shrink-0 text-brand-800 rtl:-scale-x-100" />
      <span>
        {t(`shipping.estimate.${key}`, {
          count: estimate.maxDays,
          formatted: formatNumber(estimate.maxDays, lang),
          min: formatNumber(estimate.minDays, lang),
          max: formatNumber(estimate.maxDays, lang),
          place,
        })}
      </span>
    </p>
  );
}
