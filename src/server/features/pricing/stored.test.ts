import { describe, expect, it } from 'vitest';
import { storedQuoteSchema } from '../../../shared/schemas/order-quote';
import { quote } from './quote';
import { storedQuoteOf } from './stored';

const rule = { flatFeePiastres: 7500, freeShippingThresholdPiastres: 500_000 };
const line = (unitPricePiastres: number, quantity = 1) => ({
  productId: 'p',
  unitPricePiastres,
  quantity,
});

describe('storedQuoteOf', () => {
  it('keeps the amounts, the basis and a copy of the rule, with room for what comes next', () => {
    const priced = quote({ lines: [line(150_050, 2)], shipping: rule });
    const stored = storedQuoteOf(priced);
    expect(stored).toEqual({
      version: 1,
      origin: 'checkout',
      subtotalPiastres: 300_100,
      discounts: [],
      shipping: { feePiastres: 7500, basis: 'flat', rule, zone: null },
      vat: null,
      totalPiastres: 307_600,
    });
    expect(storedQuoteSchema.parse(stored)).toEqual(stored);
    // A copy: the settings object changing later does not reach the stored rule.
    expect(stored.shipping.rule).not.toBe(rule);
  });

  it('records free shipping over the threshold and a rule without a threshold', () => {
    const free = storedQuoteOf(quote({ lines: [line(500_000)], shipping: rule }));
    expect(free.shipping).toMatchObject({ feePiastres: 0, basis: 'free-over-threshold' });
    const flat = storedQuoteOf(
      quote({
        lines: [line(100)],
        shipping: { flatFeePiastres: 0, freeShippingThresholdPiastres: null },
      }),
    );
    expect(flat.shipping).toEqual({
      feePiastres: 0,
      basis: 'flat',
      rule: { flatFeePiastres: 0, freeShippingThresholdPiastres: null },
      zone: null,
    });
    expect(storedQuoteSchema.safeParse(flat).success).toBe(true);
  });
});

describe('storedQuoteSchema', () => {
  const valid = storedQuoteOf(quote({ lines: [line(1000)], shipping: rule }));

  it('accepts a derived quote (rule unknown) and the discount, VAT and zone fields', () => {
    const later = {
      ...valid,
      origin: 'derived',
      discounts: [{ kind: 'coupon', code: 'WELCOME10', amountPiastres: 100 }],
      shipping: {
        ...valid.shipping,
        rule: null,
        zone: { id: 'z', nameEn: 'Cairo', nameAr: 'القاهرة' },
      },
      vat: { ratePercent: 14, includedPiastres: 1044 },
    };
    expect(storedQuoteSchema.safeParse(later).success).toBe(true);
  });

  it.each([
    ['an unknown version', { ...valid, version: 2 }],
    ['a fraction of a piastre', { ...valid, totalPiastres: 8500.5 }],
    ['a negative amount', { ...valid, subtotalPiastres: -1 }],
    ['an unknown basis', { ...valid, shipping: { ...valid.shipping, basis: 'zone' } }],
    ['no shipping', { ...valid, shipping: undefined }],
  ])('refuses %s', (_what, value) => {
    expect(storedQuoteSchema.safeParse(value).success).toBe(false);
  });
});
