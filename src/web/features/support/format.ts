import { formatDate } from '../../lib/format';

/**
 * Compact time for lists: the time for today, day and month this year, the full date before.
 * Absolute, in the reader's clock: the shared relative helper shifts by +3 h (SPEC §1), which
 * turns the API's true UTC times into "in 3 hours".
 */
export function shortStamp(value: string, lang: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) {
    return formatDate(date, lang, { hour: 'numeric', minute: '2-digit' });
  }
  if (date.getFullYear() === now.getFullYear()) {
    return formatDate(date, lang, { day: 'numeric', month: 'short' });
  }
  return formatDate(date, lang, { dateStyle: 'medium' });
}
