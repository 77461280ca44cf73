import type { AdminCoupon, CouponStatus } from '../../../../shared/schemas/discounts-admin';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate, formatEgp, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { useLang } from '../../../lib/use-lang';

const STATUS_TONES: Record<CouponStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  used_up: 'warning',
  inactive: 'danger',
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`admin.discounts.status.${status}`)}</Badge>;
}

/** "10%", "EGP 200 off", "Free shipping", in the page's language and digits. */
export function useCouponValue() {
  const { t } = useTranslation();
  const lang = useLang();
  return (coupon: Pick<AdminCoupon, 'kind' | 'percent' | 'amount'>): string => {
    if (coupon.kind === 'percentage') {
      return t('admin.discounts.value.percentage', {
        percent: formatNumber((coupon.percent ?? 0) / 100, lang, { style: 'percent' }),
      });
    }
    if (coupon.kind === 'fixed') {
      return t('admin.discounts.value.fixed', { amount: formatEgp(coupon.amount ?? 0, lang) });
    }
    return t('admin.discounts.value.free_shipping');
  };
}

/** "3 / 100" uses, or "3 / unlimited". */
export function useCouponUsage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (coupon: Pick<AdminCoupon, 'usedCount' | 'usageLimit'>): string =>
    t('admin.discounts.usage', {
      used: formatNumber(coupon.usedCount, lang),
      limit:
        coupon.usageLimit === null
          ? t('admin.discounts.unlimited')
          : formatNumber(coupon.usageLimit, lang),
    });
}

/**
 * A Cairo wall-clock minute ('2026-03-01T09:00') as the page writes dates. It is formatted as the
 * same minute in UTC, so the browser's own time zone never shifts it.
 */
export const formatCairoMinute = (minute: string, lang: string): string =>
  formatDate(`${minute}:00Z`, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "From … until …", "Until …", "From …" or "No dates". */
export function CouponPeriod({ coupon }: { coupon: Pick<AdminCoupon, 'startsAt' | 'endsAt'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const from = coupon.startsAt ? formatCairoMinute(coupon.startsAt, lang) : null;
  const until = coupon.endsAt ? formatCairoMinute(coupon.endsAt, lang) : null;
  let text = t('admin.discounts.period.always');
  if (from && until) text = t('admin.discounts.period.between', { from, until });
  else if (from) text = t('admin.discounts.period.from', { from });
  else if (until) text = t('admin.discounts.period.until', { until });
  return <span className="text-slate-700">{text}</span>;
}
