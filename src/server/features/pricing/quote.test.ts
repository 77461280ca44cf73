import { describe, expect, it } from 'vitest';
import type { CouponRule } from '../discounts';
import type { ZoneRule } from '../shipping';
import { chargeItems } from './charge';
import { allocate, type CouponInput, quote, type ShippingRule, saleSaving } from './quote';

// The shop's fallback rule: a flat fee, free from an optional subtotal, an estimate, a COD fee.
const withThreshold: ShippingRule = {
  flatFeePiastres: 7500,
  freeShippingThresholdPiastres: 500_000,
  daysMin: 3,
  daysMax: 7,
  codFeePiastres: 0,
};
const noThreshold: ShippingRule = { ...withThreshold, freeShippingThresholdPiastres: null };
const fallbackRule = { flatFeePiastres: 7500, freeShippingThresholdPiastres: 500_000 };
const line = (unitPricePiastres: number, quantity = 1, productId = 'p1', categoryId = 'c1') => ({
  productId,
  categoryId,
  unitPricePiastres,
  quantity,
});
const aswan: ZoneRule = {
  id: 'z-upper',
  nameEn: 'Upper Egypt',
  nameAr: 'الصعيد',
  feePiastres: 9000,
  freeOverPiastres: null,
  daysMin: 3,
  daysMax: 5,
};
const cairo: ZoneRule = {
  id: 'z-cairo',
  nameEn: 'Greater Cairo',
  nameAr: 'القاهرة الكبرى',
  feePiastres: 5000,
  freeOverPiastres: 300_000,
  daysMin: 1,
  daysMax: 2,
};
const NOW = new Date('2026-11-25T12:00:00Z');
const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  id: 'k1',
  code: 'WELCOME10',
  kind: 'percentage',
  percent: 10,
  amountPiastres: null,
  minSubtotalPiastres: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerCustomer: false,
  productIds: [],
  categoryIds: [],
  isActive: true,
  usedCount: 0,
  ...over,
});
const coupon = (over: Partial<CouponRule> = {}, usedByCustomer = false): CouponInput => ({
  code: 'welcome10',
  rule: rule(over),
  usedByCustomer,
});

describe('quote: lines, subtotal and the fallback shipping rule', () => {
  it('an empty cart costs nothing and pays no shipping, and still tells the rule', () => {
    const q = quote({ lines: [], shipping: withThreshold });
    expect(q).toEqual({
      lines: [],
      subtotalPiastres: 0,
      discounts: [],
      discountPiastres: 0,
      shipping: {
        feePiastres: 0,
        basis: 'empty',
        rule: fallbackRule,
        zone: null,
        estimate: { minDays: 3, maxDays: 7 },
        remainingForFreePiastres: null,
      },
      codFeePiastres: 0,
      vat: null,
      totalPiastres: 0,
      coupon: null,
    });
  });

  it('below the threshold: the flat fee is added, and what is missing for free shipping', () => {
    const q = quote({ lines: [line(150_050)], shipping: withThreshold });
    expect(q.subtotalPiastres).toBe(150_050);
    expect(q.shipping.remainingForFreePiastres).toBe(349_950);
    expect(q.shipping).toMatchObject({ feePiastres: 7500, basis: 'flat', rule: fallbackRule });
    expect(q.totalPiastres).toBe(157_550);
  });

  it('exactly at the threshold: shipping is free; one piastre under still pays', () => {
    const at = quote({ lines: [line(250_000, 2)], shipping: withThreshold });
    expect(at.shipping).toMatchObject({ feePiastres: 0, basis: 'free-over-threshold' });
    expect(at.totalPiastres).toBe(500_000);
    const under = quote({ lines: [line(499_999)], shipping: withThreshold });
    expect(under.shipping).toMatchObject({ feePiastres: 7500, basis: 'flat' });
    expect(under.totalPiastres).toBe(507_499);
  });

  it('without a threshold every non-empty cart pays the flat fee, however large', () => {
    const q = quote({ lines: [line(99_999_999, 99)], shipping: noThreshold });
    expect(q.subtotalPiastres).toBe(9_899_999_901);
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
      { ...input[0], lineTotalPiastres: 450_150, discountPiastres: 0, savingPiastres: null },
      { ...input[1], lineTotalPiastres: 12_345, discountPiastres: 0, savingPiastres: null },
    ]);
    expect(q.subtotalPiastres).toBe(462_495);
    expect(q.totalPiastres).toBe(469_995);
  });

  it('a free product (price 0) alone makes a zero subtotal: no fee, as an empty cart', () => {
    const q = quote({ lines: [line(0, 2)], shipping: withThreshold });
    expect(q.totalPiastres).toBe(0);
    expect(q.shipping.basis).toBe('empty');
  });

  it('refuses fractions and negative or zero quantities instead of rounding them', () => {
    expect(() => quote({ lines: [line(100.5)], shipping: withThreshold })).toThrow(RangeError);
    expect(() => quote({ lines: [line(-1)], shipping: withThreshold })).toThrow(RangeError);
    expect(() => quote({ lines: [line(100, 0)], shipping: withThreshold })).toThrow(RangeError);
    expect(() => quote({ lines: [line(100, 1.5)], shipping: withThreshold })).toThrow(RangeError);
  });
});

describe('quote: shipping zones', () => {
  it("the governorate's zone sets the fee, the estimate and names itself", () => {
    const q = quote({ lines: [line(100_000)], shipping: withThreshold, zone: aswan });
    expect(q.shipping).toEqual({
      feePiastres: 9000,
      basis: 'flat',
      rule: { flatFeePiastres: 9000, freeShippingThresholdPiastres: null },
      zone: { id: 'z-upper', nameEn: 'Upper Egypt', nameAr: 'الصعيد' },
      estimate: { minDays: 3, maxDays: 5 },
      remainingForFreePiastres: null,
    });
    expect(q.totalPiastres).toBe(109_000);
  });

  it("a zone's free-over amount replaces the fallback's (and a zone without one never frees)", () => {
    expect(
      quote({ lines: [line(300_000)], shipping: withThreshold, zone: cairo }).shipping,
    ).toMatchObject({ feePiastres: 0, basis: 'free-over-threshold' });
    expect(
      quote({ lines: [line(299_999)], shipping: withThreshold, zone: cairo }).shipping,
    ).toMatchObject({ feePiastres: 5000, basis: 'flat' });
    expect(
      quote({ lines: [line(900_000)], shipping: withThreshold, zone: aswan }).shipping,
    ).toMatchObject({ feePiastres: 9000, basis: 'flat' });
  });

  it('no zone (another country, an unzoned governorate): the fallback rule and its estimate', () => {
    const q = quote({ lines: [line(100_000)], shipping: withThreshold, zone: null });
    expect(q.shipping).toMatchObject({ feePiastres: 7500, zone: null });
    expect(q.shipping.estimate).toEqual({ minDays: 3, maxDays: 7 });
  });
});

describe('quote: coupons', () => {
  const cart = [line(200_000, 1, 'scooter', 'scooters'), line(50_000, 2, 'cable', 'parts')];

  it('a percentage comes off the items, spread over the lines, and shows as a discount', () => {
    const q = quote({ lines: cart, shipping: withThreshold, coupon: coupon(), now: NOW });
    expect(q.subtotalPiastres).toBe(300_000);
    expect(q.discounts).toEqual([
      {
        kind: 'coupon',
        code: 'WELCOME10',
        couponId: 'k1',
        type: 'percentage',
        appliesTo: 'items',
        amountPiastres: 30_000,
      },
    ]);
    expect(q.lines.map((l) => l.discountPiastres)).toEqual([20_000, 10_000]);
    expect(q.discountPiastres).toBe(30_000);
    expect(q.totalPiastres).toBe(300_000 - 30_000 + 7500);
    expect(q.coupon).toMatchObject({ code: 'welcome10', applied: true });
  });

  it('a percentage rounds down to the piastre and the shares still add up exactly', () => {
    const lines = [line(3333, 1, 'a'), line(3333, 1, 'b'), line(3334, 1, 'c')];
    const q = quote({
      lines,
      shipping: withThreshold,
      coupon: coupon({ percent: 33 }),
      now: NOW,
    });
    expect(q.discountPiastres).toBe(3300);
    const shares = q.lines.map((l) => l.discountPiastres);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(3300);
    expect(shares).toEqual([1100, 1100, 1100]);
  });

  it('a fixed amount above the items is capped at them: the total never goes below shipping', () => {
    const q = quote({
      lines: [line(10_000)],
      shipping: withThreshold,
      coupon: coupon({ kind: 'fixed', percent: null, amountPiastres: 50_000 }),
      now: NOW,
    });
    expect(q.discountPiastres).toBe(10_000);
    expect(q.totalPiastres).toBe(7500);
  });

  it('100 % off leaves only the shipping fee', () => {
    const q = quote({
      lines: cart,
      shipping: noThreshold,
      coupon: coupon({ percent: 100 }),
      now: NOW,
    });
    expect(q.totalPiastres).toBe(7500);
  });

  it('free shipping waives the fee of the zone (a discount of the fee), items untouched', () => {
    const q = quote({
      lines: [line(100_000)],
      shipping: withThreshold,
      zone: aswan,
      coupon: coupon({ kind: 'free_shipping', percent: null }),
      now: NOW,
    });
    expect(q.shipping.feePiastres).toBe(9000);
    expect(q.discounts[0]).toMatchObject({ appliesTo: 'shipping', amountPiastres: 9000 });
    expect(q.lines[0].discountPiastres).toBe(0);
    expect(q.totalPiastres).toBe(100_000);
  });

  it('free shipping when shipping is already free takes nothing off', () => {
    const q = quote({
      lines: [line(600_000)],
      shipping: withThreshold,
      coupon: coupon({ kind: 'free_shipping', percent: null }),
      now: NOW,
    });
    expect(q.discountPiastres).toBe(0);
    expect(q.totalPiastres).toBe(600_000);
  });

  it('the free-shipping amount is judged on the items after their discount', () => {
    const q = quote({
      lines: [line(500_000)],
      shipping: withThreshold,
      coupon: coupon({ percent: 10 }),
      now: NOW,
    });
    expect(q.shipping).toMatchObject({ feePiastres: 7500, basis: 'flat' });
    expect(q.shipping.remainingForFreePiastres).toBe(50_000);
    expect(q.totalPiastres).toBe(450_000 + 7500);
  });

  it('limited to products or categories: only those lines count and carry the discount', () => {
    const byCategory = quote({
      lines: cart,
      shipping: withThreshold,
      coupon: coupon({ categoryIds: ['parts'] }),
      now: NOW,
    });
    expect(byCategory.discountPiastres).toBe(10_000);
    expect(byCategory.lines.map((l) => l.discountPiastres)).toEqual([0, 10_000]);
    const byProduct = quote({
      lines: cart,
      shipping: withThreshold,
      coupon: coupon({ productIds: ['scooter'] }),
      now: NOW,
    });
    expect(byProduct.lines.map((l) => l.discountPiastres)).toEqual([20_000, 0]);
  });

  const refusal = (over: Partial<CouponRule>, usedByCustomer = false, lines = cart) =>
    quote({ lines, shipping: withThreshold, coupon: coupon(over, usedByCustomer), now: NOW });

  it.each<[string, Partial<CouponRule>, string]>([
    ['unknown when inactive', { isActive: false }, 'coupons.unknown'],
    ['not started', { startsAt: new Date('2026-11-26T00:00:00Z') }, 'coupons.notStarted'],
    ['expired (the end is exclusive)', { endsAt: NOW }, 'coupons.expired'],
    ['used up', { usageLimit: 5, usedCount: 5 }, 'coupons.usedUp'],
    ['not for these items', { productIds: ['other'] }, 'coupons.notForTheseItems'],
  ])('refuses a code %s, and takes nothing off', (_, over, key) => {
    const q = refusal(over);
    expect(q.coupon).toMatchObject({ applied: false, refusal: { key } });
    expect(q.discounts).toEqual([]);
    expect(q.totalPiastres).toBe(307_500);
  });

  it('refuses an unknown code', () => {
    const q = quote({
      lines: cart,
      shipping: withThreshold,
      coupon: { code: 'nope', rule: null, usedByCustomer: false },
      now: NOW,
    });
    expect(q.coupon).toEqual({
      code: 'nope',
      applied: false,
      refusal: { key: 'coupons.unknown', params: {} },
    });
  });

  it('once per customer: refused to a customer who used it, applied to another', () => {
    expect(refusal({ oncePerCustomer: true }, true).coupon).toMatchObject({
      refusal: { key: 'coupons.alreadyUsed' },
    });
    expect(refusal({ oncePerCustomer: true }, false).coupon?.applied).toBe(true);
  });

  it('minimum not met names the minimum and what is missing, on the covered items only', () => {
    const q = refusal({ minSubtotalPiastres: 150_000, categoryIds: ['parts'] });
    expect(q.coupon).toMatchObject({
      applied: false,
      refusal: {
        key: 'coupons.minimumNotMet',
        params: { minimum: { egp: 1500 }, missing: { egp: 500 } },
      },
    });
    expect(refusal({ minSubtotalPiastres: 300_000 }).coupon?.applied).toBe(true);
  });
});

describe('quote: COD fee and VAT', () => {
  const cod = { ...withThreshold, codFeePiastres: 1500 };

  it('the COD fee is added for cash on delivery only, never to an empty cart', () => {
    expect(quote({ lines: [line(10_000)], shipping: cod, paymentMethod: 'cod' })).toMatchObject({
      codFeePiastres: 1500,
      totalPiastres: 19_000,
    });
    expect(quote({ lines: [line(10_000)], shipping: cod, paymentMethod: 'card' })).toMatchObject({
      codFeePiastres: 0,
      totalPiastres: 17_500,
    });
    expect(quote({ lines: [line(10_000)], shipping: cod })).toMatchObject({ codFeePiastres: 0 });
    expect(quote({ lines: [], shipping: cod, paymentMethod: 'cod' }).totalPiastres).toBe(0);
  });

  it('VAT included at 14 % is the part of the total it contains, to the piastre', () => {
    const q = quote({
      lines: [line(106_500)],
      shipping: withThreshold,
      vat: { mode: 'included', ratePercent: 14 },
    });
    expect(q.totalPiastres).toBe(114_000);
    expect(q.vat).toEqual({ ratePercent: 14, includedPiastres: 14_000 });
    // Rounded half up: 100 × 14 / 114 = 12.28… → 12.
    const small = quote({
      lines: [line(100)],
      shipping: { ...noThreshold, flatFeePiastres: 0 },
      vat: { mode: 'included', ratePercent: 14 },
    });
    expect(small.vat?.includedPiastres).toBe(12);
  });

  it('VAT not applicable: none shown; VAT never changes the total', () => {
    const none = quote({
      lines: [line(10_000)],
      shipping: withThreshold,
      vat: { mode: 'none', ratePercent: 14 },
    });
    expect(none.vat).toBeNull();
    expect(none.totalPiastres).toBe(17_500);
  });

  it('every rule at once: zone, coupon, COD fee, VAT', () => {
    const q = quote({
      lines: [line(100_000, 2)],
      shipping: cod,
      zone: aswan,
      coupon: coupon({ kind: 'fixed', percent: null, amountPiastres: 20_000 }),
      paymentMethod: 'cod',
      vat: { mode: 'included', ratePercent: 14 },
      now: NOW,
    });
    expect(q.totalPiastres).toBe(200_000 - 20_000 + 9000 + 1500);
    expect(q.vat?.includedPiastres).toBe(Math.round((190_500 * 14) / 114));
  });
});

describe('allocate and saleSaving', () => {
  it('splits exactly, in proportion, the remainder to the largest fractions', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
    expect(allocate(7, [0, 3, 4])).toEqual([0, 3, 4]);
    const big = allocate(9_999_999_999, [9_000_000_000_000, 1]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(9_999_999_999);
  });

  it('the saving of a product on sale; none when not on sale', () => {
    expect(saleSaving(120_000, 150_000)).toBe(30_000);
    expect(saleSaving(120_000, null)).toBeNull();
    expect(saleSaving(120_000, 120_000)).toBeNull();
  });

  it('a line on sale says what one piece saves', () => {
    const q = quote({
      lines: [{ ...line(120_000), compareAtPricePiastres: 150_000 }],
      shipping: withThreshold,
    });
    expect(q.lines[0].savingPiastres).toBe(30_000);
  });
});

describe('chargeItems', () => {
  const lines = [
    { unitPricePiastres: 150_050, quantity: 2, totalPiastres: 300_100, discountPiastres: 0 },
    { unitPricePiastres: 12_345, quantity: 1, totalPiastres: 12_345, discountPiastres: 0 },
  ];
  const noDiscounts = { discounts: [] };

  it("lists each line at its unit price, then shipping, adding up to the order's total", () => {
    const items = chargeItems(
      { totalPiastres: 319_945, shippingPiastres: 7500, codFeePiastres: 0, quote: noDiscounts },
      lines,
    );
    expect(items).toEqual([
      {
        kind: 'line',
        line: lines[0],
        unitPricePiastres: 150_050,
        quantity: 2,
        discountPiastres: 0,
      },
      { kind: 'line', line: lines[1], unitPricePiastres: 12_345, quantity: 1, discountPiastres: 0 },
      { kind: 'shipping', line: null, unitPricePiastres: 7500, quantity: 1, discountPiastres: 0 },
    ]);
  });

  it('free shipping adds no item; a COD fee is an item', () => {
    const items = chargeItems(
      { totalPiastres: 313_445, shippingPiastres: 0, codFeePiastres: 1000, quote: noDiscounts },
      lines,
    );
    expect(items.map((item) => item.kind)).toEqual(['line', 'line', 'cod-fee']);
  });

  it('an order whose stored amounts do not add up is never sent to be charged', () => {
    expect(() =>
      chargeItems(
        { totalPiastres: 319_946, shippingPiastres: 7500, codFeePiastres: 0, quote: noDiscounts },
        lines,
      ),
    ).toThrow(/add up to 319945 piastres, its total is 319946/);
  });

  it('a discounted line is one item of its discounted total; a waived fee is no item', () => {
    const q = quote({
      lines: [line(150_050, 2, 'a'), line(12_345, 1, 'b')],
      shipping: withThreshold,
      zone: aswan,
      coupon: coupon({ percent: 10 }),
      now: NOW,
    });
    const stored = q.lines.map((l) => ({ ...l, totalPiastres: l.lineTotalPiastres }));
    const order = {
      totalPiastres: q.totalPiastres,
      shippingPiastres: q.shipping.feePiastres,
      codFeePiastres: q.codFeePiastres,
      quote: { discounts: q.discounts },
    };
    const items = chargeItems(order, stored);
    expect(items[0]).toMatchObject({ quantity: 1, unitPricePiastres: 300_100 - 30_010 });
    expect(items.reduce((s, i) => s + i.unitPricePiastres * i.quantity, 0)).toBe(q.totalPiastres);

    const free = quote({
      lines: [line(10_000)],
      shipping: withThreshold,
      zone: aswan,
      coupon: coupon({ kind: 'free_shipping', percent: null }),
      now: NOW,
    });
    const freeItems = chargeItems(
      {
        totalPiastres: free.totalPiastres,
        shippingPiastres: free.shipping.feePiastres,
        codFeePiastres: 0,
        quote: { discounts: free.discounts },
      },
      free.lines.map((l) => ({ ...l, totalPiastres: l.lineTotalPiastres })),
    );
    expect(freeItems.map((i) => i.kind)).toEqual(['line']);
  });
});
