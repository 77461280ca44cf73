import { SHOP_TIME_ZONE } from '../../../shared/constants';
import { type OpeningPeriod, WEEKDAYS, type Weekday } from '../../../shared/schemas/site';

const DAY_MINUTES = 24 * 60;
const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Weekday and minutes since midnight of an instant on Cairo's wall clock. Intl applies the time
 * zone's rules, daylight saving included (Egypt moves between UTC+2 and UTC+3), which a fixed
 * offset would get wrong for half the year.
 */
export function cairoClock(now: Date): { day: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = part('weekday').toLowerCase().slice(0, 3) as Weekday;
  return { day, minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

export type OpenState =
  | { open: true; closesAt: string }
  | { open: false; next: { day: Weekday; time: string; inDays: number } | null };

/**
 * Whether the shop is open at `now` (Cairo time), until when, or when it opens next. Periods are
 * [open, close): at 18:00 sharp a 9:00–18:00 day is closed. A period may not cross midnight.
 */
export function openState(hours: readonly OpeningPeriod[], now: Date): OpenState {
  const { day, minutes } = cairoClock(now);
  const current = hours.find(
    (p) => p.day === day && minutesOf(p.open) <= minutes && minutes < minutesOf(p.close),
  );
  if (current) return { open: true, closesAt: current.close };

  const today = WEEKDAYS.indexOf(day);
  for (let inDays = 0; inDays <= 7; inDays++) {
    const candidate = WEEKDAYS[(today + inDays) % 7];
    const opening = hours
      .filter((p) => p.day === candidate && minutesOf(p.open) < minutesOf(p.close))
      .map((p) => p.open)
      .filter((open) => inDays > 0 || minutesOf(open) > minutes)
      .sort((a, b) => minutesOf(a) - minutesOf(b))[0];
    if (opening) return { open: false, next: { day: candidate, time: opening, inDays } };
  }
  return { open: false, next: null };
}

const localeOf = (lang: string) => (lang.startsWith('ar') ? 'ar-EG' : 'en-EG');

/** "6:00 PM" / "٦:٠٠ م" for a shop clock time like "18:00" (no time zone involved). */
export function formatClock(clock: string, lang: string): string {
  const total = minutesOf(clock) % DAY_MINUTES;
  return new Intl.DateTimeFormat(localeOf(lang), {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
  }).format(Date.UTC(2024, 0, 7, Math.floor(total / 60), total % 60));
}

/** "Saturday" / "السبت". 7 January 2024 was a Sunday. */
export function weekdayName(day: Weekday, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), { timeZone: 'UTC', weekday: 'long' }).format(
    Date.UTC(2024, 0, 7 + WEEKDAYS.indexOf(day)),
  );
}
