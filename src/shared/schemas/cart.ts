import { z } from 'zod';
import { COUPON_KINDS, MAX_CART_QUANTITY, PAYMENT_METHODS } from '../constants';
import { couponCodeInputSchema } from '../coupon-code';
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
  /** The chosen variant ("12 V — 200 Ah" in each language); null for a product without. */
  variant: z
    .object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string(), sku: z.string() })
    .nullable(),
  /** Current unit price in EGP (a price change shows at once). */
  unitPrice: z.number(),
  /** The "was" price of a product on sale (EGP); null when not on sale. */
  compareAtPrice: z.number().nullable(),
  quantity: z.number().int().positive(),
  lineTotal: z.number(),
  inStock: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A discount line of a summary (EGP): the code, what it is, off the items or the shipping. */
export const summaryDiscountSchema = z.object({
  kind: z.enum(['coupon', 'automatic']),
  code: z.string().nullable(),
  type: z.enum(COUPON_KINDS),
  appliesTo: z.enum(['items', 'shipping']),
  amount: z.number(),
});

/**
 * The coupon code on the cart and what became of it: applied, or refused with the reason in the
 * caller's language (a code that stopped applying since it was entered stays, refused, until
 * the customer removes it).
 */
export const cartCouponSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  message: z.string().nullable(),
});

/** GET /api/cart (SPEC §3): count is the sum of quantities. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  subtotal: z.number(),
  /** Taken off by the cart's coupon (EGP; 0 when none applies). */
  discount: z.number(),
  discounts: z.array(summaryDiscountSchema),
  coupon: cartCouponSchema.nullable(),
  shipping: z.number(),
  /** Subtotal (EGP) from which shipping is free; null when there is no such offer. */
  freeShippingThreshold: z.number().nullable(),
  /**
   * What the items (after their discount) still need for free shipping (EGP); null when
   * shipping is free already, or there is no such offer.
   */
  freeShippingRemaining: z.number().nullable(),
  total: z.number(),
  count: z.number().int(),
  /** Lines dropped since the last answer because their product is no longer sold (shown once). */
  removed: z.array(z.object({ nameEn: z.string(), nameAr: z.string() })).default([]),
});

const quantity = z
  .number('validation.invalidQuantity')
  .int('validation.invalidQuantity')
  .min(1, 'validation.invalidQuantity')
  .max(MAX_CART_QUANTITY, 'validation.invalidQuantity');

/** POST /api/cart/items: quantities of the same product, color and variant add up. */
export const addCartItemSchema = z.strictObject({
  productId: z.uuid('validation.invalidUuid'),
  colorId: z
    .uuid('validation.invalidUuid')
    .nullish()
    .transform((v) => v ?? null),
  /** The chosen variant of a product sold as variants (required for those). */
  variantId: z
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
 * POST /api/cart/quote: what the caller's cart would cost with these choices (issue 19): the
 * governorate (a code of src/shared/egypt.ts: its shipping zone and estimate), the coupon and
 * the payment method (the cash-on-delivery fee).
 */
export const cartQuoteInputSchema = z.strictObject({
  governorate: z
    .string('validation.unknownGovernorate')
    .refine((code) => EGYPT_GOVERNORATES.some((g) => g.code === code), {
      message: 'validation.unknownGovernorate',
    })
    .optional(),
  /** Absent: the code on the cart (if any); given: judged instead of it, nothing stored. */
  couponCode: couponCodeInputSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, 'validation.invalidPaymentMethod').optional(),
});
export type CartQuoteInput = z.input<typeof cartQuoteInputSchema>;

/** PUT /api/cart/coupon: the code the customer typed. */
export const cartCouponInputSchema = z.strictObject({ code: couponCodeInputSchema });
export type CartCouponInput = z.input<typeof cartCouponInputSchema>;

/** The quote in EGP, shaped for the checkout summary. */
export const cartQuoteSchema = z.object({
  lines: z.array(
    z.object({
      id: z.uuid(),
      productId: z.uuid(),
      colorId: z.uuid().nullable(),
      variantId: z.uuid().nullable(),
      nameEn: z.string(),
      nameAr: z.string(),
      variantNameEn: z.string().nullable(),
      variantNameAr: z.string().nullable(),
      unitPrice: z.number(),
      compareAtPrice: z.number().nullable(),
      quantity: z.number().int().positive(),
      lineTotal: z.number(),
      /** This line's share of the coupon's discount. */
      discount: z.number(),
    }),
  ),
  subtotal: z.number(),
  discounts: z.array(summaryDiscountSchema),
  discount: z.number(),
  coupon: cartCouponSchema.nullable(),
  shipping: z.object({
    fee: z.number(),
    basis: z.enum(SHIPPING_BASES),
    flatFee: z.number(),
    /** Subtotal (EGP) from which shipping is free; null when there is no such offer. */
    freeShippingThreshold: z.number().nullable(),
    /** The governorate's shipping zone; null: the shop's fallback rule. */
    zone: z.object({ id: z.string(), nameEn: z.string(), nameAr: z.string() }).nullable(),
    /** Delivery estimate in days. */
    estimate: z.object({ minDays: z.number().int(), maxDays: z.number().int() }),
  }),
  /** The cash-on-delivery fee (EGP), when cash on delivery is chosen and the shop charges one. */
  codFee: z.number(),
  /** VAT contained in the total; null when VAT does not apply. */
  vat: z.object({ ratePercent: z.number(), included: z.number() }).nullable(),
  total: z.number(),
  count: z.number().int(),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;
