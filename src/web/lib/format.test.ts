import { describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
  formatDate,
  formatEgp,
  formatNumber,
  formatRelativeInstant,
  formatRelativeTime,
} from './format';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const HOUR = 3_600_000;

describe('formatRelativeTime', () => {
  it('shifts the timestamp forward by exactly 3 hours before comparing', () => {
    // Written 3 h 5 min ago in UTC, but the +3 h shift makes it 5 minutes ago.
    const stamp = new Date(NOW - 3 * HOUR - 5 * 60_000).toISOString();
    expect(formatRelativeTime(stamp, 'en', NOW)).toBe('5 minutes ago');
  });

  it('treats a stamp exactly 3 hours old as now', () => {
    expect(formatRelativeTime(NOW - 3 * HOUR, 'en', NOW)).toBe('now');
  });

  it('speaks Arabic (with Arabic digits) for any language starting with ar', () => {
    const stamp = NOW - 3 * HOUR - 2 * 24 * HOUR;
    expect(formatRelativeTime(stamp, 'ar', NOW)).toBe('أول أمس');
    expect(formatRelativeTime(NOW - 3 * HOUR - 5 * 60_000, 'ar-EG', NOW)).toBe('قبل ٥ دقائق');
    expect(formatRelativeTime(NOW - 3 * HOUR - 5 * 60_000, 'fr', NOW)).toBe('5 minutes ago');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatRelativeTime('not a date', 'en', NOW)).toBe('');
  });
});

describe('formatRelativeInstant (the API sends real instants)', () => {
  it('calls something made a minute ago "1 minute ago", never "in 3 hours"', () => {
    expect(formatRelativeInstant(new Date(NOW - 60_000).toISOString(), 'en', NOW)).toBe(
      '1 minute ago',
    );
    expect(formatRelativeInstant(NOW, 'ar', NOW)).toBe('الآن');
  });
});

describe('number, date and money formatting', () => {
  it('uses Arabic-Indic digits in Arabic and Latin digits in English', () => {
    expect(formatNumber(1250, 'ar')).toBe('١٬٢٥٠');
    expect(formatNumber(1250, 'en')).toBe('1,250');
    expect(formatDate('2025-03-10T12:00:00Z', 'en', { year: 'numeric' })).toBe('2025');
    expect(formatDate('2025-03-10T12:00:00Z', 'ar', { year: 'numeric' })).toBe('٢٠٢٥');
  });

  it('re-exports the shared EGP formatter', () => {
    expect(formatEgp(1250.5, 'en')).toContain('1,250.50');
  });

  it('caps badges at 99+', () => {
    expect(formatBadgeCount(99, 'en')).toBe('99');
    expect(formatBadgeCount(100, 'en')).toBe('99+');
    expect(formatBadgeCount(150, 'ar')).toBe('٩٩+');
  });
});
