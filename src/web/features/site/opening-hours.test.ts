import { describe, expect, it } from 'vitest';
import type { OpeningPeriod } from '../../../shared/schemas/site';
import { cairoClock, formatClock, openState, weekdayName } from './opening-hours';

// SPEC §1: Monday to Friday 9:00 to 18:00, Saturday 10:00 to 14:00, Sunday closed.
const HOURS: OpeningPeriod[] = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    open: '09:00',
    close: '18:00',
  })),
  { day: 'sat', open: '10:00', close: '14:00' },
];
const at = (iso: string) => openState(HOURS, new Date(iso));

describe('cairoClock', () => {
  it('follows Egypt’s daylight saving: UTC+2 in winter, UTC+3 in summer', () => {
    expect(cairoClock(new Date('2024-01-15T06:30:00Z'))).toEqual({
      day: 'mon',
      minutes: 8 * 60 + 30,
    });
    expect(cairoClock(new Date('2024-07-01T06:30:00Z'))).toEqual({
      day: 'mon',
      minutes: 9 * 60 + 30,
    });
  });

  it('jumps at the switch nights (last Friday of April, last Thursday of October)', () => {
    // 23:30 on Thursday, then an hour later it is already 01:30 on Friday.
    expect(cairoClock(new Date('2024-04-25T21:30:00Z'))).toEqual({
      day: 'thu',
      minutes: 23 * 60 + 30,
    });
    expect(cairoClock(new Date('2024-04-25T22:30:00Z'))).toEqual({ day: 'fri', minutes: 90 });
    // In October 23:30 happens twice.
    expect(cairoClock(new Date('2024-10-31T20:30:00Z')).minutes).toBe(23 * 60 + 30);
    expect(cairoClock(new Date('2024-10-31T21:30:00Z')).minutes).toBe(23 * 60 + 30);
  });
});

describe('openState', () => {
  it('is open on a summer weekday morning that a fixed UTC+2 would call closed', () => {
    expect(at('2024-07-01T06:30:00Z')).toEqual({ open: true, closesAt: '18:00' });
  });

  it('is closed before 9:00 on a winter Monday that a fixed UTC+3 would call open', () => {
    expect(at('2024-01-15T06:30:00Z')).toEqual({
      open: false,
      next: { day: 'mon', time: '09:00', inDays: 0 },
    });
    expect(at('2024-01-15T07:00:00Z')).toEqual({ open: true, closesAt: '18:00' });
  });

  it('closes at the closing minute: Saturday 13:59 open, 14:00 closed until Monday', () => {
    expect(at('2024-07-06T10:59:00Z')).toEqual({ open: true, closesAt: '14:00' });
    expect(at('2024-07-06T11:00:00Z')).toEqual({
      open: false,
      next: { day: 'mon', time: '09:00', inDays: 2 },
    });
    expect(at('2024-01-06T11:59:00Z')).toEqual({ open: true, closesAt: '14:00' });
  });

  it('says Sunday is closed and opens again on Monday morning', () => {
    expect(at('2024-07-07T09:00:00Z')).toEqual({
      open: false,
      next: { day: 'mon', time: '09:00', inDays: 1 },
    });
  });

  it('after Friday closing the next opening is Saturday 10:00', () => {
    expect(at('2024-07-05T16:00:00Z')).toEqual({
      open: false,
      next: { day: 'sat', time: '10:00', inDays: 1 },
    });
  });

  it('uses the Cairo day, not the UTC day, around midnight', () => {
    // 23:30 UTC on Sunday is already 02:30 on Monday in Cairo (summer): closed, opens today.
    expect(at('2024-07-07T23:30:00Z')).toEqual({
      open: false,
      next: { day: 'mon', time: '09:00', inDays: 0 },
    });
  });

  it('has no next opening when no hours are set', () => {
    expect(openState([], new Date('2024-07-01T06:30:00Z'))).toEqual({ open: false, next: null });
  });
});

describe('display helpers', () => {
  it('writes shop times and weekdays in the visitor’s language', () => {
    expect(formatClock('18:00', 'en')).toBe('6:00 PM');
    expect(formatClock('09:30', 'ar')).toBe('٩:٣٠ ص');
    expect(weekdayName('sat', 'en')).toBe('Saturday');
    expect(weekdayName('mon', 'ar')).toBe('الاثنين');
  });
});
