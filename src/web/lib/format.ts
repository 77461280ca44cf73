import { SHOP_TIME_ZONE, TIME_OFFSET_MS } from '../../shared/constants';
import { cachedFormatter } from '../../shared/formatter-cache';
import { formatEgp } from '../../shared/money';

export { formatEgp };

/** Arabic uses Egyptian Arabic-Indic digits (١٢٣); English uses Latin digits. */
const localeOf = (lang: string): string => (lang.startsWith('ar') ? 'ar-EG' : 'en-EG');

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const numberFormat = cachedFormatter(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const relativeTimeFormat = cachedFormatter(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
);
const dateTimeFormat = cachedFormatter(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

const toTime = (value: string | number | Date): number =>
  value instanceof Date ? value.getTime() : new Date(value).getTime();

/**
 * "5 minutes ago" / "منذ ٥ دقائق". SPEC §1: every incoming timestamp is first shifted forward by
 * exactly 3 hours (a fixed UTC+3 assumption inherited from the original shop).
 */
export function formatRelativeTime(
  value: string | number | Date,
  lang: string,
  now: number = Date.now(),
): string {
  const shifted = toTime(value) + TIME_OFFSET_MS;
  if (Number.isNaN(shifted)) return '';
  const seconds = Math.round((shifted - now) / 1000);
  const formatter = relativeTimeFormat(localeOf(lang));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return formatter.format(Math.trunc(seconds / size), unit);
    }
  }
  return '';
}

/**
 * Relative time of a true instant — every time our API sends (ISO, …Z). The SPEC's +3 h shift
 * above was written for the original server's UTC+3 wall-clock stamps; applied to a real instant
 * it would call something made a second ago "in 3 hours", so it is taken back out here.
 */
export const formatRelativeInstant = (
  value: string | number | Date,
  lang: string,
  now: number = Date.now(),
): string => formatRelativeTime(toTime(value) - TIME_OFFSET_MS, lang, now);

export function formatDate(
  value: string | number | Date,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  return dateTimeFormat(localeOf(lang), options).format(time);
}

export const formatDateTime = (value: string | number | Date, lang: string): string =>
  formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Staff-facing times (the admin area): always on the shop's clock, Cairo, whatever the browser's
 * time zone, as the audit log, the CSV exports and the dashboard's days are (issue 25, item 8).
 */
export const formatShopDateTime = (value: string | number | Date, lang: string): string =>
  formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

/** A staff-facing calendar day, Cairo's (see formatShopDateTime). */
export const formatShopDate = (value: string | number | Date, lang: string): string =>
  formatDate(value, lang, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions) {
  return numberFormat(localeOf(lang), options).format(value);
}

/** Uses each kind of formatter the pages use once, so the browser loads the locale's data. */
export function warmUpFormatters(lang: string): void {
  formatNumber(0, lang);
  formatEgp(0, lang);
  formatEgp(0.5, lang);
  formatDateTime(0, lang);
  formatRelativeTime(0, lang, 0);
}

/** Badge text: the count, or "99+" above the cap (SPEC §9), in the language's digits. */
export function formatBadgeCount(count: number, lang: string, cap = 99): string {
  return count > cap ? `${formatNumber(cap, lang)}+` : formatNumber(count, lang);
}
