import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { productInputSchema } from './catalog-admin';
import { couponInputSchema } from './discounts-admin';
import { adminSendNotificationSchema } from './notifications';
import { refundRequestSchema } from './refunds';
import {
  codConfirmationInputSchema,
  paymentMethodsInputSchema,
  shippingSettingsInputSchema,
} from './settings-admin';
import { createShipmentInputSchema } from './shipments';
import { shippingZoneInputSchema } from './shipping-admin';

/**
 * Issue 25, walk-through item 9: the same rules and messages for every admin form, and every
 * error at once. A shipping fee of 75.555 used to become 75.56 while a product price with three
 * decimals was refused; an empty price said "must be zero or more"; the product name's error
 * waited until the price and the category were fixed.
 */

/** The message keys per field path of a failed parse ('' for the whole object). */
function issues(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    out[path] = [...(out[path] ?? []), issue.message];
  }
  return out;
}

const CATEGORY = '11111111-1111-4111-8111-111111111111';
const product = { nameEn: 'Cell', nameAr: 'خلية', price: 100, categoryId: CATEGORY };
const zone = {
  nameEn: 'Delta',
  nameAr: 'الدلتا',
  fee: 50,
  daysMin: 1,
  daysMax: 3,
  governorates: ['C'],
};
const coupon = { code: 'SAVE10', kind: 'fixed', amount: 10 };

describe('money fields: at most two decimals, one message, never rounded', () => {
  const cases: [string, z.ZodType, unknown, string][] = [
    ['product price', productInputSchema, { ...product, price: 75.555 }, 'price'],
    [
      'shipping flat fee',
      shippingSettingsInputSchema,
      { flatFee: 75.555, freeShippingThreshold: null },
      'flatFee',
    ],
    [
      'free shipping threshold',
      shippingSettingsInputSchema,
      { flatFee: 50, freeShippingThreshold: 999.999 },
      'freeShippingThreshold',
    ],
    [
      'cash-on-delivery fee',
      shippingSettingsInputSchema,
      { flatFee: 50, freeShippingThreshold: null, codFee: 10.001 },
      'codFee',
    ],
    ['shipping zone fee', shippingZoneInputSchema, { ...zone, fee: 75.555 }, 'fee'],
    [
      'cash confirmation threshold',
      codConfirmationInputSchema,
      { threshold: 5000.125 },
      'threshold',
    ],
    ['coupon amount', couponInputSchema, { ...coupon, amount: 10.005 }, 'amount'],
    [
      'refund amount',
      refundRequestSchema,
      { mode: 'provider', amount: 1.234, reason: 'Damaged' },
      'amount',
    ],
    [
      'shipment cash to collect',
      createShipmentInputSchema,
      { courier: 'manual', courierName: 'Aramex', trackingNumber: 'X1', cod: 99.999 },
      'cod',
    ],
  ];
  it.each(cases)(
    '%s: 3 decimals are refused with validation.invalidPrice',
    (_name, schema, input, field) => {
      expect(issues(schema, input)[field]).toEqual(['validation.invalidPrice']);
    },
  );

  it('still accepts two decimals everywhere', () => {
    expect(issues(productInputSchema, { ...product, price: 75.55 })).toEqual({});
    expect(
      issues(shippingSettingsInputSchema, { flatFee: 75.55, freeShippingThreshold: 1000.5 }),
    ).toEqual({});
    expect(issues(shippingZoneInputSchema, { ...zone, fee: 75.55 })).toEqual({});
  });

  it('refuses a minimum order with three decimals in the payment methods', () => {
    const parsed = paymentMethodsInputSchema.safeParse({
      methods: [
        {
          key: 'card',
          enabled: true,
          name: { en: 'Card', ar: 'بطاقة' },
          position: 1,
          minimumOrder: 10.123,
        },
      ],
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['methods.0.minimumOrder', 'validation.invalidPrice'],
    ]);
  });
});

describe('an empty required field says "required"', () => {
  it('product price left empty', () => {
    expect(issues(productInputSchema, { ...product, price: undefined }).price).toEqual([
      'validation.required',
    ]);
    // A negative price keeps SPEC §5's message.
    expect(issues(productInputSchema, { ...product, price: -1 }).price).toEqual([
      'validation.priceNonNegative',
    ]);
  });

  it('shipping fee and zone fee left empty', () => {
    expect(issues(shippingSettingsInputSchema, { freeShippingThreshold: null }).flatFee).toEqual([
      'validation.required',
    ]);
    expect(issues(shippingZoneInputSchema, { ...zone, fee: undefined }).fee).toEqual([
      'validation.required',
    ]);
  });
});

describe('every error at once', () => {
  it('product: no name, no price, no category → three errors in one answer', () => {
    const found = issues(productInputSchema, { nameEn: '', nameAr: '' });
    expect(found.nameEn).toEqual(['validation.nameRequired']);
    expect(found.price).toEqual(['validation.required']);
    expect(found.categoryId).toEqual(['validation.categoryRequired']);
  });

  it('notification to one customer: the e-mail with the empty titles and messages', () => {
    const found = issues(adminSendNotificationSchema, {
      audience: 'customer',
      type: 'system',
      titleAr: '',
      titleEn: '',
      messageAr: '',
      messageEn: '',
    });
    expect(Object.keys(found).sort()).toEqual(
      ['email', 'messageAr', 'messageEn', 'titleAr', 'titleEn'].sort(),
    );
    expect(found.email).toEqual(['validation.required']);
  });

  it('manual shipment: the courier name with a bad amount', () => {
    const found = issues(createShipmentInputSchema, { courier: 'manual', cod: 1.111 });
    expect(found).toEqual({
      cod: ['validation.invalidPrice'],
      courierName: ['validation.required'],
      trackingNumber: ['validation.required'],
    });
  });

  it('coupon: the missing amount with a bad code', () => {
    const found = issues(couponInputSchema, { code: '', kind: 'fixed' });
    expect(found.amount).toEqual(['validation.required']);
    expect(found.code?.length).toBeGreaterThan(0);
  });

  it('refund: the missing reason with the missing amount', () => {
    const found = issues(refundRequestSchema, { mode: 'provider', reason: '' });
    expect(found.reason).toEqual(['validation.required']);
    expect(found.amount).toEqual(['validation.required']);
  });
});
