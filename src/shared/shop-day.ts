import { SHOP_TIME_ZONE } from './constants';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The shop's calendar day (Cairo) of an instant, 'YYYY-MM-DD': "today" for a date the admin
 * types (cash collected on), the same on the server and in any browser whatever its time zone.
 */
export function shopDay(at: Date = new Date()): string {
  const get = (type: 'year' | 'month' | 'day') =>
    parts.formatToParts(at).find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
