import { describe, expect, it } from 'vitest';
import { chargeItems } from './charge';
import { quote, type ShippingRule } from './quote';

// Today's rules (the shipping setting): a flat fee, free from an optional subtotal.
const withThreshold: ShippingRule = {
  flatFeePiastres: 7500,
  freeShippingThresholdPiastres: 500_000,
};
const noThreshold: ShippingRule = { flatFeePiastres: 7500, freeShippingThresholdPiastres: null };
const line = (unitPricePiastres: number, quantity = 1, productId = 'p1') => ({
  productId,
  unitPricePiastres,
  quantity,
});

describe('quote', () => {
  it('an empty cart costs nothing and pays no shipping, and still tells the rule', () => {
    const q = quote({ lines: [], shipping: withThreshold });
    expect(q).toEqual({
      lines: [],
      subtotalPiastres: 0,
      shipping: { feePiastres: 0, basis: 'empty', rule: withThreshold },
      totalPiastres: 0,
    });
  });

  it('below the threshold: the flat fee is added', () => {
    const q = quote({ lines: [line(150_050)], shipping: withThreshold });
    expect(q.subtotalPiastres).toBe(150_050);
    expect(q.shipping).toEqual({ feePiastres: 7500, basis: 'flat', rule: withThreshold });
    expect(q.totalPiastres).toBe(157_550);
  });

  it('exactly at the threshold: shipping is free', () => {
    const q = quote({ lines: [line(250_000, 2)], shipping: withThreshold });
    expect(q.subtotalPiastres).toBe(500_000);
    expect(q.shipping).toMatchObject({ feePiastres: 0, basis: 'free-over-threshold' });
    expect(q.totalPiastres).toBe(500_000);
  });

  it('one piastre under the threshold still pays the fee', () => {
    const q = quote({ lines: [line(499_999)], shipping: withThreshold });
    expect(q.shipping).toMatchObject({ feePiastres: 7500, basis: 'flat' });
    expect(q.totalPiastres).toBe(507_499);
  });

  it('above the threshold: shipping is free', () => {
    const q = quote({ lines: [line(900_000)], shipping: withThreshold });
    expect(q.shipping.feePiastres).toBe(0);
    expect(q.totalPiastres).toBe(900_000);
  });

  it('without a threshold every non-empty cart pays the flat fee, however large', () => {
    const q = quote({ lines: [line(99_999_999, 99)], shipping: noThreshold });
    expect(q.subtotalPiastres).toBe(9_899_999_901);
    expect(q.shipping).toEqual({ feePiastres: 7500, basis: 'flat', rule: noThreshold });
    expect(q.totalPiastres).toBe(9_900_007_401);
    expect(quote({ lines: [], shipping: noThreshold }).shipping.basis).toBe('empty');
  });

  it('a free flat fee (0) and a threshold of 0 both mean free shipping', () => {
    const free = quote({ lines: [line(100)], shipping: { ...noThreshold, flatFeePiastres: 0 } });
    expect(free.totalPiastres).toBe(100);
    const fromZero = quote({
      lines: [line(100)],
      shipping: { ...withThreshold, freeShippingThresholdPiastres: 0 },
    });
    expect(fromZero.shipping).toMatchObject({ feePiastres: 0, basis: 'free-over-threshold' });
  });

  it('prices each line (quantity > 1) and keeps the lines, their order and their fields', () => {
    const input = [
      { ...line(150_050, 3, 'battery'), colorId: 'red', name: 'Battery' },
      { ...line(12_345, 1, 'cable'), colorId: null, name: 'Cable' },
    ];
    const q = quote({ lines: input, shipping: withThreshold });
    expect(q.lines).toEqual([
      { ...input[0], lineTotalPiastres: 450_150 },
      { ...input[1], lineTotalPiastres: 12_345 },
    ]);
    expect(q.subtotalPiastres).toBe(462_495);
    expect(q.totalPiastres).toBe(469_995);
    // Integers in, integers out: nothing to round.
    for (const n of [q.subtotalPiastres, q.shipping.feePiastres, q.totalPiastres]) {
      expect(Number.isInteger(n)).toBe(true);
    }
  });

  it('a free product (price 0) alone makes a zero subtotal: no fee, as an empty cart', () => {
    const q = quote({ lines: [line(0, 2)], shipping: withThreshold });
    expect(q.totalPiastres).toBe(0);
    expect(q.shipping.basis).toBe('empty');
  });

  it('ignores the fields reserved for zones, coupons and payment fees (not built yet)', () => {
    const plain = quote({ lines: [line(10_000)], shipping: withThreshold });
    const reserved = quote({
      lines: [line(10_000)],
      shipping: withThreshold,
      governorate: 'ASN',
      couponCode: 'WELCOME10',
      paymentMethod: 'cod',
    });
    expect(reserved).toEqual(plain);
  });

  it('refuses fractions and negative or zero quantities instead of rounding them', () => {
    expect(() => quote({ lines: [line(100.5)], shipping: withThreshold })).toThrow(RangeError);
    expect(() => quote({ lines: [line(-1)], shipping: withThreshold })).toThrow(RangeError);
    expect(() => quote({ lines: [line(100, 0)], shipping: withThreshold })).toThrow(RangeError);
    expect(() => quote({ lines: [line(100, 1.5)], shipping: withThreshold })).toThrow(RangeError);
  });
});

describe('chargeItems', () => {
  const lines = [
    { unitPricePiastres: 150_050, quantity: 2, name: 'Battery' },
    { unitPricePiastres: 12_345, quantity: 1, name: 'Cable' },
  ];

  it("lists each line at its unit price, then shipping, adding up to the order's total", () => {
    const items = chargeItems({ totalPiastres: 319_945, shippingPiastres: 7500 }, lines);
    expect(items).toEqual([
      { line: lines[0], unitPricePiastres: 150_050, quantity: 2 },
      { line: lines[1], unitPricePiastres: 12_345, quantity: 1 },
      { line: null, unitPricePiastres: 7500, quantity: 1 },
    ]);
  });

  it('free shipping adds no item', () => {
    const items = chargeItems({ totalPiastres: 312_445, shippingPiastres: 0 }, lines);
    expect(items.map((item) => item.line)).toEqual(lines);
  });

  it('an order whose stored amounts do not add up is never sent to be charged', () => {
    expect(() => chargeItems({ totalPiastres: 319_946, shippingPiastres: 7500 }, lines)).toThrow(
      /add up to 319945 piastres, its total is 319946/,
    );
  });

  it('charges exactly what quote priced', () => {
    const q = quote({
      lines: lines.map((l, i) => ({ ...l, productId: `p${i}` })),
      shipping: withThreshold,
    });
    const items = chargeItems(
      { totalPiastres: q.totalPiastres, shippingPiastres: q.shipping.feePiastres },
      q.lines,
    );
    expect(items).toHaveLength(3);
  });
});
