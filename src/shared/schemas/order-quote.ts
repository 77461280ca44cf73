import { z } from 'zod';
import { COUPON_KINDS } from '../constants';

/**
 * What the quote decided for an order, stored with it (`orders.quote`, decision 036) so its
 * history never changes when settings do. The order's lines are its `order_items`; its subtotal,
 * shipping fee and total are also its columns (a CHECK keeps them equal to these). Integer
 * piastres. Versioned: a later shape gets a new `version`, and readers parse by version.
 */
const piastres = z.number().int().min(0);

/**
 * Why the shipping fee is what it is: `empty` — nothing to ship; `flat` — the fee of the rule
 * (the governorate's zone, or the shop's fallback rule); `free-over-threshold` — the subtotal
 * reached the rule's free-shipping amount. A free-shipping coupon does not change the basis: it is
 * a discount of the whole fee (`discounts[].appliesTo = 'shipping'`).
 */
export const SHIPPING_BASES = ['empty', 'flat', 'free-over-threshold'] as const;

export const storedShippingRuleSchema = z.object({
  flatFeePiastres: piastres,
  freeShippingThresholdPiastres: piastres.nullable(),
});

/** A coupon's effect: what it is, and how much it took off the items or the shipping fee. */
export const quoteDiscountSchema = z.object({
  kind: z.enum(['coupon', 'automatic']),
  code: z.string().nullable(),
  couponId: z.string().nullable(),
  type: z.enum(COUPON_KINDS),
  appliesTo: z.enum(['items', 'shipping']),
  amountPiastres: piastres,
});
export type QuoteDiscount = z.infer<typeof quoteDiscountSchema>;

export const deliveryEstimateSchema = z.object({
  minDays: z.number().int().min(0),
  maxDays: z.number().int().min(0),
});

export const storedQuoteSchema = z.object({
  /** 2 since migration 0010 (which upgraded every version-1 quote in place). */
  version: z.literal(2),
  /**
   * `checkout`: written by `quote` when the order was placed. `derived`: rebuilt from the order's
   * stored columns (orders placed before quotes were stored, or written without one): the rule
   * then is unknown (`null`) and the basis is read from the fee.
   */
  origin: z.enum(['checkout', 'derived']),
  subtotalPiastres: piastres,
  /** Coupons (issue 19 §3), each with what it took off. */
  discounts: z.array(quoteDiscountSchema),
  /** All the discounts together (a column of the order too). */
  discountPiastres: piastres,
  shipping: z.object({
    feePiastres: piastres,
    basis: z.enum(SHIPPING_BASES),
    /** The rule applied: the shipping setting in force in the order's transaction. */
    rule: storedShippingRuleSchema.nullable(),
    /** The shipping zone of the governorate (issue 19 §2); null: the shop's fallback rule. */
    zone: z.object({ id: z.string(), nameEn: z.string(), nameAr: z.string() }).nullable(),
    /** The delivery estimate promised at checkout; null when unknown (older orders). */
    estimate: deliveryEstimateSchema.nullable(),
  }),
  /** The cash-on-delivery fee (0 for online payments, or when the shop charges none). */
  codFeePiastres: piastres,
  /** VAT contained in the total (issue 19 §5); null when VAT does not apply. */
  vat: z.object({ ratePercent: z.number().min(0), includedPiastres: piastres }).nullable(),
  totalPiastres: piastres,
});
export type StoredQuote = z.infer<typeof storedQuoteSchema>;
