import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/constants';
import { formatEgp } from '../../../shared/money';
import type { StoredQuote } from '../../../shared/schemas/order-quote';
import type { AppContext } from '../../context';
import { amountLines, type OrderMailKind, type OrderMailSource, orderMail } from './mails';

const ctx = { config: { appUrl: 'https://shop.test' } } as AppContext;

// What checkout stored for a COD order with a 10% coupon, a zone, a COD fee and 14% VAT. The
// amounts are the quote's (3000 − 300 + 50 + 20 = 2770), written here as a fixture, not computed.
const quote: StoredQuote = {
  version: 2,
  origin: 'checkout',
  subtotalPiastres: 300_000,
  discounts: [
    {
      kind: 'coupon',
      code: 'WELCOME10',
      couponId: 'c1',
      type: 'percentage',
      appliesTo: 'items',
      amountPiastres: 30_000,
    },
  ],
  discountPiastres: 30_000,
  shipping: {
    feePiastres: 5_000,
    basis: 'flat',
    rule: { flatFeePiastres: 5_000, freeShippingThresholdPiastres: null },
    zone: { id: 'z1', nameEn: 'Greater Cairo', nameAr: 'القاهرة الكبرى' },
    estimate: { minDays: 2, maxDays: 3 },
  },
  codFeePiastres: 2_000,
  vat: { ratePercent: 14, includedPiastres: 34_018 },
  totalPiastres: 277_000,
};

const row = (
  language: Language,
  order: Partial<OrderMailSource['order']> = {},
): OrderMailSource => ({
  firstName: 'Mona',
  language,
  email: 'mona@example.com',
  order: {
    id: '44444444-4444-4444-8444-444444444444',
    orderNumber: 100042,
    locale: language,
    userId: '11111111-1111-4111-8111-111111111111',
    subtotalPiastres: 300_000,
    shippingPiastres: 5_000,
    discountPiastres: 30_000,
    codFeePiastres: 2_000,
    vatPiastres: 34_018,
    totalPiastres: 277_000,
    quote,
    shippingInfo: {
      firstName: 'Mona',
      lastName: 'Adel',
      fullName: 'Mona Adel',
      email: 'mona@example.com',
      phone: '01012345678',
      address: '12 Nile St',
      city: 'Nasr City',
      state: 'C',
      postalCode: null,
      country: 'EG',
    },
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    deliveryStatus: 'in_progress',
    transactionId: null,
    reference: null,
    idempotencyKey: null,
    notes: null,
    paidAt: null,
    deliveredAt: null,
    cancelledAt: null,
    refundedPiastres: 0,
    cashCollectedPiastres: null,
    cashCollectedAt: null,
    cashCollectedById: null,
    confirmationTokenHash: null,
    confirmedAt: null,
    invoiceYear: null,
    invoiceSeq: null,
    invoicedAt: null,
    createdAt: new Date('2025-03-01T10:00:00.000Z'),
    updatedAt: new Date('2025-03-01T10:00:00.000Z'),
    ...order,
  },
});

const mail = (kind: OrderMailKind, source: OrderMailSource) => orderMail(ctx, kind, source, 'Shop');
/** The plain-text lines, spaces as typed (the formatted amounts hold no-break spaces). */
const lines = (text: string) => text.replace(/[^\S\n]+/g, ' ').split('\n');
const egp = (amount: number, language: Language) =>
  formatEgp(amount, language).replace(/\s+/g, ' ');

describe('order mails: the amounts of issue 19', () => {
  it('lists the coupon, zone, COD fee, total, VAT and estimate in the English placed mail', () => {
    const { text, html } = mail('placed', row('en'));
    const body = lines(text);
    const summary = [
      'Subtotal: EGP 3,000',
      'Discount (WELCOME10): −EGP 300',
      'Shipping (Greater Cairo): EGP 50',
      'Cash on delivery fee: EGP 20',
      'Total: EGP 2,770',
      'Includes VAT 14%: EGP 340.18',
      'Estimated delivery: 2–3 days',
    ];
    const start = body.indexOf(summary[0]);
    expect(start).toBeGreaterThan(0);
    expect(body.slice(start, start + summary.length)).toEqual(summary);
    // The HTML version has every line too, as a table of label and value.
    for (const [label, value] of [
      ['Discount (WELCOME10)', '−EGP 300'],
      ['Cash on delivery fee', 'EGP 20'],
      ['Includes VAT 14%', 'EGP 340.18'],
      ['Estimated delivery', '2–3 days'],
    ]) {
      expect(html.replace(/\s+/g, ' ')).toMatch(
        new RegExp(`>${label.replace(/[()]/g, '\\$&')}</td><td [^>]*>${value}</td>`),
      );
    }
  });

  it('lists them in Arabic, with Arabic digits and a plural-correct estimate', () => {
    const { text, html } = mail('placed', row('ar'));
    const body = lines(text);
    const summary = [
      `المجموع الفرعي: ${egp(3000, 'ar')}`,
      `خصم (WELCOME10): −${egp(300, 'ar')}`,
      `الشحن (القاهرة الكبرى): ${egp(50, 'ar')}`,
      `رسوم الدفع عند الاستلام: ${egp(20, 'ar')}`,
      `الإجمالي: ${egp(2770, 'ar')}`,
      `شامل ضريبة القيمة المضافة ١٤٪؜: ${egp(340.18, 'ar')}`,
      'التوصيل المتوقع: ٢–٣ أيام',
    ];
    const start = body.indexOf(summary[0]);
    expect(start).toBeGreaterThan(0);
    expect(body.slice(start, start + summary.length)).toEqual(summary);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('رسوم الدفع عند الاستلام');
    expect(html).toContain('WELCOME10');
  });

  it('shows them in the paid mail, a free-shipping code by name, and no estimate once cancelled', () => {
    const freeShipping: StoredQuote = {
      ...quote,
      discounts: [
        {
          kind: 'coupon',
          code: 'FREESHIP',
          couponId: 'c2',
          type: 'free_shipping',
          appliesTo: 'shipping',
          amountPiastres: 5_000,
        },
      ],
      discountPiastres: 5_000,
      codFeePiastres: 0,
      totalPiastres: 300_000,
    };
    const paid = lines(
      mail(
        'paid',
        row('en', {
          quote: freeShipping,
          discountPiastres: 5_000,
          codFeePiastres: 0,
          totalPiastres: 300_000,
          paymentMethod: 'card',
          paymentStatus: 'paid',
        }),
      ).text,
    );
    expect(paid).toContain('Free shipping (FREESHIP): −EGP 50');
    expect(paid).toContain('Total: EGP 3,000');
    expect(paid.some((line) => line.startsWith('Cash on delivery fee'))).toBe(false);
    expect(paid).toContain('Estimated delivery: 2–3 days');

    // The mails without amounts stay as they were; the estimate goes once it means nothing.
    expect(mail('cancelled', row('en', { paymentStatus: 'cancelled' })).text).not.toContain(
      'Subtotal',
    );
    for (const gone of [{ paymentStatus: 'cancelled' }, { deliveryStatus: 'delivered' }] as const) {
      const labels = amountLines(row('en', gone).order, 'en').map((line) => line.label);
      expect(labels).toContain('Total');
      expect(labels).not.toContain('Estimated delivery');
    }
  });

  it.each([
    [1, 1, 'يوم واحد'],
    [2, 2, 'يومان'],
    [5, 5, '٥ أيام'],
    [10, 14, '١٠–١٤ يومًا'],
  ])('says %i–%i days in Arabic as "%s"', (minDays, maxDays, days) => {
    const estimated = { ...quote, shipping: { ...quote.shipping, estimate: { minDays, maxDays } } };
    expect(lines(mail('placed', row('ar', { quote: estimated })).text)).toContain(
      `التوصيل المتوقع: ${days}`,
    );
  });

  it('adds only subtotal, shipping and total to an order without coupon, COD fee or VAT', () => {
    const plain: StoredQuote = {
      ...quote,
      discounts: [],
      discountPiastres: 0,
      shipping: { ...quote.shipping, zone: null, estimate: null },
      codFeePiastres: 0,
      vat: null,
      totalPiastres: 305_000,
    };
    const body = lines(
      mail(
        'placed',
        row('en', {
          quote: plain,
          discountPiastres: 0,
          codFeePiastres: 0,
          vatPiastres: 0,
          totalPiastres: 305_000,
        }),
      ).text,
    );
    const start = body.indexOf('Subtotal: EGP 3,000');
    expect(body.slice(start, start + 4)).toEqual([
      'Subtotal: EGP 3,000',
      'Shipping: EGP 50',
      'Total: EGP 3,050',
      '',
    ]);
  });
});

describe('order mails: cash on delivery (decision 043)', () => {
  const awaiting = (language: Language) => ({
    ...row(language, { deliveryStatus: 'awaiting_confirmation' }),
    confirmationToken: 'tok-123',
  });

  it('asks to confirm an order above the threshold, the button being the link', () => {
    const { subject, text, html } = mail('placed', awaiting('en'));
    expect(subject).toBe('Please confirm your order #100042 | Shop');
    const body = lines(text).join('\n');
    expect(body).toContain(
      'We received your order #100042 (EGP 2,770), paid in cash on delivery. Please confirm it',
    );
    expect(body).not.toContain('is confirmed');
    expect(body).toContain('Confirm my order:\nhttps://shop.test/confirm-order?token=tok-123');
    expect(html).toContain('href="https://shop.test/confirm-order?token=tok-123"');
    // The amounts are there as in every placed mail.
    expect(body).toContain('Total: EGP 2,770');
  });

  it('asks in Arabic', () => {
    const { subject, text } = mail('placed', awaiting('ar'));
    expect(subject).toBe('يرجى تأكيد طلبك رقم 100042 | Shop');
    expect(lines(text).join('\n')).toContain(
      'تأكيد طلبي:\nhttps://shop.test/confirm-order?token=tok-123',
    );
  });

  it('names the cash recorded in the paid mail', () => {
    const paid = mail('paid', row('en', { paymentStatus: 'paid', cashCollectedPiastres: 250_000 }));
    expect(lines(paid.text).join('\n')).toContain(
      'We received the payment of EGP 2,500 for your order #100042.',
    );
  });

  it('names the order’s own payment method in the paid mail, in both languages', () => {
    const wallet = { paymentStatus: 'paid', paymentMethod: 'wallet' } as const;
    expect(lines(mail('paid', row('en', wallet)).text).join('\n')).toContain(
      'We received the payment of EGP 2,770 for your order #100042. Payment method: mobile wallet.',
    );
    const ar = lines(mail('paid', row('ar', { ...wallet, paymentMethod: 'instalments' })).text);
    expect(ar.join('\n')).toContain('طريقة الدفع: التقسيط.');
    const kiosk = mail('paid', row('en', { ...wallet, paymentMethod: 'kiosk' }));
    expect(kiosk.text).toContain('Payment method: cash at a kiosk.');
    expect(kiosk.text).not.toMatch(/card/i);
  });
});
