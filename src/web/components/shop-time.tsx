import { useLocation } from 'react-router';
import { isAdminPath } from '../../shared/language';
import { formatDateTime, formatShopDate, formatShopDateTime } from '../lib/format';
import { useTranslation } from '../lib/translation';
import { useLang } from '../lib/use-lang';

/**
 * A time shown to staff: on the shop's clock (Cairo), never the browser's, and labelled so
 * (issue 25, walk-through item 8). `dateOnly` for a calendar day (still Cairo's day).
 */
export function ShopTime({
  value,
  dateOnly = false,
  label = true,
}: {
  value: string;
  dateOnly?: boolean;
  /** False where a column or a heading already says "Cairo time". */
  label?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = dateOnly ? formatShopDate(value, lang) : formatShopDateTime(value, lang);
  return (
    <time dateTime={value} title={t('shopTime.zone')}>
      {label && !dateOnly ? t('shopTime.cairo', { time: text }) : text}
    </time>
  );
}

/** The same text, for places that need a string (a sentence, an attribute). */
export function useShopTime() {
  const { t } = useTranslation();
  const lang = useLang();
  return {
    dateTime: (value: string) => t('shopTime.cairo', { time: formatShopDateTime(value, lang) }),
    date: (value: string) => formatShopDate(value, lang),
  };
}

/**
 * The date-and-time formatter of a component the storefront and the admin share (support
 * threads): under /admin the shop's clock, labelled; elsewhere the visitor's own.
 */
export function useDateTimeFormatter(): (value: string) => string {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  return isAdminPath(pathname)
    ? (value) => t('shopTime.cairo', { time: formatShopDateTime(value, lang) })
    : (value) => formatDateTime(value, lang);
}
