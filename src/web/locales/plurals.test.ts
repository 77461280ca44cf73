import { describe, expect, it } from 'vitest';
import { formatNumber } from '../lib/format';
import i18n from '../lib/i18n';

/**
 * Issue 25, walk-through item 11: Arabic number agreement ("٥ سؤال" was wrong) through i18next's
 * six Arabic plural forms, for the admin's counts added or fixed with the walk-through.
 */
const arabic = (key: string, count: number) =>
  i18n.getFixedT('ar')(key, { count, formatted: formatNumber(count, 'ar') });

describe('Arabic counts agree with their number', () => {
  it.each([
    ['admin.orders.total', ['لا توجد طلبات', 'طلب واحد', 'طلبان', '٥ طلبات', '١١ طلبًا', '١٠٠ طلب']],
    [
      'admin.blogs.total',
      ['لا توجد مقالات', 'مقال واحد', 'مقالان', '٥ مقالات', '١١ مقالًا', '١٠٠ مقال'],
    ],
    [
      'admin.discounts.total',
      ['لا توجد كوبونات', 'كوبون واحد', 'كوبونان', '٥ كوبونات', '١١ كوبونًا', '١٠٠ كوبون'],
    ],
    [
      'admin.dashboard.highlights.ordersCount',
      ['لا طلبات', 'طلب واحد', 'طلبان', '٥ طلبات', '١١ طلبًا', '١٠٠ طلب'],
    ],
  ])('%s for 0, 1, 2, 5, 11 and 100', (key, expected) => {
    expect([0, 1, 2, 5, 11, 100].map((n) => arabic(key, n))).toEqual(expected);
  });

  it('says days as Arabic counts them in the growth note', () => {
    expect([3, 4, 15, 45].map((n) => arabic('admin.dashboard.highlights.days', n))).toEqual([
      '٣ أيام',
      '٤ أيام',
      '١٥ يومًا',
      '٤٥ يومًا',
    ]);
  });

  it('keeps English singular and plural', () => {
    const english = (n: number) =>
      i18n.getFixedT('en')('admin.orders.total', { count: n, formatted: formatNumber(n, 'en') });
    expect([0, 1, 2, 1200].map(english)).toEqual([
      'No orders',
      '1 order',
      '2 orders',
      '1,200 orders',
    ]);
  });
});
