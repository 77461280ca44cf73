import { formatDate, formatNumber } from '../../lib/format';

/** A Cairo day 'YYYY-MM-DD' as a label; formatted in UTC so no browser time zone moves it. */
export function formatDay(
  day: string,
  lang: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' },
): string {
  return formatDate(`${day}T12:00:00Z`, lang, { ...options, timeZone: 'UTC' });
}

/** "+12.5%" / "−3%" in the page's digits; the sign is always shown. */
export function formatChange(change: number, lang: string): string {
  return formatNumber(change / 100, lang, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
}

/** Short axis numbers: 12K / ١٢ ألف. */
export const formatCompact = (value: number, lang: string): string =>
  formatNumber(value, lang, { notation: 'compact', maximumFractionDigits: 1 });

/**
 * How long ago, as "35 min" / "3 hr" / "2 days", measured from the dashboard's own time. Not
 * formatRelativeTime: SPEC §1's three-hour shift is for the original shop's notification times.
 */
export function formatAge(since: string, now: string, lang: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000));
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / 1440), 'day'];
  return formatNumber(value, lang, { style: 'unit', unit, unitDisplay: 'short' });
}
