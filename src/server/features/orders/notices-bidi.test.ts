import { describe, expect, it } from 'vitest';
import { newOrderNotice } from './notices';

/**
 * Issue 24 item 10: a customer's name inside the shop's sentence is isolated (FSI … PDI, the
 * plain-text <bdi>), so an Arabic name in an English notice (or the reverse) does not reorder
 * the amount and the brackets after it.
 */
describe('notices isolate the text users wrote', () => {
  const order = {
    id: '44444444-4444-4444-8444-444444444444',
    orderNumber: 100042,
    totalPiastres: 150_000,
    paymentMethod: 'cod' as const,
  };

  it('wraps the customer name in both languages', () => {
    const notice = newOrderNotice(order, 'منى عادل 2');
    expect(notice.messageEn.startsWith('\u2068منى عادل 2\u2069 placed an order of')).toBe(true);
    expect(notice.messageAr).toContain('قام \u2068منى عادل 2\u2069 بطلب');
    // Every isolate is closed: nothing leaks into the rest of the sentence.
    for (const text of [notice.messageEn, notice.messageAr]) {
      expect(text.split('\u2068').length).toBe(text.split('\u2069').length);
    }
  });
});
