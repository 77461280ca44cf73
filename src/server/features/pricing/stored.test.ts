import { describe, expect, it } from 'vitest';
import { storedQuoteSchema } from '../../../shared/schemas/order-quote';
import { quote } from './quote';
import { storedQuoteOf } from './stored';

const rule = { flatFeePiastres: 7500, freeShippingThresholdPiastres: 500_000 };
const fallback = { ...rule, daysMin: 3, daysMax: 7, codFeePiastres: 1000 };
const line = (unitPricePiastres: number, quantity = 1) => ({
  productId: 'p',
  unitPricePiastres,
  quantity,
});
const zone = {
  id: 'z',
  nameEn: 'Upper Egypt',
  nameAr: 'الصعيد',
  feePiastres: 9000,
  freeOverPiastres: null,
  daysMin: 3,
  daysMax: 5,
};

describe('storedQuoteOf', () => {
  it('keeps the amounts, the basis, a copy of the rule and the estimate', () => {
    const priced = quote({ lines: [line(150_050, 2)], shipping: fallback });
    const stored = storedQuoteOf(priced);
    expect(stored).toEqual({
      version: 2,
      origin: 'checkout',
      subtotalPiastres: 300_100,
      discounts: [],
      discountPiastres: 0,
      shipping: {
        feePiastres: 7500,
        basis: 'flat',
        rule,
        zone: null,
        estimate: { minDays: 3, maxDays: 7 },
      },
      codFeePiastres: 0,
      vat: null,
      totalPiastres: 307_600,
    });
    expect(storedQuoteSchema.parse(stored)).toEqual(stored);
    // A copy: the settings object changing later does not reach the stored rule.
    expect(stored.shipping.rule).not.toBe(rule);
  });

  it('keeps the zone, the coupon, the COD fee and the VAT of the quote', () => {
    const stored = storedQuoteOf(
      quote({
        lines: [line(100_000)],
        shipping: fallback,
        zone,
        paymentMethod: 'cod',
        vat: { mode: 'included', ratePercent: 14 },
        coupon: {
          code: 'save',
          usedByCustomer: false,
          rule: {
            id: 'k',
            code: 'SAVE',
            kind: 'fixed',
            percent: null,
            amountPiastres: 10_000,
            minSubtotalPiastres: null,
            startsAt: null,
            endsAt: null,
            usageLimit: null,
            oncePerCustomer: false,
            productIds: [],
            categoryIds: [],
            isActive: true,
            usedCount: 0,
          },
        },
      }),
    );
    expect(stored).toMatchObject({
      discounts: [{ code: 'SAVE', couponId: 'k', type: 'fixed', amountPiastres: 10_000 }],
      discountPiastres: 10_000,
      shipping: { feePiastres: 9000, zone: { id: 'z', nameEn: 'Upper Egypt' } },
      codFeePiastres: 1000,
      vat: { ratePercent: 14, includedPiastres: 12_281 },
      totalPiastres: 100_000,
    });
    expect(storedQuoteSchema.safeParse(stored).success).toBe(true);
  });
});

describe('storedQuoteSchema', () => {
  const valid = storedQuoteOf(quote({ lines: [line(1000)], shipping: fallback }));

  it('accepts a derived quote (rule and estimate unknown)', () => {
    const derived = {
      ...valid,
      origin: 'derived',
      shipping: { ...valid.shipping, rule: null, estimate: null },
    };
    expect(storedQuoteSchema.safeParse(derived).success).toBe(true);
  });

  it.each([
    ['the old version', { ...valid, version: 1 }],
    ['a fraction of a piastre', { ...valid, totalPiastres: 8500.5 }],
    ['a negative amount', { ...valid, subtotalPiastres: -1 }],
    ['an unknown basis', { ...valid, shipping: { ...valid.shipping, basis: 'zone' } }],
    ['no shipping', { ...valid, shipping: undefined }],
    ['no COD fee', { ...valid, codFeePiastres: undefined }],
    ['an unknown coupon kind', { ...valid, discounts: [{ ...valid, type: 'bogo' }] }],
  ])('refuses %s', (_what, value) => {
    expect(storedQuoteSchema.safeParse(value).success).toBe(false);
  });
});
