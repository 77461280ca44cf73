import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { EGYPT_GOVERNORATES } from '../egypt';
import { SHIPPING_BASES } from './order-quote';

export const cartItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  imageUrl: z.string().nullable(),
  color: z
    .object({ id: z.uuid(), name: z.string(), nameAr: z.string(), colorCode: z.string() })
    .nullable(),
  /** Current unit price in EGP (a price change shows at once). */
  unitPrice: z.number(),
  quantity: z.number().int().positive(),
  lineTotal: z.number(),
  inStock: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** GET /api/cart (SPEC §3): count is the sum of quantities. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  subtotal: z.number(),
  shipping: z.number(),
  /** Subtotal (EGP) from which shipping is free; null when there is no such offer. */
  freeShippingThreshold: z.number().nullable(),
  total: z.number(),
  count: z.number().int(),
  /** Lines dropped since the last answer because their product is no longer sold (shown once). */
  removed: z.array(z.object({ nameEn: z.string(), nameAr: z.string() })).default([]),
});

export const MAX_CART_QUANTITY = 99;
const quantity = z
  .number('validation.invalidQuantity')
  .int('validation.invalidQuantity')
  .min(1, 'validation.invalidQuantity')
  .max(MAX_CART_QUANTITY, 'validation.invalidQuantity');

/** POST /api/cart/items: quantities of the same product and color add up. */
export const addCartItemSchema = z.strictObject({
  productId: z.uuid('validation.invalidUuid'),
  colorId: z
    .uuid('validation.invalidUuid')
    .nullish()
    .transform((v) => v ?? null),
  quantity: quantity.default(1),
});
export type AddCartItemInput = z.input<typeof addCartItemSchema>;

/** PATCH /api/cart/items/:id: the new quantity of that line. */
export const updateCartItemSchema = z.strictObject({ quantity });
export type UpdateCartItemInput = z.input<typeof updateCartItemSchema>;
export type Cart = z.infer<typeof cartSchema>;

/**
 * POST /api/cart/quote: what the caller's cart would cost with these choices (issue 19). The
 * governorate (a code of src/shared/egypt.ts), the coupon and the payment method are accepted
 * now and used by zones, coupons and a COD fee as they come.
 */
export const cartQuoteInputSchema = z.strictObject({
  governorate: z
    .string('validation.unknownGovernorate')
    .refine((code) => EGYPT_GOVERNORATES.some((g) => g.code === code), {
      message: 'validation.unknownGovernorate',
    })
    .optional(),
  couponCode: z
    .string('validation.invalidType')
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.tooLong')
    .optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, 'validation.invalidPaymentMethod').optional(),
});
export type CartQuoteInput = z.input<typeof cartQuoteInputSchema>;

/** The quote in EGP, shaped for the checkout summary. */
export const cartQuoteSchema = z.object({
  lines: z.array(
    z.object({
      id: z.uuid(),
      productId: z.uuid(),
      colorId: z.uuid().nullable(),
      nameEn: z.string(),
      nameAr: z.string(),
      unitPrice: z.number(),
      quantity: z.number().int().positive(),
      lineTotal: z.number(),
    }),
  ),
  subtotal: z.number(),
  /** Coupons and automatic discounts; empty until they exist. */
  discounts: z.array(
    z.object({
      kind: z.enum(['coupon', 'automatic']),
      code: z.string().nullable(),
      amount: z.number(),
    }),
  ),
  shipping: z.object({
    fee: z.number(),
    basis: z.enum(SHIPPING_BASES),
    flatFee: z.number(),
    /** Subtotal (EGP) from which shipping is free; null when there is no such offer. */
    freeShippingThreshold: z.number().nullable(),
    /** The governorate's shipping zone; null until zones exist. */
    zone: z.object({ id: z.string(), nameEn: z.string(), nameAr: z.string() }).nullable(),
  }),
  /** VAT contained in the total; null until the setting exists. */
  vat: z.object({ ratePercent: z.number(), included: z.number() }).nullable(),
  total: z.number(),
  count: z.number().int(),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;
